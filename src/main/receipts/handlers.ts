/** The receipts' methods: a sale's receipt or voucher laid out for the screen, and a print job's copy as a PDF. */
import type { Handlers } from '../../shared/contract';
import { receiptText } from './plain-text';
import { receiptPdf } from './receipt-pdf';
import type { Receipts } from './receipts-service';

export function receiptsHandlers(deps: { receipts(): Receipts }): Pick<Handlers, 'receipts.render' | 'receipts.pdf'> {
  return {
    'receipts.render': async (request) => {
      const { layout, copy } = 'jobId' in request ? deps.receipts().ofJob(request) : deps.receipts().next(request);
      return { layout, copy, text: receiptText(layout) };
    },
    'receipts.pdf': async (request) => {
      const { layout, copy, job } = deps.receipts().ofJob(request);
      const pdf = await receiptPdf(layout);
      return { fileName: `${job.kind}-${job.saleId}${copy > 0 ? `-reprint-${copy}` : ''}.pdf`, base64: pdf.toString('base64') };
    },
  };
}
