/**
 * The Days page: chainDayReport itself (chain/lib/report.ts: the numbers `chain:report` prints, to the cent), with
 * the day's Zs (chain_day_close) and each shift's drawer over or short (chain_shift's report, as the till closed it).
 */
import type { Sql } from '../../../chain/lib/admin-connection';
import { chainDayReport } from '../../../chain/lib/report';
import type { DaysAnswer } from '../../shared/contract';
import { wire } from './wire';

export interface DaysParams {
  day: string;
}

interface Money {
  currency: string;
  micros: number | string;
}
interface CashLine {
  currency: string;
  expected: number | string;
  counted: number | string | null;
  difference: number | string | null;
}

const integer = (value: number | string | null | undefined) => (value === null || value === undefined ? null : BigInt(value).toString());

export async function daysQuery(sql: Sql, { day }: DaysParams): Promise<DaysAnswer> {
  const report = await chainDayReport(sql, day);
  const closes = await sql<Array<{ till_id: string; closed_at: Date; sold: Money[] | null }>>`
    SELECT n.till_id, d.closed_at, d.summary->'succeeded'->'requested' AS sold
    FROM chain_day_close d JOIN chain_counter n USING (counter) WHERE d.business_day = ${day} ORDER BY n.till_id`;
  const shifts = await sql<Array<{ till_id: string; shift_id: bigint; clerk_name: string; closed_at: Date | null; cash: CashLine[] | null }>>`
    SELECT n.till_id, s.shift_id, s.clerk_name, s.closed_at, s.report->'cash' AS cash
    FROM chain_shift s JOIN chain_counter n USING (counter) WHERE s.business_day = ${day} ORDER BY n.till_id, s.opened_at`;
  return {
    ...report,
    sold: report.sold.map(wire),
    byTill: report.byTill.map(wire),
    byShop: report.byShop.map(wire),
    byOperator: report.byOperator.map(wire),
    byClerk: report.byClerk.map(wire),
    delivered: report.delivered.map(wire),
    cost: report.cost.map(wire),
    discount: report.discount.map(wire),
    handedBack: report.handedBack.map(wire),
    open: report.open.map((sale) => ({ ...sale, micros: sale.micros.toString() })),
    closes: closes.map((row) => ({
      tillId: row.till_id,
      closedAt: row.closed_at.toISOString(),
      sold: (row.sold ?? []).map((money) => ({ currency: money.currency, micros: BigInt(money.micros).toString() })),
    })),
    shifts: shifts.map((row) => ({
      tillId: row.till_id,
      shiftId: Number(row.shift_id),
      clerk: row.clerk_name,
      closedAt: row.closed_at?.toISOString() ?? null,
      cash: (row.cash ?? []).map((line) => ({ currency: line.currency, expected: integer(line.expected)!, counted: integer(line.counted), difference: integer(line.difference) })),
    })),
  };
}
