/** The outbox reads its work on every pump: that read must stay an index search however long the journal grows. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/main/journal/open';
import { createSalesRepo, SENDABLE_SQL, type NewSale } from '../../../src/main/journal/sales-repo';
import { withTempJournal } from '../../support/temp-journal';

let db: Db;
withTempJournal('till-outbox-query-', (opened) => {
  db = opened;
});

const sale = (n: number): NewSale => ({
  id: `S-${n}`, created_at: '2026-11-22T10:00:00.000Z', business_day: '2026-11-22', clerk: 'Ada', shift: 0, environment: 'sandbox',
  operator_id: 1, operator_name: 'Op', country_iso: 'NG', recipient_country: 'NG', recipient_phone: `+23480312${String(n).padStart(5, '0')}`,
  recipient_email: null, sender_country: null, sender_phone: null, amount_micros: 5_000_000, amount_currency: 'USD',
  use_local_amount: 0, quoted_delivered_micros: null, quoted_delivered_currency: null, request_id: null,
});

describe("the outbox's read of its work", () => {
  it('searches the open-sales index instead of walking every sale', () => {
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${SENDABLE_SQL}`).all() as Array<{ detail: string }>).map((p) => p.detail);
    expect(plan[0]).toMatch(/^SEARCH sales USING INDEX sales_open \(state=\?\)$/);
  });

  it('answers the queued and sending sales in queue order, and only those', () => {
    const repo = createSalesRepo(db);
    const at = '2026-11-22T10:00:01.000Z';
    for (let n = 1; n <= 6; n += 1) repo.create(sale(n), 'created');
    repo.transition('S-1', 'queued', 'sending', at, 'send', { attempts: 1 });
    repo.transition('S-1', 'sending', 'succeeded', at, 'ok', { transaction_id: 1 });
    repo.transition('S-2', 'queued', 'sending', at, 'send', { attempts: 1 });
    repo.transition('S-3', 'queued', 'sending', at, 'send', { attempts: 1 });
    repo.transition('S-3', 'sending', 'unknown', at, 'no answer');
    repo.transition('S-4', 'queued', 'cancelled', at, 'customer left');
    expect(repo.sendable().map((row) => [row.id, row.state])).toEqual([['S-2', 'sending'], ['S-5', 'queued'], ['S-6', 'queued']]);
  });
});
