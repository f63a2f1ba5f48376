/** The printing methods: print a sale's receipt or voucher, a report, a test page, the print log of a sale, the printers. */
import type { Handlers } from '../../shared/contract';
import { receiptText } from '../receipts/plain-text';
import type { PrintService } from './print-service';

type PrintingMethods = 'printing.print' | 'printing.printReport' | 'printing.test' | 'printing.again' | 'printing.showPin' | 'printing.testPage' | 'printing.jobs' | 'printing.printers';

export function printingHandlers(deps: { printing(): PrintService }): Pick<Handlers, PrintingMethods> {
  const { printing } = deps;
  return {
    'printing.print': async ({ saleId, kind, language }, actor) => printing().print(saleId, kind, actor, language),
    'printing.printReport': async (request, actor) => printing().printReport(request, actor),
    'printing.test': async (_input, actor) => printing().testPage(actor),
    'printing.again': async ({ jobId, language }, actor) => printing().again(jobId, actor, language),
    'printing.showPin': async ({ saleId }, actor) => printing().showPin(saleId, actor),
    'printing.testPage': async ({ language }) => {
      const layout = printing().testLayout(language);
      return { layout, text: receiptText(layout) };
    },
    'printing.jobs': async ({ saleId }) => printing().jobs(saleId),
    'printing.printers': async () => ({ printers: await printing().printers() }),
  };
}
