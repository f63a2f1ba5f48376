/**
 * What a day's report reads: the day's sales already added up by the journal (tables `day_totals` and `day_quarters`,
 * kept by triggers in the transaction that writes each sale, migrations 9 and 15), so a report reads a few dozen
 * groups, never every sale; the names the report shows, read from the day's first or last sale that carries them; the few
 * sales it lists one by one (the columns a listed sale shows); and a shift's cash. Sums are SQLite's exact integer arithmetic on
 * micro-units; they are read as BigInt and refused past 2^53, as `sumMicros` refuses a total out of range, so
 * none loses a digit on its way to a JS number.
 */
import type { SaleState } from '../../shared/contract';
import { MoneyError } from '../../shared/money';
import { statesStanding } from '../../shared/sale-money';
import type { Db } from './open';
import { LISTED_COLUMNS, type ListedRow } from './sale-view';

/** The sales of one day that share every column the report groups by. */
export interface SaleGroup {
  state: SaleState;
  operator_id: number;
  clerk_id: string | null;
  /** The clerk's name for sales taken before clerks signed in (no id): the name is then the clerk. */
  clerk_name: string | null;
  shift: number;
  amount_currency: string;
  delivered_currency: string | null;
  cost_currency: string | null;
  discount_currency: string | null;
  count: number;
  amount_micros: number;
  /** Null when no sale of the group has the amount (SQL SUM over nothing but NULLs). */
  delivered_micros: number | null;
  cost_micros: number | null;
  discount_micros: number | null;
}

/** Where a sale stands in the day as the report has always read it: by time taken, then order of entry. */
export interface Place {
  at: string;
  entry: number;
}
export const comparePlaces = (a: Place, b: Place) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.entry - b.entry);

/** An operator as its first successful sale of the day names it. */
export interface OperatorName {
  name: string;
  countryIso: string;
  first: Place;
}

/** A clerk's first and last successful sale of the day: the report names a clerk as the last one does. */
export interface ClerkName {
  name: string;
  first: Place;
}

/** A shift's sales of one state and currency, added up: what its drawer's cash is made of. */
export interface CashTotal {
  state: SaleState;
  amount_currency: string;
  amount_micros: number;
}

/** The day's groups as the report reads them: the journal's keys turned back into the sales' columns ('' = none). */
export const DAY_GROUPS_SQL = `SELECT state, operator_id,
    CASE WHEN clerk_key LIKE 'id:%' THEN substr(clerk_key, 4) END AS clerk_id,
    CASE WHEN clerk_key LIKE 'name:%' THEN substr(clerk_key, 6) END AS clerk_name,
    shift, amount_currency, NULLIF(delivered_currency, '') AS delivered_currency, NULLIF(cost_currency, '') AS cost_currency,
    NULLIF(discount_currency, '') AS discount_currency, count, amount_micros,
    CASE WHEN delivered_count > 0 THEN delivered_micros END AS delivered_micros,
    CASE WHEN cost_count > 0 THEN cost_micros END AS cost_micros,
    CASE WHEN discount_count > 0 THEN discount_micros END AS discount_micros
  FROM day_totals WHERE business_day = ? AND count > 0`;

export const SHIFT_CASH_SQL = `SELECT state, amount_currency, SUM(amount_micros) AS amount_micros
  FROM day_totals WHERE shift = ? AND shift > 0 GROUP BY state, amount_currency HAVING SUM(count) > 0`;

/**
 * The day's sales that delivered (the money rule's states), by the quarter hour of UTC they were taken in and
 * currency, from the totals the journal keeps by quarter (migration 15): each quarter lies in one local hour of
 * any time zone, which the report finds (reports/sales-by-hour.ts).
 */
export const DAY_QUARTERS_SQL = `SELECT quarter, amount_currency, SUM(count) AS count, SUM(amount_micros) AS amount_micros
  FROM day_quarters WHERE business_day = ? AND state IN (${statesStanding('delivered').map((state) => `'${state}'`).join(', ')})
  GROUP BY quarter, amount_currency HAVING SUM(count) > 0 ORDER BY quarter, amount_currency`;

/** The day's delivered sales of one currency taken in one quarter hour of UTC ('YYYY-MM-DDTHH:MM', its start). */
export interface QuarterTotal {
  quarter: string;
  amount_currency: string;
  count: number;
  amount_micros: number;
}

/** The day's index holds its sales in the report's order (time, then rowid): the first match ends the read. */
const SUCCEEDED_OF_DAY = "FROM sales WHERE business_day = @day AND state = 'succeeded'";
const FIRST = 'ORDER BY created_at, rowid LIMIT 1';
const LAST = 'ORDER BY created_at DESC, rowid DESC LIMIT 1';

/** A BigInt from SQLite as an exact JS number, or a refusal. */
function exact(value: bigint | null): number | null {
  if (value === null) return null;
  // SQLite's + turns an integer past 2^63 into a float without a word (its SUM would refuse): never take one.
  if (typeof value !== 'bigint') throw new MoneyError('total out of range');
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new MoneyError('total out of range');
  return Number(value);
}

type Wide<T> = { [K in keyof T]: T[K] extends number ? bigint : T[K] extends number | null ? bigint | null : T[K] };
type Found = { name: string; country_iso: string; at: string; entry: number };

/** The key a clerk's sales are grouped by: their id, or the one name a till had before clerks signed in. */
export const clerkKey = (group: Pick<SaleGroup, 'clerk_id' | 'clerk_name'>) => group.clerk_id ?? `name:${group.clerk_name}`;

export function createDayTotals(db: Db) {
  const dayGroups = db.prepare<[string], Wide<SaleGroup>>(DAY_GROUPS_SQL).safeIntegers(true);
  const shiftCash = db.prepare<[number], Wide<CashTotal>>(SHIFT_CASH_SQL).safeIntegers(true);
  const dayQuarters = db.prepare<[string], Wide<QuarterTotal>>(DAY_QUARTERS_SQL).safeIntegers(true);
  const columns = 'created_at AS at, rowid AS entry';
  const operatorFirst = db.prepare<{ day: string; id: number }, Found>(`SELECT operator_name AS name, country_iso, ${columns} ${SUCCEEDED_OF_DAY} AND operator_id = @id ${FIRST}`);
  const byId = `${SUCCEEDED_OF_DAY} AND clerk_id = @id`;
  const byName = `${SUCCEEDED_OF_DAY} AND clerk_id IS NULL AND clerk = @name`;
  const clerkFirst = { id: db.prepare<{ day: string; id: string }, Found>(`SELECT clerk AS name, ${columns} ${byId} ${FIRST}`), name: db.prepare<{ day: string; name: string }, Found>(`SELECT clerk AS name, ${columns} ${byName} ${FIRST}`) };
  const clerkLast = db.prepare<{ day: string; id: string }, Found>(`SELECT clerk AS name, ${columns} ${byId} ${LAST}`);
  const listedOfDay = new Map<string, ReturnType<typeof db.prepare>>();

  return {
    /** Every sale of the day, in groups. */
    dayGroups: (day: string): SaleGroup[] =>
      dayGroups.all(day).map((group) => ({
        ...group,
        operator_id: exact(group.operator_id)!,
        shift: exact(group.shift)!,
        count: exact(group.count)!,
        amount_micros: exact(group.amount_micros)!,
        delivered_micros: exact(group.delivered_micros),
        cost_micros: exact(group.cost_micros),
        discount_micros: exact(group.discount_micros),
      })),

    /** The names of the operators and clerks of the day's successful sales (the groups'), as the report shows them. */
    dayNames(day: string, succeeded: readonly SaleGroup[]): { operators: Map<number, OperatorName>; clerks: Map<string, ClerkName> } {
      const operators = new Map<number, OperatorName>();
      const clerks = new Map<string, ClerkName>();
      for (const group of succeeded) {
        if (!operators.has(group.operator_id)) {
          const first = operatorFirst.get({ day, id: group.operator_id })!;
          operators.set(group.operator_id, { name: first.name, countryIso: first.country_iso, first: { at: first.at, entry: first.entry } });
        }
        const key = clerkKey(group);
        if (clerks.has(key)) continue;
        const first = group.clerk_id === null ? clerkFirst.name.get({ day, name: group.clerk_name! })! : clerkFirst.id.get({ day, id: group.clerk_id })!;
        const last = group.clerk_id === null ? first : clerkLast.get({ day, id: group.clerk_id })!;
        clerks.set(key, { name: last.name, first: { at: first.at, entry: first.entry } });
      }
      return { operators, clerks };
    },

    /** The day's sales in `states`, the columns a listed sale shows (the rows a day's report lists one by one), in order of entry. */
    dayListed(day: string, states: readonly SaleState[]): ListedRow[] {
      const key = states.join(',');
      let statement = listedOfDay.get(key);
      if (!statement) {
        const list = states.map((state) => `'${state}'`).join(',');
        statement = db.prepare(`SELECT ${LISTED_COLUMNS.join(', ')} FROM sales WHERE business_day = ? AND state IN (${list}) ORDER BY seq`);
        listedOfDay.set(key, statement);
      }
      return statement.all(day) as ListedRow[];
    },

    /** The day's delivered sales by quarter hour and currency: what its sales by hour are made of. */
    dayQuarters: (day: string): QuarterTotal[] =>
      dayQuarters.all(day).map((total) => ({ ...total, count: exact(total.count)!, amount_micros: exact(total.amount_micros)! })),

    /** A shift's sales (whichever day they were booked to) by state and currency: its drawer's cash. */
    shiftCash: (shiftId: number): CashTotal[] => shiftCash.all(shiftId).map((total) => ({ ...total, amount_micros: exact(total.amount_micros)! })),
  };
}

export type DayTotals = ReturnType<typeof createDayTotals>;
