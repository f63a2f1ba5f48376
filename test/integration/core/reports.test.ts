/** Day summaries: exact totals, the refund list, Z closing the day, CSV, and a match with the service's report. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods } from '../../../src/shared/contract';
import { microsToDecimal, toMicros } from '../../../src/shared/money';
import { createClosuresRepo } from '../../../src/main/journal/closures-repo';
import { createDayTotals } from '../../../src/main/journal/day-totals';
import { openJournal } from '../../../src/main/journal/open';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { createShiftsRepo } from '../../../src/main/journal/shifts-repo';
import { createReportsService } from '../../../src/main/reports/reports-service';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

describe('exact money in a day summary', () => {
  it('10,000 sales of 0.10 total exactly 1,000.00', () => {
    const dir = mkdtempSync(join(tmpdir(), 'till-money-'));
    const db = openJournal(join(dir, 'journal.sqlite'));
    try {
      const sales = createSalesRepo(db);
      const at = '2026-11-22T12:00:00.000Z';
      db.transaction(() => {
        for (let i = 0; i < 10_000; i += 1) {
          const id = `S${i}`;
          sales.create({ id, created_at: at, business_day: '2026-11-22', clerk: i % 2 ? 'Ada' : 'Bola', shift: 1, environment: 'training', operator_id: 1, operator_name: 'Op', country_iso: 'NG', recipient_country: 'NG', recipient_phone: `+23480312${String(i).padStart(5, '0')}`, recipient_email: null, sender_country: null, sender_phone: null, amount_micros: toMicros('0.10'), amount_currency: 'USD', use_local_amount: 0, quoted_delivered_micros: null, quoted_delivered_currency: null, request_id: null }, 'test');
          sales.transition(id, 'queued', 'sending', at, 'test');
          sales.transition(id, 'sending', 'succeeded', at, 'test', { delivered_micros: toMicros('37.55'), delivered_currency: 'NGN', cost_micros: toMicros('0.09'), cost_currency: 'USD', discount_micros: toMicros('0.01'), discount_currency: 'USD' });
        }
      })();
      const reports = createReportsService({ sales, days: createDayTotals(db), closures: createClosuresRepo(db), shifts: createShiftsRepo(db), audit: () => { throw new Error('an X writes nothing'); }, client: () => { throw new Error('no network here'); }, rule: () => ({ startHour: 0, timeZone: 'UTC' }), now: () => new Date(at) });
      const summary = reports.summary('2026-11-22', 'X');
      expect(summary.succeeded.count).toBe(10_000);
      expect(summary.succeeded.requested.map((m) => [m.currency, microsToDecimal(m.micros)])).toEqual([['USD', '1000.00']]);
      expect(summary.succeeded.delivered.map((m) => microsToDecimal(m.micros))).toEqual(['375500.00']);
      expect(summary.succeeded.cost.map((m) => microsToDecimal(m.micros))).toEqual(['900.00']);
      expect(summary.succeeded.discount.map((m) => microsToDecimal(m.micros))).toEqual(['100.00']);
      expect(summary.byClerk.map((c) => [c.clerk, c.count, microsToDecimal(c.requested[0]!.micros)])).toEqual([['Ada', 5000, '500.00'], ['Bola', 5000, '500.00']]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a day of sales against the service', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await waitForConnectivity(h.till, 'online');
  });
  afterAll(() => h.close());

  it('sums by state and operator, lists the refunds, matches the service report, then closes the day', async () => {
    const endings = ['000', '001', '002', '222', '333', '111'];
    const sales = [];
    for (const end of endings) sales.push(await sell(h, end));
    const settled = await Promise.all(sales.map((s) => waitForSale(h.till, s.id, isFinal)));
    expect(settled.map((s) => s.state)).toEqual(['succeeded', 'succeeded', 'succeeded', 'refunded', 'failed', 'succeeded']);

    const x = await h.call('reports.day', { kind: 'X' });
    expect(x.succeeded.count).toBe(4);
    const expected = settled.filter((s) => s.state === "succeeded").reduce((sum: number, s) => sum + s.amount.micros, 0);
    expect(x.succeeded.requested).toEqual([{ currency: 'USD', micros: expected }]);
    expect(x.refunds.map((s) => s.state).sort()).toEqual(['failed', 'refunded']);
    // Listed as the Day screen and the Z show a sale: its full record is the sale's own screen's.
    const refunded = settled.find((s) => s.state === 'refunded')!;
    expect(x.refunds.find((s) => s.id === refunded.id)).toEqual({
      id: refunded.id, createdAt: refunded.createdAt, clerk: refunded.clerk, operator: refunded.operator,
      recipient: refunded.recipient, amount: refunded.amount, state: 'refunded', error: refunded.error,
    });
    expect(x.byState.map((s) => [s.state, s.count])).toEqual([['succeeded', 4], ['refunded', 1], ['failed', 1]]);
    expect(x.pending).toEqual([]);

    const reconciliation = await h.call('reports.reconcile', {});
    expect(reconciliation.onlyInJournal).toEqual([]);
    expect(reconciliation.differing).toEqual([]);
    expect(reconciliation.matched).toBe(5); // the refused one never became a transaction
    // Day totals match the service's own report to the cent.
    const atService = h.sim.transactions().filter((tx) => (tx as { status: string }).status === 'SUCCESSFUL');
    const serviceTotal = atService.reduce((sum: number, tx) => sum + toMicros((tx as { requestedAmount: number }).requestedAmount), 0);
    expect(serviceTotal).toBe(expected);

    const csv = await h.call('reports.csv', {});
    expect(csv.csv.trim().split('\r\n')).toHaveLength(1 + endings.length);

    const z = await h.call('reports.day', { kind: 'Z' });
    expect(z.closedAt).not.toBeNull();
    expect(z.succeeded).toEqual(x.succeeded);
    const again = await h.call('reports.day', { kind: 'Z', day: z.day });
    expect(again.closedAt).toBe(z.closedAt);
    expect(again.refunds).toEqual(z.refunds);
    // A Z closed before its sales were listed this way holds them whole: it answers with the listed fields.
    const wholeSales = { ...z, refunds: z.refunds.map((listed) => settled.find((sale) => sale.id === listed.id)!) };
    expect(methods['reports.day'].output.parse(wholeSales)).toEqual(z);
    // A closed day takes no more sales: the next one is booked to the following day.
    const next = await sell(h, '003');
    expect(next.businessDay > z.day).toBe(true);
  });

  it('cancels a queued sale (cash back) but never one already sent', async () => {
    const sent = await sell(h, '004');
    await waitForSale(h.till, sent.id, isFinal);
    const error = await h.till.call('sales.cancel', { id: sent.id }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ILLEGAL_STATE' });
  });
});
