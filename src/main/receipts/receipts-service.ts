/**
 * Receipts and reports for the screen and for every printer: a sale's document, a shift's report or a day's X or
 * Z in the asked language, laid out for the paper, with its copy number from the print log (REPRINT n). The
 * caller never names a copy: the core does, so no screen, PDF or address can make a second "original" of a PIN
 * voucher or of a Z. A voucher's PIN is in a layout only for a counted copy; a preview shows it masked, and a
 * job's page shows it the first time it is drawn only.
 */
import { TillError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { DaySummary, Environment, PrintJob, ReceiptColumns, ReceiptKind, ReceiptLayout, Sale, Settings, ShiftReport } from '../../shared/contract';
import type { PrintJobsRepo } from '../journal/print-jobs-repo';
import { atTheCounter } from './at-the-counter';
import { buildReceipt, buildTestPage } from './receipt-document';
import { layoutReceipt } from './receipt-layout';
import { buildDayReport, buildShiftReport } from './report-document';
import { layoutReport } from './report-layout';

export interface ReceiptsDeps {
  sale(id: string): Sale;
  /** A PIN sale's code, for a counted copy only. */
  pinCode(saleId: string): string | null;
  /** A shift's report: the one kept at its close, or the open shift's so far. */
  shiftReport(id: number): ShiftReport;
  /** A business day's report: its Z once the day is closed, else an X so far. */
  daySummary(day: string): DaySummary;
  jobs: PrintJobsRepo;
  settings(): Pick<Settings, 'shop' | 'printer' | 'businessDay'>;
  /** The journal's environment: a training till's reports and test pages carry the training mark (a sale carries its own). */
  environment: Environment;
  now(): Date;
  /** Whether the service answers: a sale waiting to be sent says it waits for the connection. */
  online(): boolean;
  /** How long after a job starts its page may draw its PIN (the print's own deadline). */
  printTimeoutMs: number;
}

interface Rendering {
  columns?: ReceiptColumns | undefined;
  language?: Language | undefined;
}
export type SaleReceiptRequest = Rendering & { saleId: string; kind: ReceiptKind; copy: 'original' | 'reprint' };
export type ReportRequest = { report: 'shift'; shiftId: number } | { report: 'day'; day: string };

/** What the print log keeps of a report's job: which report, and since when its document is fixed. */
export interface ReportJob {
  kind: 'shift' | 'day';
  /** The shift's id or the business day. */
  subject: string;
  /** A closed shift's close, a Z's; null for a running report (an open shift's, an X), which is never a reprint. */
  fixedAt: string | null;
}

type Report = { kind: 'shift'; report: ShiftReport } | { kind: 'day'; summary: DaySummary };

export function createReceipts(deps: ReceiptsDeps) {
  /** `withPin`: a counted copy of a voucher, which carries its code; anything else shows it masked. */
  function saleLayout(sale: Sale, request: Rendering & { kind: ReceiptKind; copy: number; drawer?: boolean | undefined; withPin?: boolean | undefined }): ReceiptLayout {
    const { shop, printer, businessDay } = deps.settings();
    const pinCode = request.kind === 'voucher' && request.withPin ? deps.pinCode(sale.id) : null;
    const language = request.language ?? shop.language;
    const doc = buildReceipt(sale, shop, { kind: request.kind, copy: request.copy, language, timeZone: businessDay.timeZone, pinCode, now: deps.now(), online: deps.online() });
    return layoutReceipt(doc, { columns: request.columns ?? printer.columns, drawer: request.drawer ?? false });
  }

  const reportOf = (kind: ReportJob['kind'], subject: string): Report =>
    kind === 'shift' ? { kind, report: deps.shiftReport(Number(subject)) } : { kind, summary: deps.daySummary(subject) };

  function reportLayout(report: Report, request: Rendering & { copy: number }): ReceiptLayout {
    const { shop, printer, businessDay } = deps.settings();
    const options = { copy: request.copy, language: request.language ?? shop.language, environment: deps.environment };
    const doc = report.kind === 'shift' ? buildShiftReport(report.report, shop, { ...options, timeZone: businessDay.timeZone }) : buildDayReport(report.summary, shop, options);
    return layoutReport(doc, request.columns ?? printer.columns);
  }

  const notPrinted = (jobId: number) => new TillError('NOT_FOUND', `No receipt or report was printed as job ${jobId}.`);

  /**
   * The layout of exactly one print job, as its page shows it: its document and its copy. A voucher's page shows
   * the PIN the first time it is drawn (the print page printing it, the desktop app's hidden window) and never
   * again: drawn again, or for a job that went out another way, the code is masked.
   */
  function forJob(job: PrintJob, request: Rendering): ReceiptLayout {
    switch (job.kind) {
      case 'receipt':
      case 'voucher': {
        if (job.saleId === null) throw notPrinted(job.id);
        const now = deps.now();
        const withPin = job.kind === 'voucher' && deps.jobs.drawOnce(job.id, now.toISOString(), new Date(now.getTime() - deps.printTimeoutMs).toISOString());
        return saleLayout(deps.sale(job.saleId), { ...request, kind: job.kind, copy: job.copy, withPin });
      }
      case 'shift':
      case 'day':
        if (job.subject === null) throw notPrinted(job.id);
        return reportLayout(reportOf(job.kind, job.subject), { ...request, copy: job.copy });
      case 'test':
        throw notPrinted(job.id);
    }
  }

  return {
    /**
     * As the next print would come out, its PIN masked (a preview is no copy): the original while no copy may be
     * out and, for a voucher, while its customer is at the counter; else the next reprint.
     */
    next(request: SaleReceiptRequest): { layout: ReceiptLayout; copy: number } {
      const sale = deps.sale(request.saleId);
      const next =
        request.kind === 'voucher' ? deps.jobs.nextVoucherCopy(request.saleId, request.copy === 'original' && atTheCounter(sale, deps.now())) : deps.jobs.copies(request.saleId, 'receipt');
      const copy = request.copy === 'reprint' ? Math.max(1, next) : next;
      return { layout: saleLayout(sale, { ...request, copy }), copy };
    },
    /** A print job's copy, as the print page and a PDF download ask for it. */
    ofJob(request: Rendering & { jobId: number }): { layout: ReceiptLayout; copy: number; job: PrintJob } {
      const job = deps.jobs.get(request.jobId);
      if (!job) throw notPrinted(request.jobId);
      return { layout: forJob(job, request), copy: job.copy, job };
    },
    /**
     * A sale's document for a job about to be written (`withPin` for a voucher's copy going out now: a print, a
     * PDF): refuses at once what cannot print (a voucher without a PIN).
     */
    forSale: saleLayout,
    /**
     * A report's job before it is written: finds the report (or refuses, NOT_FOUND), says since when it is fixed,
     * and lays it out once the print log has given it its copy.
     */
    reportJob(request: ReportRequest): ReportJob & { layout(request: Rendering & { copy: number }): ReceiptLayout } {
      const kind = request.report;
      const subject = request.report === 'shift' ? String(request.shiftId) : request.day;
      const report = reportOf(kind, subject);
      const fixedAt = report.kind === 'shift' ? report.report.shift.closedAt : report.summary.kind === 'Z' ? report.summary.closedAt : null;
      return { kind, subject, fixedAt, layout: (rendering) => reportLayout(report, rendering) };
    },
    testPage(options: Rendering & { printer: string; at: Date }): ReceiptLayout {
      const { shop, printer, businessDay } = deps.settings();
      const columns = options.columns ?? printer.columns;
      const language = options.language ?? shop.language;
      const doc = buildTestPage(shop, { language, timeZone: businessDay.timeZone, columns, printer: options.printer, at: options.at, environment: deps.environment });
      return layoutReceipt(doc, { columns, drawer: false });
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
