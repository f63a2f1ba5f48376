/**
 * The cash a drawer should hold at a shift's end, per currency, in exact micro-units. The customer pays when
 * the sale is taken; the cash goes back when the top-up fails, is refunded or cancelled. So the drawer should
 * hold the float, plus every sale taken, minus those handed back — that is, the float plus the sales that went
 * through or are still pending. Pure.
 */
import type { CashLine, SaleState } from '../../shared/contract';
import { sumMicros } from '../../shared/money';
import { moneyStanding } from '../../shared/sale-money';

/**
 * Sales whose cash the clerk gives back to the customer: the money rule's (src/shared/sale-money.ts, a test keeps
 * them equal), listed in the order of migration 8's index of the sales a day's report lists, which SQLite only
 * uses for a query that names them in that order.
 */
export const HANDED_BACK_STATES: ReadonlySet<SaleState> = new Set(['failed', 'refunded', 'cancelled']);

/** A sale, or the sales of one state and currency added up: the drawer's lines are sums either way. */
export interface CashSale {
  state: SaleState;
  amount_micros: number;
  amount_currency: string;
}

export interface Counted {
  currency: string;
  micros: number;
}

export function cashLines(float: { micros: number; currency: string }, sales: readonly CashSale[], counted: readonly Counted[] | null): CashLine[] {
  const currencies = new Set<string>([float.currency, ...sales.map((sale) => sale.amount_currency), ...(counted ?? []).map((each) => each.currency)]);
  return [...currencies].sort().map((currency) => {
    const inCurrency = sales.filter((sale) => sale.amount_currency === currency);
    const floatMicros = currency === float.currency ? float.micros : 0;
    const taken = sumMicros(inCurrency.map((sale) => sale.amount_micros));
    const handedBack = sumMicros(inCurrency.filter((sale) => moneyStanding(sale.state) === 'handedBack').map((sale) => sale.amount_micros));
    const expected = sumMicros([floatMicros, taken, -handedBack]);
    const count = counted === null ? null : (counted.find((each) => each.currency === currency)?.micros ?? 0);
    return { currency, float: floatMicros, taken, handedBack, expected, counted: count, difference: count === null ? null : sumMicros([count, -expected]) };
  });
}

/** The currencies a close must count: every one the drawer should hold something in. */
export function currenciesToCount(lines: readonly CashLine[]): string[] {
  return lines.filter((line) => line.expected !== 0 || line.float !== 0).map((line) => line.currency);
}
