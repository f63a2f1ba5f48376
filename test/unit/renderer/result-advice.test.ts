import { describe, expect, it } from 'vitest';
import { resultAdvice } from '../../../src/renderer/src/screens/sale/result-advice';
import { aSale } from './support/till-fixtures';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('what the clerk is told after "Cash taken"', () => {
  it("names the time a sale held for the number's pause is sent, and says the same as its slip offline", () => {
    const held = aSale({ state: 'queued', attempts: 0, sendAfter: '2026-11-22T10:01:30.000Z' });
    expect(resultAdvice(held, now, false)).toEqual({ key: 'result.waitsUntil', at: '2026-11-22T10:01:30.000Z' });
    // Offline, nothing goes before the connection returns, whatever holds it: the slip says so too.
    expect(resultAdvice(held, now, true)).toEqual({ key: 'result.queued' });
  });

  it("does not blame the number's pause for a sale the service did not take yet", () => {
    const refused = aSale({ state: 'queued', attempts: 1, sendAfter: '2026-11-22T10:01:30.000Z' });
    expect(resultAdvice(refused, now, false)).toEqual({ key: 'result.notTakenUntil', at: '2026-11-22T10:01:30.000Z' });
  });

  it('lets the customer go when the till is offline, and says nothing extra while it sends', () => {
    expect(resultAdvice(aSale({ state: 'queued' }), now, true)).toEqual({ key: 'result.queued' });
    expect(resultAdvice(aSale({ state: 'queued', sendAfter: '2026-11-22T09:59:00.000Z' }), now, false)).toBeNull();
    expect(resultAdvice(aSale({ state: 'sending' }), now, false)).toBeNull();
    expect(resultAdvice(aSale({ state: 'succeeded' }), now, false)).toBeNull();
  });

  it('sends the clerk to the manager when the account ran dry, and has the cash given back for every sale that did not go through', () => {
    expect(resultAdvice(aSale({ state: 'failed', error: { code: 'INSUFFICIENT_BALANCE', message: 'low' } }), now, false)).toEqual({ key: 'result.insufficientBalance' });
    for (const state of ['failed', 'refunded', 'cancelled'] as const) expect(resultAdvice(aSale({ state }), now, false)).toEqual({ key: 'result.giveCashBack' });
  });
});
