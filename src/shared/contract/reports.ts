/** The day's reports: X and Z summaries, CSV, and the comparison with the service's report. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { CsvDelivery, Day, DaySummary, Reconciliation, method } from '../schemas';

export const reportsMethods = {
  'reports.day': method(z.object({ day: Day.optional(), kind: z.enum(['X', 'Z']).default('X') }).strict().optional().default({ kind: 'X' }), DaySummary),
  'reports.csv': method(z.object({ day: Day.optional() }).strict().optional().default({}), z.object({ filename: z.string(), csv: z.string() })),
  /**
   * The day's CSV for the shop's books: the desktop app asks where to save it (a save dialog); a browser gets the
   * file to download.
   */
  'reports.exportCsv': method(z.object({ day: Day.optional() }).strict().optional().default({}), CsvDelivery),
  'reports.reconcile': method(z.object({ day: Day.optional() }).strict().optional().default({}), Reconciliation),
} as const;
