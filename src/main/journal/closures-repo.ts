/** Closed business days: a Z report is written once and a closed day takes no more sales. */
import type { DaySummary } from '../../shared/contract';
import type { Db } from './open';

/**
 * A Z as written: one written before issue 27 has no sales by hour (its day's report reads them from the journal,
 * reports-service.ts).
 */
export type StoredSummary = Omit<DaySummary, 'byHour'> & { byHour?: DaySummary['byHour'] };

/** A Z written before clerks and shifts existed: no shifts, and its clerks known by name only. */
type OlderSummary = Omit<StoredSummary, 'byShift' | 'byClerk'> & { byShift?: DaySummary['byShift']; byClerk: Array<Omit<DaySummary['byClerk'][number], 'clerkId'> & { clerkId?: string | null }> };

function fromOlderSummary(summary: OlderSummary): StoredSummary {
  return { ...summary, byShift: summary.byShift ?? [], byClerk: summary.byClerk.map((clerk) => ({ ...clerk, clerkId: clerk.clerkId ?? null })) };
}

export function createClosuresRepo(db: Db) {
  const insert = db.prepare('INSERT INTO day_closures (business_day, closed_at, summary_json) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { closed_at: string; summary_json: string }>('SELECT closed_at, summary_json FROM day_closures WHERE business_day = ?');
  return {
    get(day: string): { closedAt: string; summary: StoredSummary } | null {
      const row = select.get(day);
      return row ? { closedAt: row.closed_at, summary: fromOlderSummary(JSON.parse(row.summary_json) as OlderSummary) } : null;
    },
    isClosed: (day: string): boolean => select.get(day) !== undefined,
    close(day: string, closedAt: string, summary: DaySummary): void {
      insert.run(day, closedAt, JSON.stringify(summary));
    },
  };
}

export type ClosuresRepo = ReturnType<typeof createClosuresRepo>;
