/**
 * Closing the day is safe to press twice: a second Z answers with the closed day's report and closes nothing
 * new, a day that has not begun cannot be closed or reconciled, and each Z is followed by the journal's full
 * integrity check and a backup.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextDay } from '../../../src/shared/business-day';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
});
afterEach(() => h.close());

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as { code: string; message: string });

describe('the Z report', () => {
  it('pressed twice closes today once, and the second press returns the same report marked as already closed', async () => {
    await waitForSale(h.till, (await sell(h, '700')).id, isFinal);
    const first = await h.call('reports.day', { kind: 'Z' });
    expect(first.alreadyClosed).toBe(false);
    const second = await h.call('reports.day', { kind: 'Z' });
    const third = await h.call('reports.day', { kind: 'Z' });
    for (const again of [second, third]) {
      expect(again.alreadyClosed).toBe(true);
      expect(again.day).toBe(first.day);
      expect(again.closedAt).toBe(first.closedAt);
      expect(again.succeeded).toEqual(first.succeeded);
    }
    // Later sales go to the next day, and only the next day: nothing was closed ahead.
    const later = await sell(h, '701');
    expect(later.businessDay).toBe(nextDay(first.day));
    expect((await h.call('status.get')).businessDay).toBe(nextDay(first.day));
  });

  it('refuses a day that has not begun, and reconciling one (no call to the service)', async () => {
    const today = (await h.call('status.get')).businessDay;
    const tomorrow = nextDay(today);
    const z = await refusal(h.call('reports.day', { kind: 'Z', day: tomorrow }));
    expect(z).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(z?.message).toMatch(/has not begun/);
    const requestsBefore = h.sim.stats().requests;
    const far = await refusal(h.call('reports.reconcile', { day: '2099-01-01' }));
    expect(far).toMatchObject({ code: 'INVALID_INPUT' });
    expect(h.sim.stats().requests).toBe(requestsBefore);
    expect((await h.call('reports.day', { kind: 'X' })).closedAt).toBeNull();
  });

  it('is followed by a backup of the journal', async () => {
    await waitForSale(h.till, (await sell(h, '702')).id, isFinal);
    await h.call('reports.day', { kind: 'Z' });
    await expect.poll(async () => (await h.call('journal.backups')).length, { timeout: 10_000 }).toBe(1);
    expect((await h.call('journal.health')).backups.lastError).toBeNull();
  });
});
