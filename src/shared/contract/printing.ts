/**
 * Printing: a job per receipt, voucher or test page, with its honest outcome. This domain's slice of the
 * contract; src/shared/contract/index.ts merges every slice.
 */
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { Day, Empty, Id, IsoTime, method } from '../schemas';
import { ReceiptKind, ReceiptLayout } from './receipts';

/**
 * printed: the printer said so (a network printer answered its status with paper and no error); unconfirmed:
 * sent, but nothing could confirm it came out (a system queue took it, the printer does not answer status);
 * failed: it did not print, with the reason; browser: the screen prints it with the browser's print dialog;
 * printing: under way (or cut off by a power cut: treated as perhaps printed); saved: handed out as a PDF;
 * shown: a voucher's PIN shown on screen. Every outcome but a failure before the printer had it is a copy.
 */
export const PrintOutcome = z.enum(['printing', 'printed', 'unconfirmed', 'failed', 'browser', 'saved', 'shown']);
export type PrintOutcome = z.infer<typeof PrintOutcome>;

/**
 * What went wrong, where the till can tell, so each screen says it in its own language (the reason stays the
 * core's English words, with the details: the address, lp's own message).
 */
export const PRINT_PROBLEMS = ['paper-out', 'offline', 'unreachable', 'cut-short', 'too-slow', 'queue'] as const;
export const PrintProblem = z.enum(PRINT_PROBLEMS);
export type PrintProblem = z.infer<typeof PrintProblem>;

export const PrintJob = z.object({
  id: z.number().int(),
  saleId: z.string().nullable(),
  kind: z.enum(['receipt', 'voucher', 'test', 'shift', 'day']),
  /** A report's subject: the shift's id or the business day. */
  subject: z.string().nullable(),
  /** 0 for the original; n for REPRINT n. */
  copy: z.number().int(),
  /** The printer it went to, in words ("Network printer 192.168.1.50:9100"). */
  printer: z.string(),
  outcome: PrintOutcome,
  reason: z.string().nullable(),
  problem: PrintProblem.nullable(),
  startedAt: IsoTime,
  finishedAt: IsoTime.nullable(),
});
export type PrintJob = z.infer<typeof PrintJob>;

export const SystemPrinter = z.object({ name: z.string(), isDefault: z.boolean() });
export type SystemPrinter = z.infer<typeof SystemPrinter>;

export const printingMethods = {
  /** Prints a sale's receipt or voucher on the printer in Settings and answers when the printer has (or has not). */
  'printing.print': method(z.object({ saleId: Id, kind: ReceiptKind, language: z.enum(LANGUAGES).optional() }).strict(), PrintJob),
  /** Prints a shift's report or a closed day's Z (an open day's X when it is not closed) through the same pipeline. */
  'printing.printReport': method(
    z.union([
      z.object({ report: z.literal('shift'), shiftId: z.number().int().positive(), language: z.enum(LANGUAGES).optional() }).strict(),
      z.object({ report: z.literal('day'), day: Day, language: z.enum(LANGUAGES).optional() }).strict(),
    ]),
    PrintJob,
  ),
  'printing.test': method(Empty, PrintJob),
  /**
   * Another copy of a print job's document on the printer in Settings (the print page's "Print"): a new job, its
   * copy counted, a voucher's under the reprint rule — never the same job printed twice unseen.
   */
  'printing.again': method(z.object({ jobId: z.number().int().positive(), language: z.enum(LANGUAGES).optional() }).strict(), PrintJob),
  /**
   * A PIN sale's code shown again on screen, to read out when the voucher is lost or the printer is out: a copy
   * like a print (counted, REPRINT n after the original, a manager's from the third copy when Settings say so),
   * in the audit trail. The code is in this answer only, never in a sale or an event.
   */
  'printing.showPin': method(z.object({ saleId: Id }).strict(), z.object({ code: z.string(), copy: z.number().int() })),
  /** A sale's print jobs, oldest first. */
  'printing.jobs': method(z.object({ saleId: Id }).strict(), z.array(PrintJob)),
  /** The test page as the printer in Settings gets it (the print route shows it for the desktop app and the browser). */
  'printing.testPage': method(z.object({ language: z.enum(LANGUAGES).optional() }).strict().optional().default({}), z.object({ layout: ReceiptLayout, text: z.string() })),
  /** The computer's printers, for Settings (none where the till cannot list them). */
  'printing.printers': method(Empty, z.object({ printers: z.array(SystemPrinter) })),
} as const;

export const printingEvents = {
  /** A job started or finished (an automatic print on success shows on the sale's screen). */
  'print.changed': PrintJob,
} as const;
