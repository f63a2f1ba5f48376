/** The receipts' methods: a sale's receipt or voucher, or a print job's copy (a report's too), for the screen and as a PDF. */
import type { Handlers, PrintJob } from '../../shared/contract';
import { receiptText } from './plain-text';
import { receiptPdf } from './receipt-pdf';
import type { Receipts } from './receipts-service';

/** A job's file name: what it is and of what ("voucher-S-…", "shift-report-12", "day-report-2026-11-23"), and which copy. */
function fileName(job: PrintJob): string {
  const what = job.saleId !== null ? `${job.kind}-${job.saleId}` : `${job.kind}-report-${job.subject ?? job.id}`;
  return `${what}${job.copy > 0 ? `-reprint-${job.copy}` : ''}.pdf`;
}

export function receiptsHandlers(deps: { receipts(): Receipts }): Pick<Handlers, 'receipts.render' | 'receipts.pdf'> {
  return {
    'receipts.render': async (request) => {
      const { layout, copy } = 'jobId' in request ? deps.receipts().ofJob(request) : deps.receipts().next(request);
      return { layout, copy, text: receiptText(layout) };
    },
    'receipts.pdf': async (request) => {
      const { layout, job } = deps.receipts().ofJob(request);
      const pdf = await receiptPdf(layout);
      return { fileName: fileName(job), base64: pdf.toString('base64') };
    },
  };
}
