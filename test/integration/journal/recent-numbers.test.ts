/**
 * The recent-numbers query on a real journal: read newest-first by the seq index and stopped early, so its cost
 * does not grow with the journal (the 1,000,000-sale benchmark belongs to a later issue; this proves the plan).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo, type SalesRepo } from '../../../src/main/journal/sales-repo';

const SALES = 50_000;
let dir: string;
let db: Db;
let repo: SalesRepo;

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
  repo = createSalesRepo(db);
});
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

  it('answers the 20 newest distinct numbers in a few milliseconds', () => {
    repo.recentNumbers(20);
    const started = performance.now();
    const recent = repo.recentNumbers(20);
    const ms = performance.now() - started;
    expect(recent.map((r) => r.saleId)).toEqual(Array.from({ length: 20 }, (_, i) => `S${SALES - i}`));
    expect(recent[0]).toMatchObject({ recipient: { kind: 'phone', country: 'NG', e164: `+2348030${100000 + (SALES % 5000)}` }, amount: { micros: 1000000 * (1 + (SALES % 7)), currency: 'USD' } });
    expect(ms).toBeLessThan(50);
  });

  it('stops at the clear mark instead of reading the rest of the journal', () => {
    const newest = repo.recentNumbers(1)[0]!.soldAt;
    repo.clearRecentNumbers(newest);
    const started = performance.now();
    expect(repo.recentNumbers(20)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
    repo.clearRecentNumbers('2000-01-01T00:00:00.000Z');
  });

  it('looks at a bounded number of sales when a few numbers take them all', () => {
    db.exec(`UPDATE sales SET recipient_phone = '+23480300' || (seq % 3) WHERE seq > ${SALES - 10_000}`);
    const started = performance.now();
    const recent = repo.recentNumbers(20);
    expect(performance.now() - started).toBeLessThan(200);
    expect(recent.map((r) => r.saleId)).toEqual([`S${SALES}`, `S${SALES - 1}`, `S${SALES - 2}`]);
  });
});
