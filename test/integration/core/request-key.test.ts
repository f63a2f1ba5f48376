/**
 * The screen's request key: the same key with the same sale returns the sale already taken (a retry after a
 * lost answer); the same key with another number or amount is refused and takes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberEnding, startHarness, validAmount, waitForConnectivity, type Harness } from '../../support/till-harness';

let h: Harness;
let operatorId: number;
let amount: string;
beforeAll(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  const { operator } = await h.call('operators.detect', { country: 'NG', number: numberEnding('NG', '710') });
  operatorId = operator.id;
  amount = validAmount(operator);
});
afterAll(() => h.close());

describe('a reused request key', () => {
  it('with the same sale (the number typed another way) returns the first sale', async () => {
    const number = numberEnding('NG', '710');
    const first = await h.call('sales.create', { operatorId, amount, recipient: { country: 'NG', number }, requestId: 'key-same-sale-0001' });
    // validAmount gives two decimals: one more zero is the same amount written differently.
    const again = await h.call('sales.create', { operatorId, amount: `${amount}0`, recipient: { country: 'NG', number: `+234${number.replace(/^0/, '')}` }, requestId: 'key-same-sale-0001' });
    expect(again.id).toBe(first.id);
  });

  it.each([
    ['another number', () => ({ recipient: { country: 'NG', number: numberEnding('NG', '712') } })],
    ['another amount', () => ({ amount: String(Number(amount) + 1) })],
    ['another operator', () => ({ operatorId: operatorId + 1 })],
    ['a local amount instead', () => ({ useLocalAmount: true })],
  ])('with %s is refused, and nothing is taken', async (_name, change) => {
    const key = `key-${Math.random().toString(36).slice(2, 12)}`;
    const first = await h.call('sales.create', { operatorId, amount, recipient: { country: 'NG', number: numberEnding('NG', '711') }, requestId: key });
    const before = (await h.call('sales.list', { limit: 500 })).sales.length;
    const error = await h
      .call('sales.create', { operatorId, amount, recipient: { country: 'NG', number: numberEnding('NG', '711') }, requestId: key, ...change() })
      .then(() => null, (e: unknown) => e as { code: string; message: string; fields: Record<string, string> });
    expect(error).toMatchObject({ code: 'DUPLICATE_REQUEST', fields: { requestId: first.id } });
    expect(error?.message).toContain(first.id);
    expect((await h.call('sales.list', { limit: 500 })).sales.length).toBe(before);
  });
});
