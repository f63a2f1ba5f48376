/**
 * The money rule on its own: for a record that carries everything (as a refunded one from the service may), what
 * each state shows. Every renderer's side is test/unit/sale-money-everywhere.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { hasVoucher, moneyStanding, saleMoney, statesStanding, type SaleMoneyRecord } from '../../../src/shared/sale-money';
import { OPEN_STATES, SALE_STATES, type SaleState } from '../../../src/shared/sale-states';
import { HANDED_BACK_STATES } from '../../../src/main/reports/shift-cash';

const usd = (micros: number) => ({ micros, currency: 'USD' });
const ngn = (micros: number) => ({ micros, currency: 'NGN' });

/** Everything filled, as the service's REFUNDED record may leave it. */
const record = (state: SaleState): SaleMoneyRecord => ({
  state,
  amount: usd(5_000_000),
  delivered: ngn(3_074_180_000),
  quotedDelivered: ngn(3_000_000_000),
  cost: usd(4_750_000),
  discount: usd(250_000),
});

describe('the money rule', () => {
  it('shows what the phone received, the cost and the discount only for a top-up that went through', () => {
    expect(saleMoney(record('succeeded'))).toEqual({ standing: 'delivered', paid: usd(5_000_000), delivered: ngn(3_074_180_000), toDeliver: null, cost: usd(4_750_000), discount: usd(250_000), handedBack: null });
  });

  it('shows a refund, a failure or a cancellation as cash to give back and nothing delivered, whatever the record carries', () => {
    for (const state of ['refunded', 'failed', 'cancelled'] as const) {
      expect(saleMoney(record(state)), state).toEqual({ standing: 'handedBack', paid: usd(5_000_000), delivered: null, toDeliver: null, cost: null, discount: null, handedBack: usd(5_000_000) });
    }
  });

  it('shows an unsettled sale’s delivery as a quote, the service’s own figure once it has one', () => {
    for (const state of ['queued', 'sending', 'processing', 'unknown'] as const) {
      expect(saleMoney(record(state)), state).toEqual({ standing: 'pending', paid: usd(5_000_000), delivered: null, toDeliver: ngn(3_074_180_000), cost: null, discount: null, handedBack: null });
      expect(saleMoney({ ...record(state), delivered: null }).toDeliver, state).toEqual(ngn(3_000_000_000));
    }
  });

  it('places every state, and agrees with the vocabulary’s open states and the drawer’s handed-back ones', () => {
    expect(SALE_STATES.map(moneyStanding)).toHaveLength(SALE_STATES.length);
    expect(statesStanding('delivered')).toEqual(['succeeded']);
    expect(new Set(statesStanding('pending'))).toEqual(new Set(OPEN_STATES));
    expect(new Set(statesStanding('handedBack'))).toEqual(HANDED_BACK_STATES);
    expect([...statesStanding('delivered'), ...statesStanding('pending'), ...statesStanding('handedBack')].sort()).toEqual([...SALE_STATES].sort());
  });

  it('gives a sale a voucher only when its PIN was delivered', () => {
    const pin = { masked: '••••••••••••••' };
    expect(SALE_STATES.filter((state) => hasVoucher({ state, pin }))).toEqual(['succeeded']);
    expect(hasVoucher({ state: 'succeeded', pin: { masked: null } })).toBe(false);
    expect(hasVoucher({ state: 'succeeded', pin: null })).toBe(false);
  });
});
