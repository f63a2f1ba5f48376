import { describe, expect, it } from 'vitest';
import type { Operator, Sale } from '../../../src/shared/contract';
import { saleFlow, type SaleFlow, startSale } from '../../../src/renderer/src/sale/sale-flow';

const operator = { id: 986, name: 'Verizon USA' } as Operator;
const sale = (state: Sale['state'], updatedAt: string) => ({ id: 'S1', state, updatedAt }) as Sale;

function through(...actions: Parameters<typeof saleFlow>[1][]): SaleFlow {
  return actions.reduce(saleFlow, startSale('US'));
}

describe('the steps of a sale', () => {
  it('goes number → amount → confirm → sent', () => {
    const flow = through(
      { type: 'number', number: '2015550123' },
      { type: 'operator', operator, e164: '+12015550123' },
      { type: 'amount', amount: '10.00' },
      { type: 'sent', sale: sale('queued', '2026-11-22T10:00:00.000Z') },
    );
    expect(flow).toEqual({ step: 'sent', sale: sale('queued', '2026-11-22T10:00:00.000Z'), operator });
  });

  it('goes back keeping what was typed', () => {
    const atConfirm = through({ type: 'number', number: '2015550123' }, { type: 'operator', operator, e164: '+12015550123' }, { type: 'amount', amount: '10.00' });
    const atAmount = saleFlow(atConfirm, { type: 'back' });
    expect(atAmount).toEqual({ step: 'amount', recipient: { country: 'US', number: '2015550123' }, e164: '+12015550123', operator });
    expect(saleFlow(atAmount, { type: 'back' })).toEqual({ step: 'number', recipient: { country: 'US', number: '2015550123' } });
  });

  it('clears the number when the country changes', () => {
    expect(through({ type: 'number', number: '2015550123' }, { type: 'country', country: 'GB' })).toEqual(startSale('GB'));
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(through({ type: 'amount', amount: '10' })).toEqual(startSale('US'));
    expect(through({ type: 'sent', sale: sale('queued', 'x') })).toEqual(startSale('US'));
  });

  it('follows its own sale forward and never back to an older state', () => {
    const sent = through({ type: 'number', number: '1' }, { type: 'operator', operator, e164: '+1' }, { type: 'amount', amount: '10' }, { type: 'sent', sale: sale('sending', '2026-11-22T10:00:01.000Z') });
    const done = saleFlow(sent, { type: 'sale-updated', sale: sale('succeeded', '2026-11-22T10:00:02.000Z') });
    expect(done).toMatchObject({ sale: { state: 'succeeded' } });
    expect(saleFlow(done, { type: 'sale-updated', sale: sale('queued', '2026-11-22T10:00:00.000Z') })).toBe(done);
    expect(saleFlow(done, { type: 'sale-updated', sale: { ...sale('failed', '2026-11-22T10:00:09.000Z'), id: 'OTHER' } })).toBe(done);
  });

  it('starts a new sale from the default country', () => {
    expect(saleFlow(through({ type: 'number', number: '1' }), { type: 'new-sale', country: 'NG' })).toEqual(startSale('NG'));
  });
});
