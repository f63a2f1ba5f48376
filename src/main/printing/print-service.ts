/**
 * Printing receipts, vouchers, reports and test pages: one serial queue per printer, a deadline per job, a line
 * in the log and a row in the print log for each, and the honest outcome on screen (`print.changed`). Printing
 * only reads a sale or a report: a printer that fails never changes one. What a job sends is made before its row
 * is written, so a document that cannot be made is refused in words and is never counted as a copy.
 *
 * Every way a voucher's PIN leaves the till is a job of the log, numbered with the rest and written into the audit
 * trail in the same transaction: a print (its bytes, or its page, which shows the PIN only when first drawn while
 * the job prints), a PDF ('saved'), the PIN shown again on screen ('shown').
 */
import type { Actor } from '../../shared/actor';
import { messageOf, TillError } from '../../shared/errors';
import { hasVoucher } from '../../shared/sale-money';
import type { Language } from '../../shared/languages';
import { PRINT_TEST_PATH, printJobPath } from '../../shared/print-paths';
import { paperWidthMm, type PrintJob, type ReceiptColumns, type ReceiptKind, type ReceiptLayout, type Sale, type Settings } from '../../shared/contract';
import type { EventBus } from '../events';
import type { AuditRepo, NewAuditEntry } from '../journal/audit-repo';
import type { NewJob, PrintJobsRepo } from '../journal/print-jobs-repo';
import type { Logger } from '../logger';
import { atTheCounter } from '../receipts/at-the-counter';
import { receiptEscPos } from '../receipts/escpos';
import { receiptPdf } from '../receipts/receipt-pdf';
import { groupPin } from '../receipts/pin-groups';
import type { Receipts, ReportRequest } from '../receipts/receipts-service';
import { destinationOf, type Destination } from './destination';
import { createJobQueue } from './job-queue';
import type { PagePrinter } from './page-printer';
import { listQueues } from './queue-printer';
import type { SendOutcome } from './transport';

/** After its deadline a job's transport has this long to say how far it got before the job is given up. */
const ABORT_GRACE_MS = 1_000;

export interface PrintServiceDeps {
  receipts: Receipts;
  jobs: PrintJobsRepo;
  /** A voucher's every copy is written into the audit trail with its job. */
  audit: AuditRepo;
  sale(id: string): Sale;
  /** A PIN sale's code: shown on screen, a counted copy. */
  pinCode(saleId: string): string | null;
  /** Who is at the till, for the prints it makes by itself. */
  actor(): Actor;
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

/** Where copies that are no printer's go, in the print log's words. */
const AS_PDF = 'PDF download';
const ON_SCREEN = 'Screen (Show PIN)';

/** The audit trail's entry of a voucher's copy, or none for any other job (no PIN left the till). */
function voucherEntry(job: PrintJob, actor: Actor): NewAuditEntry | null {
  if (job.kind !== 'voucher') return null;
  const action = job.printer === AS_PDF ? 'voucher-pdf' : job.outcome === 'shown' ? 'pin-shown' : 'voucher-printed';
  return { action, by: actor, saleId: job.saleId, detail: `${copyWords(job.copy)} · ${job.printer}` };
}

const copyWords = (copy: number): string => (copy === 0 ? 'original' : `REPRINT ${copy}`);

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
   * Writes a job's row, its copy decided, with what it sends made for that copy (`make`), and a voucher's entry in
   * the audit trail, in one transaction. What cannot be made leaves no row (nothing can have gone out): the clerk
   * is told in words.
   */
  function begin<T>(job: NewJob, actor: Actor, make: (copy: number) => T): { job: PrintJob; prepared: T } {
    return deps.audit.with(
      () =>
        deps.jobs.start(job, (copy) => {
          try {
            return make(copy);
          } catch (error) {
            // A refusal already in words (a voucher of a sale with no PIN) stays as it is.
            if (error instanceof TillError) throw error;
            // Its kind and where it came from, not its message: that may quote the slip's text, a PIN perhaps.
            const cause = error instanceof Error ? { error: error.name, at: error.stack?.split('\n').slice(1, 3).map((frame) => frame.trim()) } : { error: typeof error };
            deps.logger.error('a print job could not be made ready', { saleId: job.saleId, kind: job.kind, subject: job.subject, copy, ...cause });
            throw new TillError('INTERNAL', NOT_READY);
          }
        }),
      (started) => voucherEntry(started.job, actor),
    );
  }

  /**
   * A job for a printer: the browser's and a desktop printer's page draw it themselves (the PIN once, when the page
   * is first drawn); a printer of bytes gets them made now, the PIN in them.
   */
  function beginPrint(target: Destination, job: Pick<NewJob, 'saleId' | 'kind' | 'subject' | 'fixedAt' | 'original'>, actor: Actor, layoutOf: (copy: number, withPin: boolean) => ReceiptLayout) {
    const page = target.kind === 'browser' || target.kind === 'page';
    const row = { ...job, printer: target.name, outcome: target.kind === 'browser' ? ('browser' as const) : ('printing' as const), at: at(), page };
    return begin(row, actor, (copy): Prepared => {
      const layout = layoutOf(copy, !page);
      return { layout, bytes: target.kind === 'bytes' ? receiptEscPos(layout) : null };
    });
  }

  /** The job of a PDF of job `jobId`'s document, written with its layout (the PIN in it: a PDF is a copy). */
  function beginPdf(jobId: number, rendering: { columns?: ReceiptColumns | undefined; language?: Language | undefined }, actor: Actor) {
    const asked = deps.jobs.get(jobId);
    const base = { printer: AS_PDF, outcome: 'printing' as const, at: at() };
    if (asked?.saleId != null && (asked.kind === 'receipt' || asked.kind === 'voucher')) {
      const kind = asked.kind;
      const sale = kind === 'voucher' ? voucherSale(asked.saleId) : deps.sale(asked.saleId);
      const job = { ...base, saleId: sale.id, kind, original: atTheCounter(sale, deps.now()) };
      return begin(job, actor, (copy) => deps.receipts.forSale(sale, { ...rendering, kind, copy, withPin: true }));
    }
    if (asked?.subject != null && (asked.kind === 'shift' || asked.kind === 'day')) {
      const report = deps.receipts.reportJob(asked.kind === 'shift' ? { report: 'shift', shiftId: Number(asked.subject) } : { report: 'day', day: asked.subject });
      return begin({ ...base, saleId: null, kind: report.kind, subject: report.subject, fixedAt: report.fixedAt }, actor, (copy) => report.layout({ ...rendering, copy }));
    }
    throw new TillError('NOT_FOUND', `No receipt or report was printed as job ${jobId}.`);
  }

  /** A sale whose voucher can be copied: one that has a voucher (its PIN delivered). */
  function voucherSale(saleId: string): Sale {
    const sale = deps.sale(saleId);
    if (!hasVoucher(sale)) throw new TillError('INVALID_INPUT', 'This sale has no PIN voucher: only a successful sale of a PIN operator has one.');
    return sale;
  }

  /** A job whose row is written (its copy decided): the browser's is over at once, the others wait their turn. */
  /**
   * A job's outcome; a voucher's copy that failed before the printer had it (no paper, no copy) says so in the trail
   * too, in the same transaction, beside the entry its start wrote.
   */
  function finishJob(job: PrintJob, result: Omit<SendOutcome, 'outcome'> & { outcome: SendOutcome['outcome'] | 'saved' }, actor: Actor): PrintJob {
    const notPrinted = job.kind === 'voucher' && result.outcome === 'failed' && !result.reached;
    return changed(
      deps.audit.with(
        () => deps.jobs.finish(job.id, result, at()),
        (finished) => (notPrinted ? { action: 'voucher-not-printed', by: actor, saleId: finished.saleId, detail: `${copyWords(finished.copy)} · ${finished.reason ?? ''}` } : null),
      ),
    );
  }

  function run(target: Destination, { job: started, prepared }: { job: PrintJob; prepared: Prepared }, actor: Actor): Promise<PrintJob> {
    changed(started);
    if (target.kind === 'browser') return Promise.resolve(started);
    const running = queue(target.name, async (signal) => {
      const begun = Date.now();
      const result = await withDeadline(send(target, prepared, printRoute(started), signal), signal);
      const finished = finishJob(started, result, actor);
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

  function print(saleId: string, kind: ReceiptKind, actor: Actor, language?: Language): Promise<PrintJob> {
    const target = destination();
    const sale = deps.sale(saleId);
    const present = atTheCounter(sale, deps.now());
    // The drawer opens with a sale's first print, while its customer is at the counter: not with a reprint or an old sale.
    const drawer = deps.settings().printer.drawerKick && !deps.jobs.printedAny(saleId) && present;
    // Refused before anything is written (a voucher of a sale with no PIN): the clerk hears why at once.
    const job = { saleId, kind, original: present };
    return run(target, beginPrint(target, job, actor, (copy, withPin) => deps.receipts.forSale(sale, { kind, copy, language, drawer, withPin })), actor);
  }

  /** A shift's report or a day's X or Z, through the same queue as a receipt: never a drawer kick, never by itself. */
  function printReport(request: ReportRequest & { language?: Language | undefined }, actor: Actor): Promise<PrintJob> {
    const target = destination();
    // Refused before anything is written (no such shift): the clerk hears why at once.
    const report = deps.receipts.reportJob(request);
    const job = { saleId: null, kind: report.kind, subject: report.subject, fixedAt: report.fixedAt };
    return run(target, beginPrint(target, job, actor, (copy) => report.layout({ copy, language: request.language })), actor);
  }

  function testPage(actor: Actor): Promise<PrintJob> {
    const target = destination();
    return run(target, beginPrint(target, { saleId: null, kind: 'test' }, actor, () => deps.receipts.testPage({ printer: target.name, at: deps.now() })), actor);
  }

  return {
    print,
    printReport,
    testPage,

    /** Another copy of a job's document on the printer in Settings: a job of its own, numbered and counted like any. */
    again(jobId: number, actor: Actor, language?: Language): Promise<PrintJob> {
      const asked = deps.jobs.get(jobId);
      if (asked?.saleId != null && (asked.kind === 'receipt' || asked.kind === 'voucher')) return print(asked.saleId, asked.kind, actor, language);
      if (asked?.subject != null && (asked.kind === 'shift' || asked.kind === 'day')) {
        return printReport(asked.kind === 'shift' ? { report: 'shift', shiftId: Number(asked.subject), language } : { report: 'day', day: asked.subject, language }, actor);
      }
      if (asked?.kind === 'test') return testPage(actor);
      throw new TillError('NOT_FOUND', `No receipt or report was printed as job ${jobId}.`);
    },

    /**
     * Another copy of a job's document as a PDF: a job of its own, numbered like a print (REPRINT n after the
     * original), a voucher's under the reprint rule and in the audit trail — never the job asked about again. It is
     * 'saved' once the PDF is made; a PDF that could not be made is 'failed' and no copy.
     */
    async pdf(jobId: number, rendering: { columns?: ReceiptColumns | undefined; language?: Language | undefined }, actor: Actor): Promise<{ job: PrintJob; pdf: Buffer }> {
      const made = beginPdf(jobId, rendering, actor);
      changed(made.job);
      try {
        const pdf = await receiptPdf(made.prepared);
        return { job: finishJob(made.job, { outcome: 'saved', reason: null }, actor), pdf };
      } catch (error) {
        finishJob(made.job, { outcome: 'failed', reason: 'The PDF could not be made.' }, actor);
        deps.logger.error('a PDF could not be made', { jobId: made.job.id, error: error instanceof Error ? error.name : typeof error });
        throw new TillError('INTERNAL', NOT_READY);
      }
    },

    /**
     * A voucher's PIN shown again on screen: a copy like a print (a job 'shown', under the reprint rule, in the
     * audit trail), read out to the customer when the paper is lost or the printer is out.
     */
    showPin(saleId: string, actor: Actor): { code: string; copy: number } {
      const sale = voucherSale(saleId);
      const job = { saleId, kind: 'voucher' as const, printer: ON_SCREEN, outcome: 'shown' as const, at: at(), original: atTheCounter(sale, deps.now()) };
      const made = begin(job, actor, () => {
        const code = deps.pinCode(saleId);
        if (code === null) throw new TillError('NOT_FOUND', 'The service sent no PIN code with this sale.');
        return groupPin(code);
      });
      changed(made.job);
      return { code: made.prepared, copy: made.job.copy };
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
      if (!atTheCounter(sale, deps.now())) return;
      try {
        const target = destinationOf(printer, deps.pagePrinter);
        if (target.kind !== 'bytes' && target.kind !== 'page') return;
        if (deps.jobs.ofSale(sale.id).length > 0) return;
        print(sale.id, hasVoucher(sale) ? 'voucher' : 'receipt', deps.actor()).catch((error: unknown) => {
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
