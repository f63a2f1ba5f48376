/** Closed business days: a Z report is written once and a closed day takes no more sales. */
import type { DaySummary } from '../../shared/contract';
import type { Db } from './open';

export function createClosuresRepo(db: Db) {
  const insert = db.prepare('INSERT INTO day_closures (business_day, closed_at, summary_json) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { closed_at: string; summary_json: string }>('SELECT closed_at, summary_json FROM day_closures WHERE business_day = ?');
  return {
    get(day: string): { closedAt: string; summary: DaySummary } | null {
      const row = select.get(day);
      return row ? { closedAt: row.closed_at, summary: JSON.parse(row.summary_json) as DaySummary } : null;
    },
    isClosed: (day: string): boolean => select.get(day) !== undefined,
    close(day: string, closedAt: string, summary: DaySummary): void {
      insert.run(day, closedAt, JSON.stringify(summary));
    },
  };
}

export type ClosuresRepo = ReturnType<typeof createClosuresRepo>;
