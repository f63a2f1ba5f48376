/**
 * Printing receipts, vouchers and test pages: one serial queue per printer, a deadline per job, a line in the
 * log and a row in the print log for each, and the honest outcome on screen (`print.changed`). Printing only
 * reads a sale: a printer that fails never changes one.
 */
import { messageOf, TillError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { PrintJob, Sale, Settings } from '../../shared/contract';
import type { EventBus } from '../events';
import type { PrintJobsRepo } from '../journal/print-jobs-repo';
import type { Logger } from '../logger';
import type { ReceiptKind, ReceiptLayout } from '../../shared/contract';
import { receiptEscPos } from '../receipts/escpos';
import type { Receipts } from '../receipts/receipts-service';
import { destinationOf, type Destination } from './destination';
import { createJobQueue } from './job-queue';
import type { PagePrinter } from './page-printer';
import { listQueues } from './queue-printer';
import type { SendOutcome } from './transport';

/** A sale that succeeds later than this (settled after a restart, say) is not printed by itself: its customer has gone. */
const AUTO_PRINT_WITHIN_MS = 15 * 60 * 1000;

export interface PrintServiceDeps {
  receipts: Receipts;
  jobs: PrintJobsRepo;
  sale(id: string): Sale;
  settings(): Pick<Settings, 'printer'>;
  pagePrinter?: PagePrinter | undefined;
  bus: EventBus;
  logger: Logger;
  now(): Date;
  timeoutMs: number;
  /** A journal failure met in the background (an automatic print): the till decides whether to halt. */
  onFault(error: unknown): void;
}

/** The receipt page of a job, as the renderer's print route (the desktop shell prints it silently). */
export function printRoute(saleId: string | null, kind: PrintJob['kind'], copy: number, language: Language | undefined): string {
  const query = `?silent=1${language ? `&language=${language}` : ''}`;
  return saleId === null ? `/print/test${query}` : `/print/${encodeURIComponent(saleId)}/${kind}/${copy}${query}`;
}

async function send(destination: Destination, layout: ReceiptLayout, route: string, signal: AbortSignal): Promise<SendOutcome> {
  try {
    if (destination.kind === 'bytes') return await destination.transport.send(receiptEscPos(layout), signal);
    if (destination.kind === 'page') return await destination.printer.print({ route, deviceName: destination.deviceName, widthMm: layout.columns === 32 ? 58 : 80 }, signal);
    return { outcome: 'failed', reason: `${destination.name} cannot print from here.` };
  } catch (error) {
    return { outcome: 'failed', reason: messageOf(error) };
  }
}

export function createPrintService(deps: PrintServiceDeps) {
  const queue = createJobQueue(deps.timeoutMs);
  /** Jobs under way: closing the journal waits for them to write their outcome (each has its deadline). */
  const inFlight = new Set<Promise<unknown>>();
  const enqueue = <T>(printer: string, job: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const running = queue(printer, job);
    inFlight.add(running);
    void running.catch(() => undefined).then(() => inFlight.delete(running));
    return running;
  };
  const at = () => deps.now().toISOString();
  const changed = (job: PrintJob) => {
    deps.bus.emit('print.changed', job);
    return job;
  };

  function destination(): Destination {
    let found: Destination;
    try {
      found = destinationOf(deps.settings().printer, deps.pagePrinter);
    } catch (error) {
      // A saved address the transport cannot use (a port out of range): said in the clerk's words, not as a crash.
      throw new TillError('ILLEGAL_STATE', `${messageOf(error)} A manager can correct it in Settings → Printer.`);
    }
    if (found.kind === 'none') throw new TillError('ILLEGAL_STATE', `Nothing to print on (${found.name}). A manager chooses the printer in Settings → Printer.`);
    return found;
  }

  async function run(target: Destination, job: { saleId: string | null; kind: PrintJob['kind']; copy: number; layout: ReceiptLayout; route: string }, signal: AbortSignal): Promise<PrintJob> {
    if (target.kind === 'browser') return changed(deps.jobs.start({ ...job, printer: target.name, outcome: 'browser', at: at() }));
    const started = changed(deps.jobs.start({ ...job, printer: target.name, at: at() }));
    const begun = Date.now();
    const result = await send(target, job.layout, job.route, signal);
    const outcome = signal.aborted && result.outcome !== 'printed' ? 'failed' : result.outcome;
    const reason = outcome === 'failed' && signal.aborted ? (result.reason ?? 'The printer did not finish in time.') : result.reason;
    const finished = changed(deps.jobs.finish(started.id, outcome, reason, at()));
    const log = outcome === 'failed' ? deps.logger.warn : deps.logger.info;
    log.call(deps.logger, 'print job', { id: finished.id, saleId: job.saleId, kind: job.kind, copy: job.copy, printer: target.name, outcome, reason, ms: Date.now() - begun });
    return finished;
  }

  async function print(saleId: string, kind: ReceiptKind, language?: Language): Promise<PrintJob> {
    const target = destination();
    const sale = deps.sale(saleId);
    // Refused before it is queued (a voucher of a sale with no PIN): the clerk hears why at once.
    deps.receipts.forJob(sale, { kind, copy: 0, language });
    return enqueue(target.name, (signal) => {
      // Counted inside the queue: two taps make an original and REPRINT 1, never two originals.
      const copy = deps.jobs.copies(saleId, kind);
      const drawer = deps.settings().printer.drawerKick && copy === 0;
      const layout = deps.receipts.forJob(deps.sale(saleId), { kind, copy, language, drawer });
      return run(target, { saleId, kind, copy, layout, route: printRoute(saleId, kind, copy, language) }, signal);
    });
  }

  return {
    print,
    testPage(): Promise<PrintJob> {
      const target = destination();
      const layout = deps.receipts.testPage({ printer: target.name, at: deps.now() });
      return enqueue(target.name, (signal) => run(target, { saleId: null, kind: 'test', copy: 0, layout, route: printRoute(null, 'test', 0, undefined) }, signal));
    },
    jobs: (saleId: string) => deps.jobs.ofSale(saleId),
    /** The desktop app's printers; in a browser, the computer's print queues (for raw printing). */
    printers: async () => (deps.pagePrinter ? deps.pagePrinter.list() : listQueues()),
    testLayout: (language?: Language) => deps.receipts.testPage({ printer: destinationOf(deps.settings().printer, deps.pagePrinter).name, at: deps.now(), language }),

    async close(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    /** A sale that just succeeded prints by itself when Settings say so and a printer the till reaches is set. */
    saleChanged(sale: Sale): void {
      const { printer } = deps.settings();
      if (sale.state !== 'succeeded' || !printer.autoPrint) return;
      if (deps.now().getTime() - Date.parse(sale.createdAt) > AUTO_PRINT_WITHIN_MS) return;
      try {
        const target = destinationOf(printer, deps.pagePrinter);
        if (target.kind !== 'bytes' && target.kind !== 'page') return;
        if (deps.jobs.ofSale(sale.id).length > 0) return;
      } catch (error) {
        deps.logger.warn('automatic print skipped', { saleId: sale.id, error: messageOf(error) });
        return;
      }
      print(sale.id, sale.pin?.code ? 'voucher' : 'receipt').catch((error: unknown) => {
        deps.logger.warn('automatic print failed', { saleId: sale.id, error: messageOf(error) });
        deps.onFault(error);
      });
    },
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
