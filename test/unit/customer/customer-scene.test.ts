/**
 * What the customer sees, derived from the clerk's screen and the till's records: the outcome in the customer's
 * words, the promotions between customers, and each scene of a sale. Pure: plain facts in, a scene out.
 */
import { describe, expect, it } from 'vitest';
import { idleScene, isEnding, outcomeOf, sceneOf } from '../../../src/main/customer/customer-scene';
import type { Operator, Sale } from '../../../src/shared/contract';
import { CUSTOMER_OUTCOMES, CustomerScene } from '../../../src/shared/contract/customer';
import { SALE_STATES } from '../../../src/shared/sale-states';
import { aCreateInput, AIRTIME, LOGO, PIN_OPERATOR, QUOTE, sceneFacts } from '../../support/customer-parts';
import { EMAIL_SALE, PIN_CODE, PIN_SALE, QUEUED_SALE, RECEIPT_SALE } from '../../support/receipt-fixtures';

describe('a sale\'s outcome in the customer\'s words', () => {
  it('names every state of a sale, online and offline', () => {
    const words = SALE_STATES.map((state) => [state, outcomeOf(state, false), outcomeOf(state, true)]);
    expect(words).toEqual([
      ['queued', 'sending', 'queued'],
      ['sending', 'sending', 'sending'],
      ['processing', 'sending', 'sending'],
      ['succeeded', 'delivered', 'delivered'],
      ['refunded', 'not-sent', 'not-sent'],
      ['failed', 'not-sent', 'not-sent'],
      ['unknown', 'sending', 'queued'],
      ['cancelled', 'not-sent', 'not-sent'],
    ]);
  });

  it('ends the sale for the customer at every outcome but "sending"', () => {
    expect(CUSTOMER_OUTCOMES.filter(isEnding)).toEqual(['delivered', 'queued', 'not-sent']);
  });
});

describe('the idle screen', () => {
  const now = new Date('2026-11-23T09:15:00.000Z');
  const logo = (id: number) => (id === AIRTIME.id ? LOGO : null);
  const promotion = (id: number, startsAt: string | null, endsAt: string | null) => ({ id, operatorId: AIRTIME.id, title: `Offer ${id}`, description: `about ${id}`, startsAt, endsAt, denominations: null });
  const titles = (operators: Operator[]) => {
    const scene = idleScene(operators, { logo, now });
    return scene.kind === 'idle' ? scene.promotions.map((each) => each.title) : [];
  };

  it('shows the promotions running now, from their first moment to their last, and none outside them', () => {
    const operator = {
      ...AIRTIME,
      promotions: [
        promotion(1, null, null),
        promotion(2, '2026-11-23T09:15:00.000Z', null),
        promotion(3, null, '2026-11-23T09:15:00.000Z'),
        promotion(4, '2026-11-23T09:15:00.001Z', null),
        promotion(5, null, '2026-11-23T09:14:59.999Z'),
        promotion(6, '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
      ],
    };
    expect(titles([operator])).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 6']);
  });

  it('shows each with its operator\'s name and kept logo, in the catalog\'s order', () => {
    const scene = idleScene([{ ...PIN_OPERATOR, promotions: [promotion(1, null, null)] }, { ...AIRTIME, promotions: [promotion(2, null, null)] }], { logo, now });
    expect(scene).toEqual({
      kind: 'idle',
      promotions: [
        { operator: { name: PIN_OPERATOR.name, logo: null }, title: 'Offer 1', description: 'about 1' },
        { operator: { name: AIRTIME.name, logo: LOGO }, title: 'Offer 2', description: 'about 2' },
      ],
    });
  });

  it('turns through at most eight', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ ...AIRTIME, promotions: [promotion(index * 2, null, null), promotion(index * 2 + 1, null, null)] }));
    expect(titles(many)).toEqual(['Offer 0', 'Offer 1', 'Offer 2', 'Offer 3', 'Offer 4', 'Offer 5', 'Offer 6', 'Offer 7']);
  });

  it('is the shop alone with no promotions', () => {
    expect(idleScene([], { logo, now })).toEqual({ kind: 'idle', promotions: [] });
  });
});

describe('while the clerk types', () => {
  it('shows the number grouped as typed, with the country\'s flag, and the operator once known', () => {
    const scene = sceneOf({ step: 'typing', language: 'en', country: 'ng', number: '0803123', operatorId: null }, sceneFacts(), null);
    expect(scene).toEqual({ kind: 'typing', recipient: { kind: 'phone', country: 'NG', text: '0803 123' }, operator: null });
    const known = sceneOf({ step: 'typing', language: 'en', country: 'NG', number: '08031234567', operatorId: AIRTIME.id }, sceneFacts(), null);
    expect(known).toMatchObject({ operator: { name: 'MTN Nigeria', logo: LOGO } });
  });
});

describe('at confirm', () => {
  const sale = aCreateInput;
  const confirm = (input = sale(), facts = sceneFacts(), ask: Parameters<typeof sceneOf>[2] = null) => sceneOf({ step: 'confirm', language: 'en', sale: input, region: null }, facts, ask);

  it('shows the number, the operator, the plan, what the customer pays, what the phone receives at what rate, and the promotion', () => {
    expect(confirm()).toEqual({
      kind: 'confirm',
      recipient: { kind: 'phone', country: 'NG', text: '0803 123 4567' },
      operator: { name: 'MTN Nigeria', logo: LOGO },
      plan: 'Daily 1GB — 1 GB for 24 hours',
      // The price before the shop's discount, as the clerk's confirm step says it: 4.75 charged + 0.25 discount.
      pays: { micros: 5_000_000, currency: 'USD' },
      receives: { micros: 3_250_000_000, currency: 'NGN' },
      rate: { from: 'USD', to: 'NGN', rate: '650' },
      promotion: 'Double data',
      ask: null,
    });
  });

  it('prices exactly the sale to be sent', () => {
    const facts = sceneFacts();
    confirm(sale({ useLocalAmount: true }), facts);
    expect(facts.quotesAsked).toEqual([{ operatorId: AIRTIME.id, amount: '5', useLocalAmount: true }]);
  });

  it('gives no rate when the phone receives the currency the customer pays in, or no rate is quoted', () => {
    const same = sceneFacts([], { quote: () => ({ ...QUOTE, delivered: { micros: 5_000_000, currency: 'USD' }, fxRate: '1' }) });
    expect(confirm(sale(), same)).toMatchObject({ rate: null });
    const none = sceneFacts([], { quote: () => ({ ...QUOTE, fxRate: null }) });
    expect(confirm(sale(), none)).toMatchObject({ rate: null });
  });

  it('writes a foreign number internationally, and an e-mail recipient as it is', () => {
    expect(confirm(sale({ recipient: { country: 'GB', number: '+447700900123' } }))).toMatchObject({ recipient: { kind: 'phone', country: 'GB', text: '+44 7700 900123' } });
    expect(confirm(sale({ recipient: { email: 'yanet.perez@nauta.com.cu' } }))).toMatchObject({ recipient: { kind: 'email', text: 'yanet.perez@nauta.com.cu' } });
  });

  it('has no plan for an amount that is not one of the plans, and no promotion where there is none', () => {
    expect(confirm(sale({ amount: '7' }))).toMatchObject({ plan: null });
    expect(confirm(sale({ operatorId: PIN_OPERATOR.id }))).toMatchObject({ promotion: null, operator: { name: PIN_OPERATOR.name, logo: null } });
  });

  it('carries the question put to the customer', () => {
    expect(confirm(sale(), sceneFacts(), { id: 'q1', answer: 'waiting' })).toMatchObject({ ask: { id: 'q1', answer: 'waiting' } });
  });

  it('fails for an operator the catalog no longer has (the display then shows the shop)', () => {
    expect(() => confirm(sale({ operatorId: 999 }))).toThrow('no operator 999');
  });
});

describe('once the sale is taken', () => {
  const outcome = (sale: Sale, facts = sceneFacts([sale])) => sceneOf({ step: 'sale', language: 'en', saleId: sale.id }, facts, null);

  it('follows the sale\'s state, with the number as the shop writes it', () => {
    expect(outcome(RECEIPT_SALE)).toEqual({
      kind: 'outcome',
      outcome: 'delivered',
      recipient: { kind: 'phone', country: 'NG', text: '0803 123 4567' },
      operator: { name: 'MTN Nigeria', logo: LOGO },
      pin: false,
    });
    expect(outcome(QUEUED_SALE)).toMatchObject({ outcome: 'sending' });
    expect(outcome(QUEUED_SALE, sceneFacts([QUEUED_SALE], { offline: () => true }))).toMatchObject({ outcome: 'queued' });
    expect(outcome(EMAIL_SALE)).toMatchObject({ recipient: { kind: 'email', text: 'yanet.perez@nauta.com.cu' } });
  });

  it('says a PIN is on the voucher, and never carries the PIN', () => {
    const scene = outcome(PIN_SALE);
    expect(scene).toMatchObject({ pin: true, outcome: 'delivered' });
    const said = JSON.stringify(scene);
    for (const secret of [PIN_CODE, PIN_SALE.pin!.serial, PIN_SALE.pin!.masked, PIN_SALE.pin!.ivr!]) expect(said).not.toContain(secret);
    // Nothing beyond the contract's shape rides along to the display (parsing drops what it does not know).
    expect(CustomerScene.parse(scene)).toEqual(scene);
  });

  it("says so for a PIN operator's sale before its PIN has come back, and not when the catalog lost the operator", () => {
    const waiting = { ...PIN_SALE, state: 'processing', pin: null } as const;
    expect(outcome(waiting)).toMatchObject({ pin: true, outcome: 'sending' });
    const lost = { ...RECEIPT_SALE, operator: { ...RECEIPT_SALE.operator, id: 999 } };
    expect(outcome(lost)).toMatchObject({ pin: false, operator: { name: 'MTN Nigeria', logo: null } });
  });

  it('is nothing for a sale the journal does not have', () => {
    expect(sceneOf({ step: 'sale', language: 'en', saleId: 'S-NOT-THERE' }, sceneFacts(), null)).toBeNull();
  });
});
