/** Every path a sale can take, against the simulator's deterministic outcomes (by the number's last digits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inState, isFinal, sell, startHarness, waitForSale, type Harness } from '../../support/till-harness';

describe.each(['sync', 'async'] as const)('sale paths, %s sending', (mode) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.call('settings.update', { sending: { mode } });
  });
  afterAll(() => h.close());

  it('a normal top-up succeeds, keeps the whole record and is sent exactly once', async () => {
    const before = h.sim.stats().topupRequests;
    const queued = await sell(h, '000');
    expect(queued.state).toBe('queued');
    const sale = await waitForSale(h.till, queued.id, isFinal);
    expect(sale.state).toBe('succeeded');
    expect(sale.transactionId).not.toBeNull();
    expect(sale.delivered?.micros).toBeGreaterThan(0);
    expect(sale.cost?.currency).toBe('USD');
    expect(h.sim.stats().topupRequests - before).toBe(1);
    const atService = h.sim.transactions().filter((tx) => (tx as { customIdentifier: string }).customIdentifier === sale.id);
    expect(atService).toHaveLength(1);
    const { events } = await h.call('sales.get', { id: sale.id });
    expect(events.map((e) => e.to)).toEqual(mode === 'sync' ? ['queued', 'sending', 'succeeded'] : ['queued', 'sending', 'processing', 'succeeded']);
  });

  it('a create sent again with the same request key returns the sale already taken', async () => {
    const first = await sell(h, '005', 'NG', { requestId: `retry-${mode}-0001` });
    const again = await sell(h, '005', 'NG', { requestId: `retry-${mode}-0001` });
    expect(again.id).toBe(first.id);
    await waitForSale(h.till, first.id, isFinal);
    const withNumber = (await h.call('sales.list', { text: first.recipient.kind === 'phone' ? first.recipient.e164.slice(1) : '' })).sales;
    expect(withNumber.map((s) => s.id)).toEqual([first.id]);
    expect(h.sim.transactions().filter((tx) => (tx as { customIdentifier: string }).customIdentifier === first.id)).toHaveLength(1);
  });

  it('PROCESSING is polled until it succeeds', async () => {
    const queued = await sell(h, '111');
    const processing = await waitForSale(h.till, queued.id, inState('processing', 'succeeded'));
    expect(['processing', 'succeeded']).toContain(processing.state);
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('succeeded');
  });

  it('PROCESSING that ends refunded', async () => {
    const queued = await sell(h, '112');
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('refunded');
  });

  it('PROCESSING that ends failed', async () => {
    const queued = await sell(h, '113');
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('failed');
  });

  it('refunded at once', async () => {
    const queued = await sell(h, '222');
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('refunded');
  });

  it('refused by the service: failed with its code and a clerk message', async () => {
    const queued = await sell(h, '333');
    const sale = await waitForSale(h.till, queued.id, isFinal);
    expect(sale.state).toBe('failed');
    expect(sale.error?.code).toBe('TOPUP_TRANSACTION_FAILED');
    expect(sale.error?.message).toMatch(/not topped up|failed/i);
  });

  it('operator unavailable: failed, no charge', async () => {
    const balance = h.sim.balance();
    const queued = await sell(h, '444');
    const sale = await waitForSale(h.till, queued.id, isFinal);
    expect(sale.state).toBe('failed');
    if (mode === 'sync') expect(sale.error?.code).toBe('OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE');
    expect(h.sim.balance()).toBe(balance);
  });
});
