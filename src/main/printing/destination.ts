/**
 * Where a job goes, from the printer in Settings: bytes to a network printer or a system queue, a page to a
 * printer of the computer (desktop app only), the screen's own print dialog, or nowhere.
 */
import type { PrinterSettings } from '../../shared/schemas';
import { networkPrinter } from './network-printer';
import type { PagePrinter } from './page-printer';
import { queuePrinter } from './queue-printer';
import type { PrintTransport } from './transport';

export type Destination =
  | { kind: 'bytes'; name: string; transport: PrintTransport }
  | { kind: 'page'; name: string; printer: PagePrinter; deviceName: string }
  | { kind: 'browser'; name: string }
  | { kind: 'none'; name: string };

export function destinationOf(printer: PrinterSettings, pagePrinter: PagePrinter | undefined): Destination {
  switch (printer.kind) {
    case 'network': {
      const transport = networkPrinter(printer.address);
      return { kind: 'bytes', name: transport.name, transport };
    }
    case 'system-raw': {
      const transport = queuePrinter(printer.systemName);
      return { kind: 'bytes', name: transport.name, transport };
    }
    case 'system':
      return pagePrinter
        ? { kind: 'page', name: `Printer ${printer.systemName || '(default)'}`, printer: pagePrinter, deviceName: printer.systemName }
        : { kind: 'none', name: "This computer's printer (desktop app only)" };
    case 'browser':
      return { kind: 'browser', name: "The browser's print dialog" };
    case 'none':
      return { kind: 'none', name: 'No printer' };
  }
}
