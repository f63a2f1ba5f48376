/**
 * What the clerk's sale screen tells main it shows (customer.show), and how it tells it: one call at a time,
 * only the latest of what came meanwhile, nothing said twice in a row.
 */
import { describe, expect, it } from 'vitest';
import type { Operator, Sale } from '@shared/contract';
import { customerScreenOf, type ShownScreen } from '../../../src/renderer/src/screens/sale/customer-screen';
import { saleFlow, type SaleFlow, type SaleFlowAction, startSale } from '../../../src/renderer/src/screens/sale/sale-flow';
import { latestOnly } from '../../../src/renderer/src/screens/sale/use-customer-screen';
import { deferred } from './support/fake-bridge';
import { anOperator } from './support/till-fixtures';

const KEY = 'key-of-the-sale';
const through = (...actions: SaleFlowAction[]): SaleFlow => actions.reduce(saleFlow, startSale('US', KEY));
const verizon = anOperator();
const airtel: Operator = anOperator({ id: 700, name: 'Airtel India', countryIso: 'IN', regions: [{ code: 'MH', name: 'Maharashtra', amounts: verizon.amounts, localAmounts: null }] });

describe('what the sale screen shows the customer', () => {
  it('is nothing before a number is begun, in any country', () => {
    expect(customerScreenOf(through(), 'en')).toEqual({ step: 'idle' });
    expect(customerScreenOf(through({ type: 'country', country: 'NG' }), 'en')).toEqual({ step: 'idle' });
  });

  it('is the number as it is typed, in the customer\'s language, then with its operator', () => {
    expect(customerScreenOf(through({ type: 'number', number: '201555' }), 'fr')).toEqual({ step: 'typing', language: 'fr', country: 'US', number: '201555', operatorId: null });
    const detected = through({ type: 'number', number: '2015550123' }, { type: 'detected', operator: verizon, e164: '+12015550123' });
    expect(detected.step).toBe('amount');
    expect(customerScreenOf(detected, 'en')).toEqual({ step: 'typing', language: 'en', country: 'US', number: '2015550123', operatorId: verizon.id });
  });

  it('is the operator alone when it is chosen before the number', () => {
    const chosen = through({ type: 'choose-operator', reason: null }, { type: 'operator', operator: verizon, e164: null });
    expect(customerScreenOf(chosen, 'en')).toEqual({ step: 'typing', language: 'en', country: 'US', number: '', operatorId: verizon.id });
  });

  it('is at confirm exactly the sale "Cash taken" will send, with its circle', () => {
    const confirm = through(
      { type: 'country', country: 'IN', number: '9812345678' },
      { type: 'detected', operator: airtel, e164: '+919812345678' },
      { type: 'region', region: 'MH' },
      { type: 'amount', amount: '10' },
    );
    expect(customerScreenOf(confirm, 'ar')).toEqual({
      step: 'confirm',
      language: 'ar',
      sale: { operatorId: 700, amount: '10', useLocalAmount: false, requestId: KEY, recipient: { country: 'IN', number: '+919812345678' } },
      region: 'MH',
    });
  });

  it('is the sale taken once it is sent', () => {
    const sent = through({ type: 'number', number: '2015550123' }, { type: 'detected', operator: verizon, e164: '+12015550123' }, { type: 'amount', amount: '10' }, { type: 'sent', sale: { id: 'T1-AAAA' } as Sale });
    expect(customerScreenOf(sent, 'en')).toEqual({ step: 'sale', language: 'en', saleId: 'T1-AAAA' });
  });
});

describe('telling main', () => {
  const typing = (number: string): ShownScreen => ({ step: 'typing', language: 'en', country: 'US', number, operatorId: null });

  function teller() {
    const calls: Array<{ screen: ShownScreen; done(): void }> = [];
    const tell = latestOnly((screen) => {
      const call = deferred<void>();
      calls.push({ screen, done: () => call.resolve() });
      return call.promise;
    });
    const numbers = () => calls.map(({ screen }) => (screen.step === 'typing' ? screen.number : screen.step));
    /** The oldest call still out answers, and what it set off starts. */
    const answer = async (at: number) => {
      calls[at]!.done();
      await Promise.resolve();
      await Promise.resolve();
    };
    return { tell, numbers, answer };
  }

  it('makes one call at a time, and after it only the latest of what came meanwhile', async () => {
    const { tell, numbers, answer } = teller();
    tell(typing('2'));
    tell(typing('20'));
    tell(typing('201'));
    tell(typing('2015'));
    expect(numbers()).toEqual(['2']);
    await answer(0);
    expect(numbers()).toEqual(['2', '2015']);
    await answer(1);
    tell({ step: 'idle' });
    expect(numbers()).toEqual(['2', '2015', 'idle']);
  });

  it('says nothing twice in a row, but says again what changed back', async () => {
    const { tell, numbers, answer } = teller();
    tell(typing('2'));
    tell(typing('2'));
    await answer(0);
    expect(numbers()).toEqual(['2']);
    tell(typing('20'));
    tell(typing('2'));
    await answer(1);
    expect(numbers()).toEqual(['2', '20', '2']);
  });
});
