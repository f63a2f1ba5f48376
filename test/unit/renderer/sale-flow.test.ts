import { describe, expect, it } from 'vitest';
import type { Operator, Sale } from '@shared/contract';
import { saleFlow, type SaleFlow, type SaleFlowAction, startSale } from '../../../src/renderer/src/screens/sale/sale-flow';

const operator = { id: 986, name: 'Verizon USA' } as Operator;
const sale = (state: Sale['state'], updatedAt: string) => ({ id: 'S1', state, updatedAt }) as Sale;
const KEY = 'key-of-the-first-sale';

function through(...actions: SaleFlowAction[]): SaleFlow {
  return actions.reduce(saleFlow, startSale('US', KEY));
}

const toConfirm: SaleFlowAction[] = [
  { type: 'number', number: '2015550123' },
  { type: 'operator', operator, e164: '+12015550123' },
  { type: 'amount', amount: '10.00' },
];

describe('the steps of a sale', () => {
  it('goes number → amount → confirm → sent', () => {
    const flow = through(...toConfirm, { type: 'sent', sale: sale('queued', '2026-11-22T10:00:00.000Z') });
    expect(flow).toEqual({ step: 'sent', requestId: KEY, sale: sale('queued', '2026-11-22T10:00:00.000Z'), operator });
  });

  it('goes back keeping what was typed', () => {
    const atConfirm = through(...toConfirm);
    const atAmount = saleFlow(atConfirm, { type: 'back' });
    expect(atAmount).toEqual({ step: 'amount', requestId: KEY, recipient: { country: 'US', number: '2015550123' }, e164: '+12015550123', operator });
    expect(saleFlow(atAmount, { type: 'back' })).toEqual({ step: 'number', requestId: KEY, recipient: { country: 'US', number: '2015550123' } });
  });

  it('clears the number when the country changes', () => {
    expect(through({ type: 'number', number: '2015550123' }, { type: 'country', country: 'GB' })).toEqual(startSale('GB', KEY));
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(through({ type: 'amount', amount: '10' })).toEqual(startSale('US', KEY));
    expect(through({ type: 'sent', sale: sale('queued', 'x') })).toEqual(startSale('US', KEY));
  });

  it('follows its own sale forward and never back to an older state', () => {
    const sent = through({ type: 'number', number: '1' }, { type: 'operator', operator, e164: '+1' }, { type: 'amount', amount: '10' }, { type: 'sent', sale: sale('sending', '2026-11-22T10:00:01.000Z') });
    const done = saleFlow(sent, { type: 'sale-updated', sale: sale('succeeded', '2026-11-22T10:00:02.000Z') });
    expect(done).toMatchObject({ sale: { state: 'succeeded' } });
    expect(saleFlow(done, { type: 'sale-updated', sale: sale('queued', '2026-11-22T10:00:00.000Z') })).toBe(done);
    expect(saleFlow(done, { type: 'sale-updated', sale: { ...sale('failed', '2026-11-22T10:00:09.000Z'), id: 'OTHER' } })).toBe(done);
  });

  it('starts a new sale from the default country', () => {
    expect(saleFlow(through({ type: 'number', number: '1' }), { type: 'new-sale', country: 'NG', requestId: 'key-2' })).toEqual(startSale('NG', 'key-2'));
  });
});

describe('the request key of the sale being prepared', () => {
  it('survives every step forward and back, and a change of country or number', () => {
    const wandering = through(
      { type: 'country', country: 'GB' },
      { type: 'country', country: 'US' },
      ...toConfirm,
      { type: 'back' },
      { type: 'back' },
      { type: 'number', number: '2015550124' },
      ...toConfirm,
    );
    expect(wandering).toMatchObject({ step: 'confirm', requestId: KEY });
  });

  it('is the same when the clerk changes the amount and confirms the same amount again', () => {
    // The case a lost answer makes dangerous: the first confirm may have taken the sale already.
    const again = through(...toConfirm, { type: 'back' }, { type: 'amount', amount: '10.00' });
    expect(again).toEqual(through(...toConfirm));
    expect(again.requestId).toBe(KEY);
  });

  it('stays with the sale once sent, while its updates arrive', () => {
    const sent = through(...toConfirm, { type: 'sent', sale: sale('sending', '2026-11-22T10:00:01.000Z') });
    expect(saleFlow(sent, { type: 'sale-updated', sale: sale('succeeded', '2026-11-22T10:00:02.000Z') }).requestId).toBe(KEY);
  });

  it('changes only when a new sale starts, from any step', () => {
    for (const at of [through(), through(...toConfirm.slice(0, 2)), through(...toConfirm), through(...toConfirm, { type: 'sent', sale: sale('queued', 'x') })]) {
      const next = saleFlow(at, { type: 'new-sale', country: 'US', requestId: 'key-of-the-next-sale' });
      expect(next).toEqual({ step: 'number', requestId: 'key-of-the-next-sale', recipient: { country: 'US', number: '' } });
    }
  });
});
