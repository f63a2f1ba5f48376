/**
 * Which of a sale's money a view shows and counts, by the sale's state: the one rule behind the result step, the
 * history, the receipt and the voucher, the Day screen, the X and the Z, the CSV and the chain's report. The
 * journal keeps the service's record as it came — a REFUNDED record may still carry a delivered amount and a
 * discount — so the owner's books would count money that never moved if a view read those fields as they are.
 */
import { SALE_STATES, type SaleState } from './sale-states';
import type { Money } from './schemas';

/**
 * Where a sale's money stands: the phone received the top-up; it may still; or it never will and the customer's
 * cash goes back.
 */
export type MoneyStanding = 'delivered' | 'pending' | 'handedBack';

export function moneyStanding(state: SaleState): MoneyStanding {
  switch (state) {
    case 'succeeded':
      return 'delivered';
    case 'queued':
    case 'sending':
    case 'processing':
    case 'unknown':
      return 'pending';
    case 'refunded':
    case 'failed':
    case 'cancelled':
      return 'handedBack';
    default:
      return unknownState(state);
  }
}

/** Fails to compile when a state is added that this rule does not place. */
function unknownState(state: never): never {
  throw new Error(`A sale state the money rule does not know: ${String(state)}`);
}

/** A sale's money as the journal holds it (the contract's Sale has these fields). */
export interface SaleMoneyRecord {
  state: SaleState;
  amount: Money;
  delivered: Money | null;
  quotedDelivered: Money | null;
  cost: Money | null;
  discount: Money | null;
}

/** What a view shows of it, by where it stands; null is "show nothing here" (never a zero: nothing moved). */
interface Shown {
  /** What the customer paid: the cash was taken whatever came of it. */
  paid: Money;
  /** What the phone received: only when it really did. */
  delivered: Money | null;
  /** What the phone will receive, a quote while the sale is not settled: never to be shown as delivered. */
  toDeliver: Money | null;
  /** What the account paid for the top-up, and the discount earned on it: only for one delivered (a refund returns both). */
  cost: Money | null;
  discount: Money | null;
  /** The cash the clerk gives back: all the customer paid, when nothing was or will be delivered. */
  handedBack: Money | null;
}
export type SaleMoney =
  | (Shown & { standing: 'delivered'; toDeliver: null; handedBack: null })
  | (Shown & { standing: 'pending'; delivered: null; cost: null; discount: null; handedBack: null })
  | (Shown & { standing: 'handedBack'; delivered: null; toDeliver: null; cost: null; discount: null; handedBack: Money });

export function saleMoney(sale: SaleMoneyRecord): SaleMoney {
  const nothing = { paid: sale.amount, delivered: null, toDeliver: null, cost: null, discount: null, handedBack: null };
  const standing = moneyStanding(sale.state);
  switch (standing) {
    case 'delivered':
      return { ...nothing, standing, delivered: sale.delivered, cost: sale.cost, discount: sale.discount };
    case 'pending':
      // The service's own figure once it has one (a PROCESSING record), else the quote the clerk confirmed.
      return { ...nothing, standing, toDeliver: sale.delivered ?? sale.quotedDelivered };
    case 'handedBack':
      return { ...nothing, standing, handedBack: sale.amount };
  }
}

/** The states whose money stands so, in the vocabulary's order: for a query that counts by state (the chain's report). */
export function statesStanding(standing: MoneyStanding): SaleState[] {
  return SALE_STATES.filter((state) => moneyStanding(state) === standing);
}

/**
 * A PIN voucher is the top-up itself: a sale has one only when its PIN was delivered. The service may send a
 * PIN with a record it refunded; that PIN was never the customer's, and is never printed or shown as a voucher.
 */
export function hasVoucher(sale: { state: SaleState; pin: { masked: string | null } | null }): boolean {
  return Boolean(sale.pin?.masked) && moneyStanding(sale.state) === 'delivered';
}
