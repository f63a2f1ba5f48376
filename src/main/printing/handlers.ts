/** The printing methods: print a sale's receipt or voucher, a report, a test page, the print log of a sale, the printers. */
import type { Handlers } from '../../shared/contract';
import { receiptText } from '../receipts/plain-text';
import type { PrintService } from './print-service';

type PrintingMethods = 'printing.print' | 'printing.printReport' | 'printing.test' | 'printing.testPage' | 'printing.jobs' | 'printing.printers';

export function printingHandlers(deps: { printing(): PrintService }): Pick<Handlers, PrintingMethods> {
  const { printing } = deps;
  return {
    'printing.print': async ({ saleId, kind, language }) => printing().print(saleId, kind, language),
    'printing.printReport': async (request) => printing().printReport(request),
    'printing.test': async () => printing().testPage(),
    'printing.testPage': async ({ language }) => {
      const layout = printing().testLayout(language);
      return { layout, text: receiptText(layout) };
    },
    'printing.jobs': async ({ saleId }) => printing().jobs(saleId),
    'printing.printers': async () => ({ printers: await printing().printers() }),
  };
}
