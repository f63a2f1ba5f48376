/** Recent numbers: the last recipients sold to, one row each with their newest sale, until a manager clears the list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentNumber } from '../../../src/shared/contract';
import { microsToDecimal } from '../../../src/shared/money';
import { inState, numberEnding, sell, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  await h.call('catalog.sync', {});
});
afterAll(() => h.close());

const numbers = (list: RecentNumber[]) => list.map((r) => (r.recipient.kind === 'phone' ? r.recipient.e164 : r.recipient.email));

describe('recent numbers', () => {
  it('start empty', async () => {
    expect(await h.call('sales.recentNumbers', {})).toEqual([]);
  });

  it('list each recipient once, with its newest sale, newest first', async () => {
    const first = await sell(h, '501');
    const second = await sell(h, '502');
    const operator = await h.call('catalog.operator', { operatorId: first.operator.id });
    const rule = operator.amounts;
    // Another amount than the first sale's (the lowest the operator takes).
    const other = rule.kind === 'fixed' ? rule.choices[1]!.amount.micros : rule.min.micros + 1_000_000;
    const again = await h.call('sales.create', {
      operatorId: operator.id,
      amount: microsToDecimal(other),
      recipient: { country: 'NG', number: numberEnding('NG', '501') },
    });

    const recent = await h.call('sales.recentNumbers', {});
    expect(recent).toHaveLength(2);
    expect(recent[0]).toEqual({
      recipient: again.recipient,
      sender: null,
      operator: again.operator,
      amount: again.amount,
      useLocalAmount: false,
      saleId: again.id,
      soldAt: again.createdAt,
    });
    expect(recent[0]!.amount).not.toEqual(first.amount);
    expect(recent[1]).toMatchObject({ saleId: second.id, recipient: second.recipient, operator: second.operator, amount: second.amount });
  });

  it('include sales in every state, refused ones too', async () => {
    const refused = await waitForSale(h.till, (await sell(h, '333')).id, inState('failed'));
    expect((await h.call('sales.recentNumbers', {}))[0]).toMatchObject({ saleId: refused.id, recipient: refused.recipient });
  });

  it('hold at most 20, the newest', async () => {
    const sold = [];
    for (let i = 0; i < 21; i++) sold.push(await sell(h, String(600 + i)));
    const recent = await h.call('sales.recentNumbers', {});
    expect(recent).toHaveLength(20);
    expect(recent.map((r) => r.saleId)).toEqual(sold.slice(1).reverse().map((s) => s.id));
    expect(new Set(numbers(recent)).size).toBe(20);
  });

  it('carry an e-mail recipient and its sender', async () => {
    const cuba = await h.call('catalog.operators', { country: 'CU' });
    const nauta = await h.call('catalog.operator', { operatorId: cuba.find((o) => o.recipientKind === 'email')!.id });
    const sale = await h.call('sales.create', {
      operatorId: nauta.id,
      amount: validAmount(nauta),
      recipient: { email: 'Ana.Perez@nauta.com.cu' },
      sender: { country: 'US', number: '2015550123' },
    });
    const [newest] = await h.call('sales.recentNumbers', {});
    expect(newest).toMatchObject({
      recipient: { kind: 'email', email: 'ana.perez@nauta.com.cu' },
      sender: { country: 'US', e164: '+12015550123' },
      operator: { id: nauta.id, name: nauta.name, countryIso: 'CU' },
      saleId: sale.id,
    });
  });

  it('are emptied by a manager, and fill again with later sales only, across a restart', async () => {
    const { clearedAt } = await h.call('sales.clearRecentNumbers', {});
    expect(Date.parse(clearedAt)).not.toBeNaN();
    expect(await h.call('sales.recentNumbers', {})).toEqual([]);
    const later = await sell(h, '700');
    await h.restart();
    expect((await h.call('sales.recentNumbers', {})).map((r) => r.saleId)).toEqual([later.id]);
  });
});
