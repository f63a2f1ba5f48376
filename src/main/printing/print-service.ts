/**
 * Printing receipts, vouchers, reports and test pages: one serial queue per printer, a deadline per job, a line
 * in the log and a row in the print log for each, and the honest outcome on screen (`print.changed`). Printing
 * only reads a sale or a report: a printer that fails never changes one. What a job sends is made before its row
 * is written, so a document that cannot be made is refused in words and is never counted as a copy.
 */
import { messageOf, TillError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import { PRINT_TEST_PATH, printJobPath } from '../../shared/print-paths';
import { paperWidthMm, type PrintJob, type ReceiptKind, type ReceiptLayout, type Sale, type Settings } from '../../shared/contract';
import type { EventBus } from '../events';
import type { NewJob, PrintJobsRepo } from '../journal/print-jobs-repo';
import type { Logger } from '../logger';
import { receiptEscPos } from '../receipts/escpos';
import type { Receipts, ReportRequest } from '../receipts/receipts-service';
import { destinationOf, type Destination } from './destination';
import { createJobQueue } from './job-queue';
import type { PagePrinter } from './page-printer';
import { listQueues } from './queue-printer';
import type { SendOutcome } from './transport';

/** A sale older than this is not printed by itself, nor opens the drawer: its customer has gone. */
const AT_THE_COUNTER_MS = 15 * 60 * 1000;
/** After its deadline a job's transport has this long to say how far it got before the job is given up. */
const ABORT_GRACE_MS = 1_000;

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

/** The page of a job, as the renderer's print route (the desktop shell prints it silently). */
export function printRoute(job: PrintJob): string {
  return job.kind === 'test' ? PRINT_TEST_PATH : printJobPath(job.id);
}

/**
 * The transport's answer, or, when it has not given one shortly after the deadline (a system print whose
 * callback never comes), "unconfirmed": the job may have reached the printer, so it counts as a copy.
 */
function withDeadline(work: Promise<SendOutcome>, signal: AbortSignal): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const giveUp = () => {
      timer = setTimeout(() => resolve({ outcome: 'unconfirmed', reason: 'The printer did not answer in time; it may have printed.' }), ABORT_GRACE_MS);
    };
    if (signal.aborted) giveUp();
    else signal.addEventListener('abort', giveUp, { once: true });
    const settle = (outcome: SendOutcome) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', giveUp);
      resolve(outcome);
    };
    work.then(settle, (error: unknown) => settle({ outcome: 'failed', reason: messageOf(error) }));
  });
}

/** What a job sends, made for its copy before its row is written: the layout, and a printer of bytes its ESC/POS. */
interface Prepared {
  layout: ReceiptLayout;
  bytes: Uint8Array | null;
}

function send(destination: Destination, { layout, bytes }: Prepared, route: string, signal: AbortSignal): Promise<SendOutcome> {
  if (destination.kind === 'bytes' && bytes) return destination.transport.send(bytes, signal);
  if (destination.kind === 'page') return destination.printer.print({ route, language: layout.language, deviceName: destination.deviceName, widthMm: paperWidthMm(layout.columns) }, signal);
  return Promise.resolve({ outcome: 'failed', reason: `${destination.name} cannot print from here.` });
}

const NOT_READY =
  'This could not be made ready for the printer, so nothing was printed and it does not count as a copy. Try again; if it happens again, tell a manager.';

export function createPrintService(deps: PrintServiceDeps) {
  const queue = createJobQueue(deps.timeoutMs);
  const at = () => deps.now().toISOString();
  const changed = (job: PrintJob) => {
    deps.bus.emit('print.changed', job);
    return job;
  };
  deps.jobs.settleInterrupted(at());

  /** Jobs under way: closing waits until none is left, and refuses new ones (their outcome needs the journal). */
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;

  function destination(): Destination {
    if (closing) throw new TillError('ILLEGAL_STATE', 'The till is closing. Print again in a moment.');
    let found: Destination;
    try {
      found = destinationOf(deps.settings().printer, deps.pagePrinter);
    } catch (error) {
      // A saved address the transport cannot use: said in the clerk's words, not as a crash.
      throw new TillError('ILLEGAL_STATE', `${messageOf(error)} A manager can correct it in Settings → Printer.`);
    }
    if (found.kind === 'none') throw new TillError('ILLEGAL_STATE', `Nothing to print on (${found.name}). A manager chooses the printer in Settings → Printer.`);
    return found;
  }

  /**
   * Writes a job's row, its copy decided, with what it sends made for that copy in the same synchronous step. A
   * document or bytes that cannot be made leave no row (nothing can have printed): the clerk is told in words.
   */
  function begin(target: Destination, job: Pick<NewJob, 'saleId' | 'kind' | 'subject' | 'fixedAt'>, layoutOf: (copy: number) => ReceiptLayout) {
    const row = { ...job, printer: target.name, outcome: target.kind === 'browser' ? ('browser' as const) : ('printing' as const), at: at() };
    return deps.jobs.start(row, (copy): Prepared => {
      try {
        const layout = layoutOf(copy);
        return { layout, bytes: target.kind === 'bytes' ? receiptEscPos(layout) : null };
      } catch (error) {
        // A refusal already in words (a voucher of a sale with no PIN) stays as it is.
        if (error instanceof TillError) throw error;
        // Its kind and where it came from, not its message: that may quote the slip's text, a PIN perhaps.
        const cause = error instanceof Error ? { error: error.name, at: error.stack?.split('\n').slice(1, 3).map((frame) => frame.trim()) } : { error: typeof error };
        deps.logger.error('a print job could not be made ready', { saleId: job.saleId, kind: job.kind, subject: job.subject, copy, ...cause });
        throw new TillError('INTERNAL', NOT_READY);
      }
    });
  }

  /** A job whose row is written (its copy decided): the browser's is over at once, the others wait their turn. */
  function run(target: Destination, { job: started, prepared }: { job: PrintJob; prepared: Prepared }): Promise<PrintJob> {
    changed(started);
    if (target.kind === 'browser') return Promise.resolve(started);
    const running = queue(target.name, async (signal) => {
      const begun = Date.now();
      const result = await withDeadline(send(target, prepared, printRoute(started), signal), signal);
      const finished = changed(deps.jobs.finish(started.id, result, at()));
      const log = result.outcome === 'failed' ? deps.logger.warn : deps.logger.info;
      log.call(deps.logger, 'print job', {
        id: finished.id,
        saleId: finished.saleId,
        kind: finished.kind,
        subject: finished.subject,
        copy: finished.copy,
        printer: target.name,
        outcome: finished.outcome,
        reason: finished.reason,
        ms: Date.now() - begun,
      });
      return finished;
    });
    inFlight.add(running);
    void running.catch(() => undefined).then(() => inFlight.delete(running));
    return running;
  }

  function print(saleId: string, kind: ReceiptKind, language?: Language): Promise<PrintJob> {
    const target = destination();
    const sale = deps.sale(saleId);
    // The drawer opens with a sale's first print, while its customer is at the counter: not with a reprint or an old sale.
    const drawer = deps.settings().printer.drawerKick && !deps.jobs.printedAny(saleId) && deps.now().getTime() - Date.parse(sale.createdAt) <= AT_THE_COUNTER_MS;
    // Refused before anything is written (a voucher of a sale with no PIN): the clerk hears why at once.
    return run(target, begin(target, { saleId, kind }, (copy) => deps.receipts.forSale(sale, { kind, copy, language, drawer })));
  }

  return {
    print,
    /** A shift's report or a day's X or Z, through the same queue as a receipt: never a drawer kick, never by itself. */
    printReport(request: ReportRequest & { language?: Language | undefined }): Promise<PrintJob> {
      const target = destination();
      // Refused before anything is written (no such shift): the clerk hears why at once.
      const report = deps.receipts.reportJob(request);
      const job = { saleId: null, kind: report.kind, subject: report.subject, fixedAt: report.fixedAt };
      return run(target, begin(target, job, (copy) => report.layout({ copy, language: request.language })));
    },
    testPage(): Promise<PrintJob> {
      const target = destination();
      return run(target, begin(target, { saleId: null, kind: 'test' }, () => deps.receipts.testPage({ printer: target.name, at: deps.now() })));
    },
    testLayout: (language?: Language) => deps.receipts.testPage({ printer: destination().name, at: deps.now(), language }),
    jobs: (saleId: string) => deps.jobs.ofSale(saleId),
    /** The desktop app's printers; in a browser, the computer's print queues (for raw printing). */
    printers: async () => (deps.pagePrinter ? deps.pagePrinter.list() : listQueues()),

    /** Refuses new jobs at once; resolves when none is under way (each has its deadline). */
    async close(): Promise<void> {
      closing = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** A sale that just succeeded prints by itself when Settings say so and a printer the till reaches is set. */
    saleChanged(sale: Sale): void {
      const { printer } = deps.settings();
      if (closing || sale.state !== 'succeeded' || !printer.autoPrint) return;
      if (deps.now().getTime() - Date.parse(sale.createdAt) > AT_THE_COUNTER_MS) return;
      try {
        const target = destinationOf(printer, deps.pagePrinter);
        if (target.kind !== 'bytes' && target.kind !== 'page') return;
        if (deps.jobs.ofSale(sale.id).length > 0) return;
        print(sale.id, sale.pin?.code ? 'voucher' : 'receipt').catch((error: unknown) => {
          deps.logger.warn('automatic print failed', { saleId: sale.id, error: messageOf(error) });
          deps.onFault(error);
        });
      } catch (error) {
        deps.logger.warn('automatic print skipped', { saleId: sale.id, error: messageOf(error) });
        deps.onFault(error);
      }
    },
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
