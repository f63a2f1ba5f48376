/** The journal's write path: compare-and-set transitions, an event for each, nothing illegal. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo, StaleTransitionError, type NewSale } from '../../../src/main/journal/sales-repo';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-repo-'));
  db = openJournal(join(dir, 'journal.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const sale = (id: string): NewSale => ({
  id, created_at: '2026-11-22T10:00:00.000Z', business_day: '2026-11-22', clerk: 'Ada', shift: 1, environment: 'training',
  operator_id: 1, operator_name: 'Op', country_iso: 'NG', recipient_country: 'NG', recipient_phone: '+2348031234567',
  recipient_email: null, sender_country: null, sender_phone: null, amount_micros: 5_000_000, amount_currency: 'USD',
  use_local_amount: 0, quoted_delivered_micros: null, quoted_delivered_currency: null, request_id: null,
});

describe('sales journal', () => {
  it('records each transition as an event, in order', () => {
    const repo = createSalesRepo(db);
    repo.create(sale('A'), 'created');
    repo.transition('A', 'queued', 'sending', '2026-11-22T10:00:01.000Z', 'send', { attempts: 1 });
    const row = repo.transition('A', 'sending', 'succeeded', '2026-11-22T10:00:02.000Z', 'ok', { transaction_id: 7 });
    expect(row).toMatchObject({ state: 'succeeded', attempts: 1, transaction_id: 7 });
    expect(repo.events('A').map((e) => [e.from, e.to])).toEqual([[null, 'queued'], ['queued', 'sending'], ['sending', 'succeeded']]);
  });

  it('refuses an illegal transition and a stale one, writing nothing', () => {
    const repo = createSalesRepo(db);
    repo.create(sale('A'), 'created');
    expect(() => repo.transition('A', 'queued', 'succeeded', 'now', 'skip')).toThrow(StaleTransitionError);
    expect(() => repo.transition('A', 'sending', 'succeeded', 'now', 'not sending')).toThrow(StaleTransitionError);
    expect(repo.get('A')!.state).toBe('queued');
    expect(repo.events('A')).toHaveLength(1);
  });

  it('refuses a second sale with the same id (the customIdentifier), keeping the first', () => {
    const repo = createSalesRepo(db);
    repo.create(sale('A'), 'created');
    expect(() => repo.create({ ...sale('A'), amount_micros: 9 }, 'again')).toThrow(/UNIQUE/);
    expect(repo.get('A')!.amount_micros).toBe(5_000_000);
    expect(repo.events('A')).toHaveLength(1);
  });

  it('lists, searches and pages', () => {
    const repo = createSalesRepo(db);
    for (const id of ['A', 'B', 'C']) repo.create({ ...sale(id), created_at: `2026-11-22T10:00:0${id.charCodeAt(0) - 64}.000Z` }, 'created');
    expect(repo.list({ limit: 2 }).rows.map((r) => r.id)).toEqual(['C', 'B']);
    expect(repo.list({ limit: 2 }).more).toBe(true);
    expect(repo.list({ limit: 10, text: '4567' }).rows).toHaveLength(3);
    // Across every day the number is searched by its end; on one day, anywhere in it (sale-search.test.ts).
    expect(repo.list({ limit: 10, text: '803123' }).rows).toHaveLength(0);
    expect(repo.list({ limit: 10, day: '2026-11-22', text: '803123' }).rows).toHaveLength(3);
    expect(repo.list({ limit: 10, day: '2026-11-22', text: '%' }).rows).toHaveLength(0);
    expect(repo.openCount()).toBe(3);
  });
});
