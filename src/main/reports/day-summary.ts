/**
 * The day's sales summary (X: a running look; Z: the close of the day). Pure: the day's sales in groups (added
 * up by SQLite, journal/day-totals.ts), the names its operators and clerks go by, and the few sales it lists in
 * full, in; exact totals out. Every sum is over integer micro-units, grouped by currency, never a float.
 */
import type { DaySummary, SaleState, Shift } from '../../shared/contract';
import { moneyOf, toListedSale, type ListedRow } from '../journal/sale-view';
import { moneyStanding, saleMoney } from '../../shared/sale-money';
import { OPEN_STATES, SALE_STATES } from '../../shared/sale-states';
import { type CashTotal, type ClerkName, clerkKey, comparePlaces, type OperatorName, type SaleGroup } from '../journal/day-totals';
import { cashLines, type Counted, HANDED_BACK_STATES } from './shift-cash';
import { groupBy, requestedOf, totals } from './totals';

const count = (groups: readonly SaleGroup[]) => groups.reduce((sum, group) => sum + group.count, 0);

/**
 * A group's money as the money rule shows it (a group holds sales of one state): a refund's delivered amount,
 * cost or discount, which the service's record may still carry, is never counted.
 */
function shown(group: SaleGroup) {
  return saleMoney({
    state: group.state,
    amount: requestedOf(group),
    delivered: moneyOf(group.delivered_micros, group.delivered_currency),
    quotedDelivered: null,
    cost: moneyOf(group.cost_micros, group.cost_currency),
    discount: moneyOf(group.discount_micros, group.discount_currency),
  });
}
const NONE = { micros: null, currency: null };
const shownTotals = (groups: readonly SaleGroup[], field: 'delivered' | 'cost' | 'discount') => totals(groups.map((group) => shown(group)[field] ?? NONE));

function countAndAmounts(groups: readonly SaleGroup[]) {
  return { count: count(groups), requested: totals(groups.map(requestedOf)), delivered: shownTotals(groups, 'delivered') };
}

/**
 * The states whose sales a day's report lists one by one: cash to give back, and not settled yet (migration 8's
 * `sales_listed` index holds the same list, in this order).
 */
export const LISTED_STATES: readonly SaleState[] = [...HANDED_BACK_STATES, ...OPEN_STATES];

export interface SummaryContext {
  kind: 'X' | 'Z';
  day: string;
  from: Date;
  to: Date;
  timeZone: string;
  generatedAt: Date;
  closedAt: string | null;
}

/**
 * A shift of the day. Its sales booked to this day are in the day's groups (what the day's totals count); its
 * cash is the whole shift's, whichever day its sales were booked to (a shift open across midnight).
 */
export interface DayShift {
  shift: Shift;
  cash: readonly CashTotal[];
  counted: readonly Counted[] | null;
}

/** The names the day's successful sales go by (journal/day-totals.ts `dayNames`). */
export interface DayNames {
  operators: ReadonlyMap<number, OperatorName>;
  clerks: ReadonlyMap<string, ClerkName>;
}

/**
 * `groups`: every sale of the day, added up. `names`: how its operators and clerks are named. `listed`: the whole
 * rows of the sales the report lists one by one (refunds and pending), which are few. `shifts`: the day's shifts.
 */
export function summariseDay(groups: readonly SaleGroup[], names: DayNames, listed: readonly ListedRow[], context: SummaryContext, shifts: readonly DayShift[] = []): Omit<DaySummary, 'byHour'> {
  const succeeded = groups.filter((group) => moneyStanding(group.state) === 'delivered');
  const refunds = listed.filter((row) => moneyStanding(row.state) === 'handedBack');
  const byState = groupBy(groups, (group) => group.state);
  const operator = (id: number) => names.operators.get(id)!;
  const clerk = (key: string) => names.clerks.get(key)!;
  return {
    kind: context.kind,
    day: context.day,
    from: context.from.toISOString(),
    to: context.to.toISOString(),
    timeZone: context.timeZone,
    generatedAt: context.generatedAt.toISOString(),
    closedAt: context.closedAt,
    byState: SALE_STATES.filter((state) => byState.has(state)).map((state) => ({ state, ...countAndAmounts(byState.get(state) ?? []) })),
    succeeded: { ...countAndAmounts(succeeded), cost: shownTotals(succeeded, 'cost'), discount: shownTotals(succeeded, 'discount') },
    // In the order of each one's first sale of the day, before the sort: equals keep that order, as they always did.
    byOperator: [...groupBy(succeeded, (group) => group.operator_id).entries()]
      .sort(([a], [b]) => comparePlaces(operator(a).first, operator(b).first))
      .map(([id, list]) => ({ operatorId: id, operatorName: operator(id).name, countryIso: operator(id).countryIso, ...countAndAmounts(list) }))
      .sort((a, b) => b.count - a.count || a.operatorName.localeCompare(b.operatorName)),
    byCurrency: totals(succeeded.map(requestedOf)).map((money) => ({
      currency: money.currency,
      count: count(succeeded.filter((group) => group.amount_currency === money.currency)),
      requested: money,
    })),
    byClerk: [...groupBy(succeeded, clerkKey).entries()]
      .sort(([a], [b]) => comparePlaces(clerk(a).first, clerk(b).first))
      .map(([key, list]) => ({ clerkId: list[0]!.clerk_id, clerk: clerk(key).name, ...countAndAmounts(list) }))
      .sort((a, b) => a.clerk.localeCompare(b.clerk)),
    byShift: shifts.map(({ shift, cash, counted }) => {
      const ofDay = groups.filter((group) => group.shift === shift.id);
      return { shift, count: count(ofDay), requested: totals(ofDay.map(requestedOf)), cash: cashLines(shift.float, cash, counted) };
    }),
    refunds: refunds.map(toListedSale),
    refundTotals: totals(refunds.map(requestedOf)),
    pending: listed.filter((row) => OPEN_STATES.includes(row.state)).map(toListedSale),
    alreadyClosed: false,
  };
}
