/**
 * Network and service faults while sending: whatever happens, the sale ends in the state the service
 * really has, and the service holds exactly one top-up for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRule } from '../../../src/main/simulator';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
});
afterEach(() => h.close());

function topupsAtService(id: string): number {
  return h.sim.transactions().filter((tx) => (tx as { customIdentifier: string | null }).customIdentifier === id).length;
}

const faults: Array<[string, FaultRule, string[]]> = [
  ['a 500 answer', { kind: 'status', status: 500, path: '/topups', method: 'POST' }, ['unknown', 'queued', 'sending', 'succeeded']],
  ['a 503 answer', { kind: 'status', status: 503, path: '/topups', method: 'POST' }, ['unknown', 'queued', 'sending', 'succeeded']],
  ['a connection reset', { kind: 'reset', path: '/topups', method: 'POST' }, ['unknown', 'queued', 'sending', 'succeeded']],
  ['no answer at all (timeout)', { kind: 'hang', path: '/topups', method: 'POST' }, ['unknown', 'queued', 'sending', 'succeeded']],
  ['a malformed answer', { kind: 'malformed', path: '/topups', method: 'POST' }, ['unknown', 'queued', 'sending', 'succeeded']],
  ['the answer lost after the top-up was made', { kind: 'lose-response', path: '/topups', method: 'POST' }, ['unknown', 'succeeded']],
  ['a 429 rate limit', { kind: 'rate-limit', path: '/topups', method: 'POST' }, ['queued', 'sending', 'succeeded']],
];

describe('faults while sending', () => {
  it.each(faults)('%s: reconciled to exactly one top-up', async (_name, rule, tail) => {
    // Only the answer that never comes is waited out: there, and only there, a short deadline is what is tested
    // (the reconciling that follows is answered, within the same 3 s).
    if (rule.kind === 'hang') await h.restart({ http: { connectMs: 3_000, headersMs: 3_000, bodyMs: 3_000 } });
    h.sim.faults.inject(rule);
    const queued = await sell(h, '000');
    const sale = await waitForSale(h.till, queued.id, isFinal);
    expect(sale.state).toBe('succeeded');
    expect(topupsAtService(sale.id)).toBe(1);
    const { events } = await h.call('sales.get', { id: sale.id });
    expect(events.map((e) => e.to).slice(2)).toEqual(tail);
  });

  it('the service unreachable: sales wait, the till says offline, and they go in order once it is back', async () => {
    await waitForSale(h.till, (await sell(h, '000')).id, isFinal); // teaches the detect cache this number range
    h.sim.faults.setOffline(true);
    await h.restart();
    await waitForConnectivity(h.till, 'offline');
    const taken = [];
    for (const end of ['010', '020', '030']) taken.push(await sell(h, end));
    const status = await h.call('status.get');
    expect(status.connectivity).toBe('offline');
    expect(status.pendingSales).toBe(3);
    for (const sale of taken) expect((await h.call('sales.get', { id: sale.id })).sale.state).toBe('queued');
    h.sim.faults.setOffline(false);
    const settled = await Promise.all(taken.map((sale) => waitForSale(h.till, sale.id, isFinal)));
    expect(settled.map((s) => s.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    for (const sale of settled) expect(topupsAtService(sale.id)).toBe(1);
    const sentAt = await Promise.all(settled.map(async (s) => (await h.call('sales.get', { id: s.id })).events.find((e) => e.to === 'sending')!.at));
    expect([...sentAt].sort()).toEqual(sentAt);
  });
});
