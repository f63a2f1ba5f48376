/**
 * A business day across the chain, from the centre's copy of every till's log: what was sold (succeeded sales,
 * as each till's X report counts them) by till, shop, operator, currency and clerk, and what the phones received,
 * the account paid and the discount earned on them; the sales handed back; the sales still open; and the tills
 * not heard from lately. Sums are PostgreSQL's exact numeric, read as text into BigInt: a chain's day can pass
 * what a JS number holds exactly.
 *
 * `chain_sale` keeps each sale as its till sent it, and a till keeps the service's record as it came: a refunded
 * sale may carry a delivered amount and a discount. Which states' money counts is the till's money rule
 * (src/shared/sale-money.ts), so the chain never counts money that did not move.
 */
import { microsToDecimal } from '../../src/shared/money';
import type { MoneyStanding } from '../../src/shared/sale-money';
import { csvField } from '../../src/main/reports/csv';
import type { TransactionSql } from 'postgres';
import type { Sql } from './admin-connection';

/** Each query started only once the one before has answered. */
async function inOrder<T extends readonly (() => Promise<unknown>)[]>(queries: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

export interface Total {
  currency: string;
  count: number;
  micros: bigint;
}

export interface ChainDayReport {
  /** The business day (YYYY-MM-DD), or the month (YYYY-MM) of a month's report. */
  day: string;
  generatedAt: string;
  sold: Total[];
  byTill: Array<Total & { tillId: string; name: string; shop: string }>;
  byShop: Array<Total & { shop: string }>;
  byOperator: Array<Total & { operatorId: number; operatorName: string; countryIso: string }>;
  byClerk: Array<Total & { tillId: string; clerk: string }>;
  /** Of the sales sold, by the currency of each amount: what the phones received, what the account paid, the discount earned. */
  delivered: Total[];
  cost: Total[];
  discount: Total[];
  /** Failed, refunded or cancelled: the cash the tills gave back. */
  handedBack: Total[];
  open: Array<{ tillId: string; saleId: string; state: string; createdAt: string; currency: string; micros: bigint }>;
  quiet: Array<{ tillId: string; name: string; shop: string; lastSeen: string | null }>;
  /**
   * Tills whose journal was found behind the centre's copy of their log that day (restored from an older backup):
   * the centre keeps entries fromSeq..centreLast the journal lacks (sales among them), and the till's later
   * entries follow them.
   */
  restored: Array<{ tillId: string; at: string; fromSeq: number; centreLast: number; salesKept: number }>;
}

interface TotalRow {
  currency: string;
  count: number;
  micros: string;
}

const total = (row: TotalRow): Total => ({ currency: row.currency, count: row.count, micros: BigInt(row.micros) });
/**
 * The day's totals come from the rollups the ingest keeps (chain migration 006: a row per counter, operator, clerk,
 * currencies and where the money stands), never from the sales one by one; where the money stands is the till's own
 * rule (src/shared/sale-money.ts), which the rollups' standing follows.
 */
const standing = (money: MoneyStanding) => `standing = '${money}'`;
/** Where a period's totals are read: a day's rollups, or a whole month's (chain migration 007), by their first column. */
type Rollup = 'day' | 'month';
const ROLLUPS: Record<Rollup, string> = { day: 'chain_day_rollup WHERE business_day', month: 'chain_month_rollup WHERE month' };
/**
 * The period's rollups added up once, per counter, operator, clerk, where the money stands and currencies, each counter
 * under its till now (a counter enrolled again under a new id, chain:enroll --replaces, is one till of the report, under
 * the id it has now); every section below is added up from these few rows, in the same statement: a month of a
 * thousand tills is read once, not once a section.
 */
const base = (rollup: Rollup) => `WITH base AS MATERIALIZED (
  SELECT t.till_id, t.name, t.shop, r.operator_id, r.operator_name, r.country_iso, r.clerk, r.standing, r.amount_currency, r.delivered_currency,
    r.cost_currency, r.discount_currency, r.sales, r.amount_micros, r.delivered_micros, r.cost_micros, r.discount_micros
  FROM (SELECT counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency, discount_currency,
          max(operator_name) AS operator_name, max(country_iso) AS country_iso, sum(sales) AS sales, sum(amount_micros) AS amount_micros,
          sum(delivered_micros) AS delivered_micros, sum(cost_micros) AS cost_micros, sum(discount_micros) AS discount_micros
        FROM ${ROLLUPS[rollup]} BETWEEN $1 AND $2 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8) r
  JOIN chain_counter t USING (counter))`;
type Section = 'sold' | 'till' | 'shop' | 'operator' | 'clerk' | 'delivered' | 'cost' | 'discount' | 'handedBack';
/** One section's rows: its keys (the rest null), the currency, the sales and their micro-units. */
const section = (name: Section, keys: Partial<Record<'till_id' | 'name' | 'shop' | 'operator_id' | 'operator_name' | 'country_iso' | 'clerk', string>>, money: 'amount' | 'delivered' | 'cost' | 'discount', where: string) => {
  const column = (key: string, type: string) => `${keys[key as keyof typeof keys] ?? `NULL::${type}`} AS ${key}`;
  const groups = Object.values(keys).filter((key) => !key.startsWith('max('));
  return `SELECT '${name}' AS section, ${column('till_id', 'text')}, ${column('name', 'text')}, ${column('shop', 'text')}, ${column('operator_id', 'bigint')},
    ${column('operator_name', 'text')}, ${column('country_iso', 'text')}, ${column('clerk', 'text')}, ${money}_currency AS currency,
    sum(sales)::int AS count, sum(${money}_micros)::text AS micros
  FROM base WHERE ${where} GROUP BY ${[...groups, `${money}_currency`].join(', ')}`;
};
const SOLD = standing('delivered');
/** What the phones received, the account paid, the discount earned: each in its own currency, only where a sale has it. */
const soldIn = (money: 'delivered' | 'cost' | 'discount') => section(money, {}, money, `${SOLD} AND ${money}_currency <> ''`);
const sectionsSql = (rollup: Rollup) => `${base(rollup)}
  ${[
    section('sold', {}, 'amount', SOLD),
    section('till', { till_id: 'till_id', name: 'name', shop: 'shop' }, 'amount', SOLD),
    section('shop', { shop: 'shop' }, 'amount', SOLD),
    section('operator', { operator_id: 'operator_id', operator_name: 'max(operator_name)', country_iso: 'max(country_iso)' }, 'amount', SOLD),
    section('clerk', { till_id: 'till_id', clerk: 'clerk' }, 'amount', SOLD),
    soldIn('delivered'),
    soldIn('cost'),
    soldIn('discount'),
    section('handedBack', {}, 'amount', standing('handedBack')),
  ].join('\n  UNION ALL\n  ')}
  ORDER BY section, till_id, shop, operator_name, clerk, currency`;

interface SectionRow extends TotalRow {
  section: Section;
  till_id: string;
  name: string;
  shop: string;
  operator_id: string;
  operator_name: string;
  country_iso: string;
  clerk: string;
}

/**
 * The day's report, its queries one after another in one read-only snapshot: every section sees the same sales,
 * and a failure is one rejection the caller hears (all at once on a small pool, the others' rejections went
 * nowhere and the command ended with nothing said).
 */
export async function chainDayReport(sql: Sql, day: string, quietHours = 24): Promise<ChainDayReport> {
  return chainPeriodReport(sql, { label: day, from: day, to: day, rollup: 'day' }, quietHours);
}

/** A month's report (YYYY-MM): the same sections over its days, from the same daily rollups. */
export async function chainMonthReport(sql: Sql, month: string, quietHours = 24): Promise<ChainDayReport> {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return chainPeriodReport(sql, { label: month, from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}`, rollup: 'month' }, quietHours);
}

interface Period {
  label: string;
  from: string;
  to: string;
  rollup: Rollup;
}

async function chainPeriodReport(sql: Sql, period: Period, quietHours: number): Promise<ChainDayReport> {
  return (await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', (tx) => periodReportIn(tx, period, quietHours))) as ChainDayReport;
}

async function periodReportIn(tx: TransactionSql<{ bigint: bigint }>, { label, from, to, rollup }: Period, quietHours: number): Promise<ChainDayReport> {
  const rows = async <T>(text: string, params: unknown[] = [from, to]) => (await tx.unsafe(text, params as never[])) as unknown as T[];
  const [sections, open, quiet, restored] = await inOrder([
    () => rows<SectionRow>(sectionsSql(rollup)),
    () => rows<{ till_id: string; sale_id: string; state: string; created_at: Date; currency: string; micros: string }>(
      `SELECT t.till_id, s.sale_id, s.state, s.created_at, s.amount_currency AS currency, s.amount_micros::text AS micros
       FROM chain_sale s JOIN chain_counter t USING (counter)
       WHERE s.business_day <= $1 AND s.state IN ('queued', 'sending', 'processing', 'unknown') ORDER BY 1, s.created_at`,
      [to],
    ),
    () => rows<{ till_id: string; name: string; shop: string; last_seen: Date | null }>(
      `SELECT till_id, name, shop, last_seen FROM till WHERE revoked_at IS NULL AND (last_seen IS NULL OR last_seen < now() - $1 * interval '1 hour') ORDER BY till_id`,
      [quietHours],
    ),
    () => rows<{ till_id: string; at: Date; from_seq: string; centre_last: string; sales_kept: number }>(
      `SELECT r.till_id, r.at, r.from_seq::text, r.centre_last::text,
         (SELECT count(DISTINCT e.sale_id)::int FROM chain_events_between(r.counter, r.from_seq, r.centre_last) e WHERE e.kind = 'sale') AS sales_kept
       FROM chain_rewind r WHERE r.at >= $1::date AND r.at < $2::date + 1 ORDER BY r.at`,
    ),
  ] as const);
  const of = (name: Section) => sections.filter((row) => row.section === name);
  const [sold, byTill, byShop, byOperator, byClerk, delivered, cost, discount, handedBack] = (
    ['sold', 'till', 'shop', 'operator', 'clerk', 'delivered', 'cost', 'discount', 'handedBack'] as const
  ).map(of) as [SectionRow[], SectionRow[], SectionRow[], SectionRow[], SectionRow[], SectionRow[], SectionRow[], SectionRow[], SectionRow[]];
  return {
    day: label,
    generatedAt: new Date().toISOString(),
    sold: sold.map(total),
    byTill: byTill.map((row) => ({ tillId: row.till_id, name: row.name, shop: row.shop, ...total(row) })),
    byShop: byShop.map((row) => ({ shop: row.shop, ...total(row) })),
    byOperator: byOperator.map((row) => ({ operatorId: Number(row.operator_id), operatorName: row.operator_name, countryIso: row.country_iso, ...total(row) })),
    byClerk: byClerk.map((row) => ({ tillId: row.till_id, clerk: row.clerk, ...total(row) })),
    delivered: delivered.map(total),
    cost: cost.map(total),
    discount: discount.map(total),
    handedBack: handedBack.map(total),
    open: open.map((row) => ({ tillId: row.till_id, saleId: row.sale_id, state: row.state, createdAt: row.created_at.toISOString(), currency: row.currency, micros: BigInt(row.micros) })),
    quiet: quiet.map((row) => ({ tillId: row.till_id, name: row.name, shop: row.shop, lastSeen: row.last_seen?.toISOString() ?? null })),
    restored: restored.map((row) => ({ tillId: row.till_id, at: row.at.toISOString(), fromSeq: Number(row.from_seq), centreLast: Number(row.centre_last), salesKept: row.sales_kept })),
  };
}

const money = (t: Pick<Total, 'currency' | 'micros'>) => `${microsToDecimal(t.micros)} ${t.currency}`;

/** The report as a page of text, a section per breakdown. */
export function reportText(report: ChainDayReport): string {
  const lines = [`Chain report for ${report.day} (generated ${report.generatedAt})`, ''];
  const section = (title: string, rows: string[]) => lines.push(title, ...(rows.length ? rows.map((row) => `  ${row}`) : ['  (none)']), '');
  const line = (label: string, t: Total) => `${label.padEnd(40)} ${String(t.count).padStart(7)}  ${money(t).padStart(24)}`;
  section('Sold (succeeded sales)', report.sold.map((t) => line(t.currency, t)));
  section('By till', report.byTill.map((t) => line(`${t.tillId} ${t.name} (${t.shop})`, t)));
  section('By shop', report.byShop.map((t) => line(t.shop, t)));
  section('By operator', report.byOperator.map((t) => line(`${t.operatorName} (${t.countryIso}, ${t.operatorId})`, t)));
  section('By clerk', report.byClerk.map((t) => line(`${t.tillId} ${t.clerk}`, t)));
  section('Phones received (succeeded sales)', report.delivered.map((t) => line(t.currency, t)));
  section('The account paid (succeeded sales)', report.cost.map((t) => line(t.currency, t)));
  section('Discount earned (succeeded sales)', report.discount.map((t) => line(t.currency, t)));
  section('Handed back (failed, refunded, cancelled)', report.handedBack.map((t) => line(t.currency, t)));
  section('Open sales (not settled yet)', report.open.map((o) => `${o.tillId} ${o.saleId} ${o.state} ${o.createdAt} ${money(o)}`));
  section('Tills not heard from', report.quiet.map((q) => `${q.tillId} ${q.name} (${q.shop}) last seen ${q.lastSeen ?? 'never'}`));
  section(
    'Journals found older than the centre (restored from a backup?)',
    report.restored.map(
      (r) =>
        `${r.tillId} at ${r.at}: the centre keeps its entries ${r.fromSeq}–${r.centreLast}, which that journal lacks (${r.salesKept} sale(s) among them, each counted once here); the till's later sales follow them`,
    ),
  );
  return lines.join('\n');
}

/** Every breakdown as rows of one CSV: section, till, shop, clerk, operator, sale, currency, count, amount. */
export function reportCsv(report: ChainDayReport): string {
  const header = ['section', 'day', 'till_id', 'till_name', 'shop', 'clerk', 'operator_id', 'operator_name', 'sale_id', 'currency', 'count', 'amount', 'last_seen'];
  const row = (section: string, cells: Partial<Record<(typeof header)[number], string | number>>) => header.map((column) => (column === 'section' ? section : column === 'day' ? report.day : (cells[column] ?? '')));
  const money = (t: Pick<Total, 'currency' | 'count' | 'micros'>) => ({ currency: t.currency, count: t.count, amount: microsToDecimal(t.micros) });
  const rows = [
    ...report.sold.map((t) => row('sold', money(t))),
    ...report.byTill.map((t) => row('till', { till_id: t.tillId, till_name: t.name, shop: t.shop, ...money(t) })),
    ...report.byShop.map((t) => row('shop', { shop: t.shop, ...money(t) })),
    ...report.byOperator.map((t) => row('operator', { operator_id: t.operatorId, operator_name: t.operatorName, ...money(t) })),
    ...report.byClerk.map((t) => row('clerk', { till_id: t.tillId, clerk: t.clerk, ...money(t) })),
    ...report.delivered.map((t) => row('delivered', money(t))),
    ...report.cost.map((t) => row('cost', money(t))),
    ...report.discount.map((t) => row('discount', money(t))),
    ...report.handedBack.map((t) => row('handed_back', money(t))),
    ...report.open.map((o) => row('open', { till_id: o.tillId, sale_id: o.saleId, ...money({ ...o, count: 1 }) })),
    ...report.quiet.map((q) => row('not_heard_from', { till_id: q.tillId, till_name: q.name, shop: q.shop, last_seen: q.lastSeen ?? '' })),
    ...report.restored.map((r) => row('journal_restored', { till_id: r.tillId, count: r.salesKept, last_seen: r.at })),
  ];
  return `${[header, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
