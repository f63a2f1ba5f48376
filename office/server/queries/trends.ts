/**
 * The Trends page's four figures, each over a range of business days, for one shop or the whole chain, from the
 * rollups only: chain_day_rollup (delivered sales, as the day report counts them) and chain_hour_rollup (chain
 * migration 007: delivered sales per till's local hour).
 */
import type { Sql } from '../../../chain/lib/admin-connection';
import type { Figure, TrendPoint, TrendsAnswer } from '../../shared/contract';
import { addDays, daysFrom } from './calendar';

export interface TrendsParams {
  figure: Figure;
  from: string;
  to: string;
  /** null: the whole chain. */
  shop: string | null;
}

interface Row {
  category: string;
  currency: string;
  count: number;
  micros: string;
}

const key = (category: string, currency: string) => `${category} ${currency}`;

/** Each category × currency a row has, gaps as zero, in the given order; `before` from the rows keyed earlier. */
function aligned(categories: string[], rows: Row[], before: ((category: string) => string) | null): TrendPoint[] {
  const found = new Map(rows.map((row) => [key(row.category, row.currency), row]));
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return currencies.flatMap((currency) =>
    categories.map((category) => {
      const row = found.get(key(category, currency));
      return {
        category,
        currency,
        count: row?.count ?? 0,
        micros: row?.micros ?? '0',
        before: before ? (found.get(key(before(category), currency))?.micros ?? '0') : null,
      };
    }),
  );
}

async function shops(sql: Sql): Promise<string[]> {
  const rows = await sql<Array<{ shop: string }>>`SELECT DISTINCT shop FROM chain_counter ORDER BY shop`;
  return rows.map((row) => row.shop);
}

async function figureRows(sql: Sql, { figure, from, to, shop }: TrendsParams): Promise<TrendPoint[]> {
  const inShop = shop === null ? sql`` : sql`AND c.shop = ${shop}`;
  const days = daysFrom(from, to);
  if (figure === 'byDay') {
    // The range before, as long as this one: a week against the week before.
    const earliest = addDays(from, -days.length);
    const rows = await sql<Row[]>`
      SELECT r.business_day::text AS category, r.amount_currency AS currency, sum(r.sales)::int AS count, sum(r.amount_micros)::text AS micros
      FROM chain_day_rollup r JOIN chain_counter c USING (counter)
      WHERE r.business_day BETWEEN ${earliest} AND ${to} AND r.standing = 'delivered' ${inShop}
      GROUP BY 1, 2`;
    return aligned(days, rows, (day) => addDays(day, -days.length));
  }
  if (figure === 'discountByDay') {
    const rows = await sql<Row[]>`
      SELECT r.business_day::text AS category, r.discount_currency AS currency, sum(r.sales)::int AS count, sum(r.discount_micros)::text AS micros
      FROM chain_day_rollup r JOIN chain_counter c USING (counter)
      WHERE r.business_day BETWEEN ${from} AND ${to} AND r.standing = 'delivered' AND r.discount_currency <> '' ${inShop}
      GROUP BY 1, 2`;
    return aligned(days, rows, null);
  }
  if (figure === 'byOperator') {
    const rows = await sql<Row[]>`
      SELECT max(r.operator_name) AS category, r.amount_currency AS currency, sum(r.sales)::int AS count, sum(r.amount_micros)::text AS micros
      FROM chain_day_rollup r JOIN chain_counter c USING (counter)
      WHERE r.business_day BETWEEN ${from} AND ${to} AND r.standing = 'delivered' ${inShop}
      GROUP BY r.operator_id, 2 ORDER BY sum(r.amount_micros) DESC, 1`;
    return rows.map((row) => ({ ...row, before: null }));
  }
  const rows = await sql<Row[]>`
    SELECT lpad(r.hour::text, 2, '0') AS category, r.amount_currency AS currency, sum(r.sales)::int AS count, sum(r.amount_micros)::text AS micros
    FROM chain_hour_rollup r JOIN chain_counter c USING (counter)
    WHERE r.business_day BETWEEN ${from} AND ${to} ${inShop}
    GROUP BY 1, 2`;
  const hours = rows.map((row) => Number(row.category));
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const categories = rows.length ? Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(2, '0')) : [];
  return aligned(categories, rows, null);
}

export async function trendsQuery(sql: Sql, params: TrendsParams): Promise<TrendsAnswer> {
  const points = await figureRows(sql, params);
  return { figure: params.figure, from: params.from, to: params.to, shop: params.shop, shops: await shops(sql), points };
}
