/** The receipts' methods: a sale's receipt or voucher, or a print job's copy (a report's too), for the screen and as a PDF. */
import type { Actor } from '../../shared/actor';
import type { Handlers, HandlerInput, PrintJob } from '../../shared/contract';
import { receiptText } from './plain-text';
import type { Receipts } from './receipts-service';

/** A job's file name: what it is and of what ("voucher-S-…", "shift-report-12", "day-report-2026-11-23"), and which copy. */
function fileName(job: PrintJob): string {
  const what = job.saleId !== null ? `${job.kind}-${job.saleId}` : `${job.kind}-report-${job.subject ?? job.id}`;
  return `${what}${job.copy > 0 ? `-reprint-${job.copy}` : ''}.pdf`;
}

export interface ReceiptsHandlerDeps {
  receipts(): Receipts;
  /** A new copy of a job's document as a PDF: the print log numbers and records it (printing/print-service.ts). */
  pdf(request: HandlerInput<'receipts.pdf'>, actor: Actor): Promise<{ job: PrintJob; pdf: Buffer }>;
}

export function receiptsHandlers(deps: ReceiptsHandlerDeps): Pick<Handlers, 'receipts.render' | 'receipts.pdf'> {
  return {
    'receipts.render': async (request) => {
      const { layout, copy } = 'jobId' in request ? deps.receipts().ofJob(request) : deps.receipts().next(request);
      return { layout, copy, text: receiptText(layout) };
    },
    'receipts.pdf': async (request, actor) => {
      const { job, pdf } = await deps.pdf(request, actor);
      return { fileName: fileName(job), base64: pdf.toString('base64') };
    },
  };
}
