/**
 * Receipts for the screen and for every printer: a sale's document in the asked language, laid out for the
 * paper, with its copy number read from the print log (REPRINT n).
 */
import type { Language } from '../../shared/languages';
import type { ReceiptColumns, Sale, Settings } from '../../shared/schemas';
import type { PrintJobsRepo } from '../journal/print-jobs-repo';
import type { ReceiptKind, ReceiptLayout } from '../../shared/contract';
import { buildReceipt, buildTestPage } from './receipt-document';
import { layoutReceipt } from './receipt-layout';

export interface ReceiptsDeps {
  sale(id: string): Sale;
  jobs: PrintJobsRepo;
  settings(): Pick<Settings, 'shop' | 'printer' | 'businessDay'>;
}

export interface ReceiptRequest {
  saleId: string;
  kind: ReceiptKind;
  copy: 'original' | 'reprint';
  number?: number | undefined;
  columns?: ReceiptColumns | undefined;
  language?: Language | undefined;
}

export function createReceipts(deps: ReceiptsDeps) {
  /** A reprint is numbered after the copies that may be on paper already; previewed before any print, it is 1. */
  function copyOf(request: ReceiptRequest): number {
    if (request.copy === 'original') return 0;
    return request.number ?? Math.max(1, deps.jobs.copies(request.saleId, request.kind));
  }

  function layout(sale: Sale, request: { kind: ReceiptKind; copy: number; columns?: ReceiptColumns | undefined; language?: Language | undefined; drawer?: boolean }): ReceiptLayout {
    const { shop, printer, businessDay } = deps.settings();
    const doc = buildReceipt(sale, shop, { kind: request.kind, copy: request.copy, language: request.language ?? shop.language, timeZone: businessDay.timeZone });
    return layoutReceipt(doc, { columns: request.columns ?? printer.columns, drawer: request.drawer ?? false });
  }

  return {
    render(request: ReceiptRequest): { layout: ReceiptLayout; copy: number } {
      const copy = copyOf(request);
      return { layout: layout(deps.sale(request.saleId), { ...request, copy }), copy };
    },
    /** The layout of a print job: its copy number decided by the print log, the drawer as Settings say. */
    forJob: layout,
    testPage(options: { printer: string; at: Date; language?: Language | undefined; columns?: ReceiptColumns | undefined }): ReceiptLayout {
      const { shop, printer, businessDay } = deps.settings();
      const columns = options.columns ?? printer.columns;
      const language = options.language ?? shop.language;
      return layoutReceipt(buildTestPage(shop, { language, timeZone: businessDay.timeZone, columns, printer: options.printer, at: options.at }), { columns, drawer: false });
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
