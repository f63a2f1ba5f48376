import { describe, expect, it } from 'vitest';
import type { Operator, Sale } from '@shared/contract';
import { canStartOver, repeatOf, saleFlow, type SaleFlow, type SaleFlowAction, startSale } from '../../../src/renderer/src/screens/sale/sale-flow';

const airtime = { id: 986, name: 'Verizon USA', recipientKind: 'phone', regions: [] as Operator['regions'] } as Operator;
const pinOperator = { id: 987, name: 'Verizon USA PIN', recipientKind: 'phone', regions: [] as Operator['regions'] } as Operator;
const nauta = { id: 500, name: 'Cubacel Nauta', recipientKind: 'email', regions: [] as Operator['regions'] } as Operator;
const indian = { id: 700, name: 'Airtel India', recipientKind: 'phone', regions: [{ code: 'MH', name: 'Maharashtra' }] } as Operator;
const sale = (state: Sale['state'], updatedAt: string) => ({ id: 'S1', state, updatedAt }) as Sale;
const KEY = 'key-of-the-first-sale';

function through(...actions: SaleFlowAction[]): SaleFlow {
  return actions.reduce(saleFlow, startSale('US', KEY));
}

const toConfirm: SaleFlowAction[] = [
  { type: 'number', number: '2015550123' },
  { type: 'detected', operator: airtime, e164: '+12015550123' },
  { type: 'amount', amount: '10.00' },
];

describe('the steps of a sale', () => {
  it('goes number → amount → confirm → sent', () => {
    expect(through(toConfirm[0]!, toConfirm[1]!).step).toBe('amount');
    const sent = through(...toConfirm, { type: 'sent', sale: sale('queued', '2026-11-22T10:00:00.000Z') });
    expect(sent).toMatchObject({ step: 'sent', sale: { state: 'queued' }, draft: { requestId: KEY, operator: airtime, amount: '10.00', e164: '+12015550123' } });
  });

  it('goes back keeping what was typed', () => {
    const atAmount = saleFlow(through(...toConfirm), { type: 'back' });
    expect(atAmount).toMatchObject({ step: 'amount', draft: { amount: '10.00', operator: airtime } });
    expect(saleFlow(atAmount, { type: 'back' })).toMatchObject({ step: 'number', draft: { recipient: { country: 'US', number: '2015550123' } } });
  });

  it('starts again in another country, keeping what followed a calling code', () => {
    expect(through({ type: 'number', number: '2015550123' }, { type: 'country', country: 'GB' }).draft.recipient).toEqual({ country: 'GB', number: '' });
    expect(through({ type: 'country', country: 'NG', number: '8031234567' }).draft.recipient).toEqual({ country: 'NG', number: '8031234567' });
    // The sender (the customer at the counter, for the e-mail operator) stays in the shop's country.
    expect(through({ type: 'country', country: 'CU' }).draft.sender).toEqual({ country: 'US', number: '' });
  });

  it('moves a sale not begun yet to the shop’s country once the manager sets it, and no other', () => {
    expect(through({ type: 'shop-country', country: 'NG' })).toEqual(startSale('NG', KEY));
    const begun = through({ type: 'number', number: '2' });
    expect(saleFlow(begun, { type: 'shop-country', country: 'NG' })).toBe(begun);
  });

  it('forgets a detected operator when the number changes, but keeps one chosen by hand', () => {
    const detected = saleFlow(through(toConfirm[0]!, toConfirm[1]!, { type: 'back' }), { type: 'number', number: '201555012' });
    expect(detected.draft.operator).toBeNull();
    const chosen = through({ type: 'choose-operator', reason: null }, { type: 'operator', operator: pinOperator, e164: null });
    // No number yet: the number comes first, with the operator pinned.
    expect(chosen).toMatchObject({ step: 'number', draft: { operator: pinOperator, operatorChosen: true } });
    expect(saleFlow(chosen, { type: 'number', number: '2' }).draft.operator).toBe(pinOperator);
    expect(saleFlow(saleFlow(chosen, { type: 'number', number: '2015550123' }), { type: 'operator', operator: pinOperator, e164: '+12015550123' }).step).toBe('amount');
  });

  it('opens the operator list by itself with the reason, and from any later step by "Change operator"', () => {
    expect(through({ type: 'number', number: '2015550123' }, { type: 'choose-operator', reason: 'Not found' })).toMatchObject({ step: 'operators', listReason: 'Not found' });
    const changed = saleFlow(through(...toConfirm), { type: 'choose-operator', reason: null });
    expect(changed.step).toBe('operators');
    // Another operator prices differently: the amount goes, the number stays.
    const other = saleFlow(changed, { type: 'operator', operator: pinOperator, e164: null });
    expect(other).toMatchObject({ step: 'amount', draft: { operator: pinOperator, amount: null, e164: '+12015550123' } });
  });

  it('asks for the circle of an Indian operator first, and goes back to it from the amount', () => {
    const atCircle = through({ type: 'number', number: '9876543210' }, { type: 'detected', operator: indian, e164: '+919876543210' });
    expect(atCircle.step).toBe('region');
    const atAmount = saleFlow(atCircle, { type: 'region', region: 'MH' });
    expect(atAmount).toMatchObject({ step: 'amount', draft: { region: 'MH' } });
    expect(saleFlow(atAmount, { type: 'back' })).toMatchObject({ step: 'region', draft: { region: 'MH' } });
  });

  it('takes the e-mail and sender of the e-mail operator before the amount', () => {
    const atEmail = through({ type: 'choose-operator', reason: null }, { type: 'operator', operator: nauta, e164: null });
    expect(atEmail.step).toBe('email');
    const filled = saleFlow(atEmail, { type: 'email', email: 'ana@nauta.com.cu', sender: { country: 'US', number: '2015550123' } });
    const atAmount = saleFlow(filled, { type: 'email-done' });
    expect(atAmount).toMatchObject({ step: 'amount', draft: { email: 'ana@nauta.com.cu', sender: { number: '2015550123' } } });
    expect(saleFlow(atAmount, { type: 'back' }).step).toBe('email');
  });

  it('forgets the amount when the currency changes', () => {
    const atAmount = saleFlow(through(...toConfirm), { type: 'back' });
    expect(saleFlow(atAmount, { type: 'local-amount', useLocalAmount: true }).draft).toMatchObject({ useLocalAmount: true, amount: null });
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(through({ type: 'amount', amount: '10' })).toEqual(startSale('US', KEY));
    expect(through({ type: 'sent', sale: sale('queued', 'x') })).toEqual(startSale('US', KEY));
    expect(through({ type: 'region', region: 'MH' })).toEqual(startSale('US', KEY));
  });

  it('follows its own sale forward and never back to an older state', () => {
    const sent = through(...toConfirm, { type: 'sent', sale: sale('sending', '2026-11-22T10:00:01.000Z') });
    const done = saleFlow(sent, { type: 'sale-updated', sale: sale('succeeded', '2026-11-22T10:00:02.000Z') });
    expect(done).toMatchObject({ sale: { state: 'succeeded' } });
    expect(saleFlow(done, { type: 'sale-updated', sale: sale('queued', '2026-11-22T10:00:00.000Z') })).toBe(done);
    expect(saleFlow(done, { type: 'sale-updated', sale: { ...sale('failed', '2026-11-22T10:00:09.000Z'), id: 'OTHER' } })).toBe(done);
  });
});

describe('the request key of the sale being prepared', () => {
  it('survives every step forward and back, and a change of country, number or operator', () => {
    const wandering = through(
      { type: 'country', country: 'GB' },
      { type: 'country', country: 'US' },
      ...toConfirm,
      { type: 'back' },
      { type: 'back' },
      { type: 'number', number: '2015550124' },
      { type: 'detected', operator: airtime, e164: '+12015550124' },
      { type: 'choose-operator', reason: null },
      { type: 'operator', operator: airtime, e164: null },
      { type: 'amount', amount: '10.00' },
    );
    expect(wandering).toMatchObject({ step: 'confirm', draft: { requestId: KEY } });
  });

  it('is the same when the clerk changes the amount and confirms the same amount again', () => {
    // The case a lost answer makes dangerous: the first confirm may have taken the sale already.
    const again = through(...toConfirm, { type: 'back' }, { type: 'amount', amount: '10.00' });
    expect(again).toEqual(through(...toConfirm));
  });

  it('changes only when a new sale or a repeat starts, from any step', () => {
    for (const at of [through(), through(...toConfirm.slice(0, 2)), through(...toConfirm), through(...toConfirm, { type: 'sent', sale: sale('queued', 'x') })]) {
      expect(saleFlow(at, { type: 'new-sale', country: 'US', requestId: 'key-of-the-next-sale' })).toEqual(startSale('US', 'key-of-the-next-sale'));
    }
  });

  it('"Same again" prepares the same sale with a new key, at the confirm step', () => {
    const sent = through(...toConfirm, { type: 'sent', sale: sale('succeeded', 'x') });
    const repeat = repeatOf(sent);
    expect(repeat).not.toBeNull();
    const again = saleFlow(sent, { type: 'repeat', repeat: repeat!, country: 'US', requestId: 'key-2' });
    expect(again).toMatchObject({ step: 'confirm', draft: { requestId: 'key-2', operator: airtime, amount: '10.00', e164: '+12015550123', recipient: { number: '2015550123' } } });
    expect(repeatOf(through())).toBeNull();
  });
});

describe('"Start over"', () => {
  const START_OVER: SaleFlowAction = { type: 'start-over', country: 'NG', requestId: 'key-after-start-over' };
  const fresh = startSale('NG', 'key-after-start-over');

  it('drops the sale being prepared, from every step before the cash, for a fresh number step in the shop’s country', () => {
    const steps = [
      through({ type: 'number', number: '2015550123' }),
      through({ type: 'number', number: '2015550123' }, { type: 'choose-operator', reason: 'Not found' }),
      through({ type: 'number', number: '9876543210' }, { type: 'detected', operator: indian, e164: '+919876543210' }),
      through({ type: 'choose-operator', reason: null }, { type: 'operator', operator: nauta, e164: null }),
      through(toConfirm[0]!, toConfirm[1]!),
      through(...toConfirm),
    ];
    expect(steps.map((flow) => flow.step)).toEqual(['number', 'operators', 'region', 'email', 'amount', 'confirm']);
    for (const flow of steps) expect(saleFlow(flow, START_OVER)).toEqual(fresh);
  });

  it('drops the confirm step "Same again" led to, with its key', () => {
    const sent = through(...toConfirm, { type: 'sent', sale: sale('succeeded', 'x') });
    const again = saleFlow(sent, { type: 'repeat', repeat: repeatOf(sent)!, country: 'US', requestId: 'key-2' });
    expect(again.step).toBe('confirm');
    expect(saleFlow(again, START_OVER)).toEqual(fresh);
  });

  it('never drops a sale the till may have taken (its answer lost) until a press with the same key is answered', () => {
    const lost = through(...toConfirm, { type: 'not-sent', answerLost: true });
    expect(lost.draft.answerLost).toBe(true);
    expect(canStartOver(lost, 'US')).toBe(false);
    expect(saleFlow(lost, START_OVER)).toBe(lost);
    // Back to the number, even to another country: the sale and its key are still the one the till may hold.
    const wandered = saleFlow(saleFlow(saleFlow(lost, { type: 'back' }), { type: 'back' }), { type: 'country', country: 'GB' });
    expect(wandered).toMatchObject({ step: 'number', draft: { requestId: KEY, answerLost: true } });
    expect(saleFlow(wandered, START_OVER)).toBe(wandered);
    // A refusal in words says it was not taken (or was, under this key, and is kept): the sale may be dropped.
    const refused = saleFlow(lost, { type: 'not-sent', answerLost: false });
    expect(canStartOver(refused, 'US')).toBe(true);
    expect(saleFlow(refused, START_OVER)).toEqual(fresh);
    expect(saleFlow(lost, { type: 'sent', sale: sale('queued', 'x') }).draft.answerLost).toBe(false);
  });

  it('never drops a sale already sent', () => {
    const sent = through(...toConfirm, { type: 'sent', sale: sale('processing', 'x') });
    expect(saleFlow(sent, START_OVER)).toBe(sent);
    expect(canStartOver(sent, 'US')).toBe(false);
  });

  it('has nothing to drop on a number step as a new sale begins it', () => {
    expect(canStartOver(through(), 'US')).toBe(false);
    expect(canStartOver(through({ type: 'number', number: '2' }), 'US')).toBe(true);
    expect(canStartOver(through({ type: 'country', country: 'GB' }), 'US')).toBe(true);
    expect(canStartOver(through({ type: 'choose-operator', reason: null }, { type: 'operator', operator: pinOperator, e164: null }), 'US')).toBe(true);
    expect(canStartOver(through(...toConfirm), 'US')).toBe(true);
  });
});

describe('the customer saying on their display that the number is not theirs', () => {
  const saidNo: SaleFlowAction = { type: 'customer-said-no' };

  it('sends the confirm step back to the number, kept as typed to be corrected, with the reason and the same key', () => {
    const confirm = through(...toConfirm);
    expect(saleFlow(confirm, saidNo)).toEqual({ step: 'number', draft: confirm.draft, listReason: null, customerSaidNo: true });
  });

  it('says so only until the clerk changes the number', () => {
    const back = through(...toConfirm, saidNo, { type: 'number', number: '201555012' });
    expect(back.step).toBe('number');
    expect('customerSaidNo' in back && back.customerSaidNo).toBeFalsy();
  });

  it('is ignored on every other step, and once the sale is sent', () => {
    for (const steps of [[], toConfirm.slice(0, 1), toConfirm.slice(0, 2), [...toConfirm, { type: 'sent', sale: sale('queued', '2026-11-22T10:00:00.000Z') } as const]]) {
      const flow = through(...steps);
      expect(saleFlow(flow, saidNo)).toBe(flow);
    }
  });

  it('is ignored while "Cash taken" may have taken the sale (its answer lost): only a press with the same key tells', () => {
    const lost = through(...toConfirm, { type: 'not-sent', answerLost: true });
    expect(saleFlow(lost, saidNo)).toBe(lost);
    const refused = through(...toConfirm, { type: 'not-sent', answerLost: false });
    expect(saleFlow(refused, saidNo)).toMatchObject({ step: 'number', customerSaidNo: true });
  });
});
