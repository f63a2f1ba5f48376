/**
 * The desktop app's printing to the computer's printers: the receipt's print route loads in a hidden window
 * of the till's own (same preload, same checks), and once it says it is ready, `webContents.print` sends it
 * silently. Electron's success means the system took the job, not that paper came out: "unconfirmed".
 */
import { BrowserWindow, type WebContents, type WebPreferences } from 'electron';
import { messageOf } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { PagePrinter } from '../printing/page-printer';
import { pagePrintOptions } from './page-print-options';

export interface PagePrinterPlan {
  /** The app's page address for a route of the renderer (after `#`), printing silently in `language`. */
  pageUrl(route: string, language: Language): string;
  webPreferences(): WebPreferences;
  /** A window's contents to list printers through (the counter's window). */
  listFrom(): WebContents | null;
  /** Told of each hidden window, so the IPC check trusts it while it lives. */
  track(contents: WebContents, alive: boolean): void;
}

const READY = "document.documentElement.dataset.printReady === 'true'";
/** The slip's own length: the page around it fills the window, which says nothing of the receipt. */
const HEIGHT = "Math.ceil((document.querySelector('.receipt-sheet') ?? document.body).scrollHeight)";

async function whenReady(contents: WebContents, signal: AbortSignal): Promise<void> {
  while (!(await contents.executeJavaScript(READY))) {
    if (signal.aborted) throw new Error('The receipt page did not get ready to print in time.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function electronPagePrinter(plan: PagePrinterPlan): PagePrinter {
  return {
    async list() {
      const contents = plan.listFrom();
      if (!contents) return [];
      // Electron no longer says which printer is the default: the settings' empty choice stands for it.
      return (await contents.getPrintersAsync()).map((printer) => ({ name: printer.name, isDefault: false }));
    },
    async print({ route, language, deviceName, widthMm }, signal) {
      const window = new BrowserWindow({ show: false, width: 600, height: 800, webPreferences: plan.webPreferences() });
      const contents = window.webContents;
      plan.track(contents, true);
      // At the deadline the window goes, whatever step hangs (a print callback that never comes): the core has
      // given the job up by then, and a hidden window must not stay trusted.
      const dispose = () => {
        plan.track(contents, false);
        if (!window.isDestroyed()) window.destroy();
      };
      signal.addEventListener('abort', dispose, { once: true });
      try {
        await window.loadURL(plan.pageUrl(route, language));
        await whenReady(contents, signal);
        const heightPx = Number(await contents.executeJavaScript(HEIGHT));
        return await new Promise((resolve) => {
          contents.print(pagePrintOptions({ deviceName, widthMm, heightPx }), (success, failureReason) =>
            resolve(success ? { outcome: 'unconfirmed', reason: 'Sent to the printer; the computer cannot confirm the printout.' } : { outcome: 'failed', reason: failureReason || 'The printer refused the job.' }),
          );
        });
      } catch (error) {
        return { outcome: 'failed', reason: messageOf(error) };
      } finally {
        signal.removeEventListener('abort', dispose);
        dispose();
      }
    },
  };
}
