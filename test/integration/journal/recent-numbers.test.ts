/**
 * The recent-numbers query on a real journal: read newest-first by the seq index and stopped early, so its cost
 * does not grow with the journal (the 1,000,000-sale benchmark belongs to a later issue; this proves the plan).
 * Its cost is counted in sales read, not in milliseconds: the count is the same on any machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createRecentNumbers, MAX_SCANNED } from '../../../src/main/journal/recent-numbers';

const SALES = 50_000;
let dir: string;
let db: Db;
let repo: ReturnType<typeof createRecentNumbers>;
let read = 0;

/** `SALES` sales, one every 30 s, to 5,000 numbers in turn; each carries a stored record, as real ones do. */
function fill(): void {
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SALES})
    INSERT INTO sales (id, seq, created_at, updated_at, business_day, clerk, shift, environment, operator_id, operator_name, country_iso,
      recipient_country, recipient_phone, amount_micros, amount_currency, use_local_amount, state, transaction_json)
    SELECT 'S' || i, i, strftime('%Y-%m-%dT%H:%M:%fZ', 1780000000 + i * 30, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', 1780000000 + i * 30, 'unixepoch'),
      '2026-06-01', 'Ada', 1, 'sandbox', 100, 'MTN Nigeria', 'NG', 'NG', '+2348030' || (100000 + i % 5000), 1000000 * (1 + i % 7), 'USD', 0,
      'succeeded', '{"pad":"' || hex(randomblob(300)) || '"}'
    FROM n`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-recent-'));
  db = openJournal(join(dir, 'journal.sqlite'));
  fill();
  repo = createRecentNumbers(counting(db));
});

/** The journal, with every row its statements hand out counted in `read` (the query planner's work stays SQLite's). */
function counting(journal: Db): Db {
  const countRows = (statement: object) =>
    new Proxy(statement, {
      get(target, name) {
        const value: unknown = Reflect.get(target, name);
        if (typeof value !== 'function') return value;
        if (name !== 'iterate') return value.bind(target);
        return function* (...args: unknown[]) {
          for (const row of (value as (...a: unknown[]) => Iterable<unknown>).apply(target, args)) {
            read += 1;
            yield row;
          }
        };
      },
    });
  return new Proxy(journal, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (name === 'prepare') return (sql: string) => countRows(target.prepare(sql));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** How many sales `work` read. */
function salesRead(work: () => void): number {
  read = 0;
  work();
  return read;
}
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('recent numbers on a large journal', () => {
  it('reads the sales newest first by the seq index, with no sort', () => {
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT id, created_at, recipient_phone, recipient_email FROM sales ORDER BY seq DESC LIMIT 2000')
      .all() as Array<{ detail: string }>;
    const details = plan.map((p) => p.detail).join(' | ');
    expect(details).toMatch(/^SCAN sales USING INDEX sqlite_autoindex_sales_\d$/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('answers the 20 newest distinct numbers having read just those 20 sales', () => {
    let recent: ReturnType<typeof repo.recentNumbers> = [];
    expect(salesRead(() => (recent = repo.recentNumbers(20)))).toBe(20);
    expect(recent.map((r) => r.saleId)).toEqual(Array.from({ length: 20 }, (_, i) => `S${SALES - i}`));
    expect(recent[0]).toMatchObject({ recipient: { kind: 'phone', country: 'NG', e164: `+2348030${100000 + (SALES % 5000)}` }, amount: { micros: 1000000 * (1 + (SALES % 7)), currency: 'USD' } });
  });

  it('stops at the clear mark instead of reading the rest of the journal', () => {
    const newest = repo.recentNumbers(1)[0]!.soldAt;
    repo.clearRecentNumbers(newest);
    let recent: ReturnType<typeof repo.recentNumbers> | null = null;
    expect(salesRead(() => (recent = repo.recentNumbers(20)))).toBe(1);
    expect(recent).toEqual([]);
    repo.clearRecentNumbers('2000-01-01T00:00:00.000Z');
  });

  it('looks at a bounded number of sales when a few numbers take them all', () => {
    db.exec(`UPDATE sales SET recipient_phone = '+23480300' || (seq % 3) WHERE seq > ${SALES - 10_000}`);
    let recent: ReturnType<typeof repo.recentNumbers> = [];
    expect(salesRead(() => (recent = repo.recentNumbers(20)))).toBe(MAX_SCANNED);
    expect(recent.map((r) => r.saleId)).toEqual([`S${SALES}`, `S${SALES - 1}`, `S${SALES - 2}`]);
  });
});
