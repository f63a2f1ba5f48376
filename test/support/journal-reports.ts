/**
 * The reports of a real journal, as the core makes them, with no service behind them (a comparison with the
 * service's report would throw): its day summaries, Zs and CSV, on a business day of UTC calendar days.
 */
import type { Db } from '../../src/main/journal/open';
import { createAuditRepo } from '../../src/main/journal/audit-repo';
import { createClosuresRepo } from '../../src/main/journal/closures-repo';
import { createDayTotals } from '../../src/main/journal/day-totals';
import { createSalesRepo } from '../../src/main/journal/sales-repo';
import { createShiftsRepo } from '../../src/main/journal/shifts-repo';
import { createReportsService, type ReportsService } from '../../src/main/reports/reports-service';
import type { BusinessDayRule } from '../../src/shared/business-day';

export const UTC_DAYS = { startHour: 0, timeZone: 'UTC' };

/** `rule`: the shop's business day, UTC calendar days unless said. */
export function journalReports(journal: Db, now: Date, rule: BusinessDayRule = UTC_DAYS): ReportsService {
  return createReportsService({
    sales: createSalesRepo(journal),
    days: createDayTotals(journal),
    closures: createClosuresRepo(journal),
    shifts: createShiftsRepo(journal),
    audit: () => createAuditRepo(journal, { now: () => now, currentDay: () => now.toISOString().slice(0, 10) }),
    client: () => {
      throw new Error('no network here');
    },
    rule: () => rule,
    now: () => now,
  });
}
