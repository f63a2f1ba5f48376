/** A shift's report: its sales by state, operator and clerk, and the drawer's cash per currency. Pure. */
import type { SaleState, Shift, ShiftReport } from '../../shared/contract';
import { OPEN_STATES, SALE_STATES } from '../../shared/sale-states';
import type { SummaryRow } from '../journal/sales-repo';
import { cashLines, type Counted } from './shift-cash';
import { byClerk, groupBy, requestedOf, totals } from './totals';

const OPEN: ReadonlySet<SaleState> = new Set(OPEN_STATES);

export function shiftReport(shift: Shift, rows: readonly SummaryRow[], counted: readonly Counted[] | null, generatedAt: Date): ShiftReport {
  const byState = groupBy(rows, (row) => row.state);
  const summed = (group: readonly SummaryRow[]) => ({ count: group.length, requested: totals(group.map(requestedOf)) });
  return {
    shift,
    generatedAt: generatedAt.toISOString(),
    byState: SALE_STATES.filter((state) => byState.has(state)).map((state) => ({ state, ...summed(byState.get(state)!) })),
    byOperator: [...groupBy(rows, (row) => row.operator_id).values()]
      .map((group) => ({ operatorId: group[0]!.operator_id, operatorName: group[0]!.operator_name, ...summed(group) }))
      .sort((a, b) => b.count - a.count || a.operatorName.localeCompare(b.operatorName)),
    byClerk: byClerk(rows).map(({ clerkId, clerk, rows: group }) => ({ clerkId, clerk, ...summed(group) })),
    pending: rows.filter((row) => OPEN.has(row.state)).length,
    cash: cashLines(shift.float, rows, counted),
  };
}
