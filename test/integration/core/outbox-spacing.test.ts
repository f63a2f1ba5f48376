/** The till never causes PHONE_RECENTLY_RECHARGED: sales to one number are spaced by the waiting time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinal, numberEnding, sell, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
const WAIT_MS = 1_500;
beforeAll(async () => {
  h = await startHarness({ sim: { rechargeWaitSeconds: WAIT_MS / 1000 }, till: { timings: { rechargeWaitMs: WAIT_MS } } });
  await waitForConnectivity(h.till, 'online');
});
afterAll(() => h.close());

describe('waiting time per number', () => {
  it('sends three sales to one number a waiting time apart, all successful', async () => {
    const sales = [await sell(h, '000'), await sell(h, '000'), await sell(h, '000')];
    const settled = await Promise.all(sales.map((s) => waitForSale(h.till, s.id, isFinal, 20_000)));
    expect(settled.map((s) => s.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const sentAt = await Promise.all(settled.map(async (s) => Date.parse((await h.call('sales.get', { id: s.id })).events.find((e) => e.to === 'sending')!.at)));
    for (const s of settled) expect((await h.call('sales.get', { id: s.id })).events.filter((e) => e.to === 'sending')).toHaveLength(1);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(WAIT_MS);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(WAIT_MS);
  });

  it('does not hold back a sale to another number', async () => {
    const first = await sell(h, '500');
    const other = await sell(h, '600', 'GH');
    const [a, b] = await Promise.all([waitForSale(h.till, first.id, isFinal), waitForSale(h.till, other.id, isFinal)]);
    expect([a.state, b.state]).toEqual(['succeeded', 'succeeded']);
  });

  it('tells the clerk before the cash when the number was just topped up, and holds the next sale until then', async () => {
    const first = await waitForSale(h.till, (await sell(h, '700')).id, isFinal, 20_000);
    const number = numberEnding('NG', '700');
    const { operator } = await h.call('operators.detect', { country: 'NG', number });
    const amount = validAmount(operator);
    const sentAt = Date.parse((await h.call('sales.get', { id: first.id })).events.find((e) => e.to === 'sending')!.at);

    const quote = await h.call('sales.quote', { operatorId: operator.id, amount, recipient: { country: 'NG', number } });
    expect(quote.recentlyRecharged).not.toBeNull();
    // The service's answer (the latest event of the first sale) is when it counts the number as topped up.
    const soldAt = Date.parse(quote.recentlyRecharged!.soldAt);
    expect(soldAt).toBeGreaterThanOrEqual(sentAt);
    expect(soldAt).toBeLessThanOrEqual(Date.parse(first.updatedAt));
    expect(Date.parse(quote.recentlyRecharged!.retryAt)).toBe(soldAt + WAIT_MS);
    // Another number, or no recipient at all: nothing holds it back.
    expect((await h.call('sales.quote', { operatorId: operator.id, amount, recipient: { country: 'NG', number: numberEnding('NG', '701') } })).recentlyRecharged).toBeNull();
    expect((await h.call('sales.quote', { operatorId: operator.id, amount })).recentlyRecharged).toBeNull();

    const second = await h.call('sales.create', { operatorId: operator.id, amount, recipient: { country: 'NG', number } });
    expect(second.state).toBe('queued');
    expect(second.sendAfter).toBe(quote.recentlyRecharged!.retryAt);
    const settled = await waitForSale(h.till, second.id, isFinal, 20_000);
    expect(settled.state).toBe('succeeded');
    expect(settled.sendAfter).toBeNull();
  });
});
