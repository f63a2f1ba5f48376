/** The day's reports: X and Z summaries, CSV, and the comparison with the service's report. This domain's slice of the contract; src/shared/contract.ts merges every slice. */
import { z } from 'zod';
import { Day, DaySummary, Reconciliation, method } from '../../shared/schemas';

export const reportsMethods = {
  'reports.day': method(z.object({ day: Day.optional(), kind: z.enum(['X', 'Z']).default('X') }).strict().optional().default({ kind: 'X' }), DaySummary),
  'reports.csv': method(z.object({ day: Day.optional() }).strict().optional().default({}), z.object({ filename: z.string(), csv: z.string() })),
  'reports.reconcile': method(z.object({ day: Day.optional() }).strict().optional().default({}), Reconciliation),
} as const;
