/**
 * Printing a receipt page to a printer of the computer: Electron's `webContents.print`, given by the desktop
 * shell (the core has no window). The page is the renderer's print route for the job; the shell loads it in
 * a hidden window and prints it silently at the paper's width.
 */
import type { SystemPrinter } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import type { SendOutcome } from './transport';

export interface PagePrinter {
  list(): Promise<SystemPrinter[]>;
  /** `route` is the renderer's print route (after `#`), e.g. `/print/S-1/voucher/0`; `language`, the receipt's. */
  print(request: { route: string; language: Language; deviceName: string; widthMm: 58 | 80 }, signal: AbortSignal): Promise<SendOutcome>;
}
