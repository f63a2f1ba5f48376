/**
 * Receipts for the screen and for every printer: a sale's document in the asked language, laid out for the
 * paper, with its copy number from the print log (REPRINT n). The caller never names a copy: the core does,
 * so no screen, PDF or address can make a second "original" of a PIN voucher.
 */
import { TillError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { PrintJob, ReceiptColumns, ReceiptKind, ReceiptLayout, Sale, Settings } from '../../shared/contract';
import type { PrintJobsRepo } from '../journal/print-jobs-repo';
import { buildReceipt, buildTestPage } from './receipt-document';
import { layoutReceipt } from './receipt-layout';

export interface ReceiptsDeps {
  sale(id: string): Sale;
  jobs: PrintJobsRepo;
  settings(): Pick<Settings, 'shop' | 'printer' | 'businessDay'>;
}

interface Rendering {
  columns?: ReceiptColumns | undefined;
  language?: Language | undefined;
}
export type SaleReceiptRequest = Rendering & { saleId: string; kind: ReceiptKind; copy: 'original' | 'reprint' };

export function createReceipts(deps: ReceiptsDeps) {
  function layout(sale: Sale, request: Rendering & { kind: ReceiptKind; copy: number; drawer?: boolean }): ReceiptLayout {
    const { shop, printer, businessDay } = deps.settings();
    const doc = buildReceipt(sale, shop, { kind: request.kind, copy: request.copy, language: request.language ?? shop.language, timeZone: businessDay.timeZone });
    return layoutReceipt(doc, { columns: request.columns ?? printer.columns, drawer: request.drawer ?? false });
  }

  /** A sale's print job, as the print page and a PDF download ask for it. */
  function jobOf(jobId: number): PrintJob & { saleId: string; kind: ReceiptKind } {
    const job = deps.jobs.get(jobId);
    if (!job || job.saleId === null || job.kind === 'test') throw new TillError('NOT_FOUND', `No receipt was printed as job ${jobId}.`);
    return { ...job, saleId: job.saleId, kind: job.kind };
  }

  return {
    /** As the next print would come out: the original while no copy may be on paper, else the next reprint. */
    next(request: SaleReceiptRequest): { layout: ReceiptLayout; copy: number } {
      const sale = deps.sale(request.saleId);
      const printed = deps.jobs.copies(request.saleId, request.kind);
      const copy = request.copy === 'reprint' ? Math.max(1, printed) : printed;
      return { layout: layout(sale, { ...request, copy }), copy };
    },
    ofJob(request: Rendering & { jobId: number }): { layout: ReceiptLayout; copy: number; job: PrintJob } {
      const job = jobOf(request.jobId);
      return { layout: layout(deps.sale(job.saleId), { ...request, kind: job.kind, copy: job.copy }), copy: job.copy, job };
    },
    /** The layout a print job sends to paper. */
    forJob: layout,
    testPage(options: Rendering & { printer: string; at: Date }): ReceiptLayout {
      const { shop, printer, businessDay } = deps.settings();
      const columns = options.columns ?? printer.columns;
      const language = options.language ?? shop.language;
      return layoutReceipt(buildTestPage(shop, { language, timeZone: businessDay.timeZone, columns, printer: options.printer, at: options.at }), { columns, drawer: false });
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
