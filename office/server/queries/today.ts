/**
 * Today's page: the chain's day so far (the day report's own totals, chain/lib/report.ts, so Today and Days never
 * count two ways) and each till's last event, quiet or not, its conflicts and open sales. Reads the rollups, `till`,
 * `chain_conflict` and the open sales' partial index; never `chain_event`.
 */
import type { Sql } from '../../../chain/lib/admin-connection';
import { chainDayReport, type Total } from '../../../chain/lib/report';
import type { TodayAnswer } from '../../shared/contract';
import { clockText, isQuiet, type OpeningHours } from '../opening-hours';
import { tillFacts } from './till-facts';
import { wire } from './wire';

export interface TodayParams {
  day: string;
  now: number;
  quietMinutes: number;
  openingHours: OpeningHours;
  /** The office's time zone: a till's own is used where the centre knows it. */
  timeZone: string | undefined;
}

/** Open sales added up per currency. */
function openTotals(open: Array<{ currency: string; micros: bigint }>): Total[] {
  const totals = new Map<string, Total>();
  for (const sale of open) {
    const total = totals.get(sale.currency) ?? { currency: sale.currency, count: 0, micros: 0n };
    total.count += 1;
    total.micros += sale.micros;
    totals.set(sale.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export async function todayQuery(sql: Sql, params: TodayParams): Promise<TodayAnswer> {
  const report = await chainDayReport(sql, params.day);
  const tills = await tillFacts(sql);
  return {
    day: params.day,
    generatedAt: new Date(params.now).toISOString(),
    quietMinutes: params.quietMinutes,
    openingHours: { from: clockText(params.openingHours.from), to: clockText(params.openingHours.to) },
    sold: report.sold.map(wire),
    delivered: report.delivered.map(wire),
    discount: report.discount.map(wire),
    handedBack: report.handedBack.map(wire),
    open: openTotals(report.open).map(wire),
    tills: tills
      .filter((till) => till.revokedAt === null)
      .map((till) => {
        const lastSeen = till.lastSeen ? Date.parse(till.lastSeen) : null;
        return {
          tillId: till.tillId,
          name: till.name,
          shop: till.shop,
          lastSeen: till.lastSeen,
          minutesAgo: lastSeen === null ? null : Math.max(0, Math.floor((params.now - lastSeen) / 60_000)),
          quiet: isQuiet(lastSeen, params.now, params.quietMinutes, params.openingHours, till.timeZone ?? params.timeZone),
          conflicts: till.conflicts,
          openSales: till.openSales,
        };
      })
      .sort((a, b) => a.shop.localeCompare(b.shop) || a.tillId.localeCompare(b.tillId)),
  };
}
