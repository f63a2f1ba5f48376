/**
 * The print log: every receipt, voucher, report and test page sent to a printer, and what became of it. A
 * sale's copies, and a closed shift's or day's, are counted from it, so the next print of a voucher or of a Z is
 * REPRINT n however the till was restarted.
 */
import type { PrintJob, PrintOutcome, PrintProblem } from '../../shared/contract';
import type { Db } from './open';

interface JobRow {
  id: number;
  sale_id: string | null;
  kind: PrintJob['kind'];
  subject: string | null;
  copy: number;
  printer: string;
  outcome: PrintOutcome;
  reason: string | null;
  problem: PrintProblem | null;
  started_at: string;
  finished_at: string | null;
}

function toJob(row: JobRow): PrintJob {
  return {
    id: row.id,
    saleId: row.sale_id,
    kind: row.kind,
    subject: row.subject,
    copy: row.copy,
    printer: row.printer,
    outcome: row.outcome,
    reason: row.reason,
    problem: row.problem,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

type ReportKind = 'shift' | 'day';

export interface NewJob {
  saleId: string | null;
  kind: PrintJob['kind'];
  /** A report's: the shift's id or the business day. */
  subject?: string | null | undefined;
  /** When a report's document was fixed (a shift's close, a day's Z); none for a running one (an X). */
  fixedAt?: string | null | undefined;
  printer: string;
  outcome?: PrintOutcome | undefined;
  at: string;
  /**
   * A voucher's copy may be the original only while its customer is at the counter: printed later (from the
   * history), its first copy is REPRINT 1 already. Receipts and reports do not ask.
   */
  original?: boolean | undefined;
  /**
   * A page draws the job (the browser's print page, the desktop app's hidden window): a voucher's PIN goes out the
   * first time the page is drawn. Any other job's copy went out as it was made.
   */
  page?: boolean | undefined;
}

/** Jobs after which paper may exist: one cut off or still printing counts, one that failed before the printer had it does not. */
const MAY_HAVE_PRINTED = "(outcome IN ('printing','printed','unconfirmed','browser','saved','shown') OR reached_printer = 1)";

export function createPrintJobsRepo(db: Db) {
  const insert = db.prepare<[{ saleId: string | null; kind: string; subject: string | null; copy: number; printer: string; outcome: PrintOutcome; at: string; page: 0 | 1 }]>(`
    INSERT INTO print_jobs (sale_id, kind, subject, copy, printer, outcome, started_at, finished_at, drawn_at)
    VALUES (@saleId, @kind, @subject, @copy, @printer, @outcome, @at, CASE WHEN @outcome = 'printing' THEN NULL ELSE @at END, CASE WHEN @page = 1 THEN NULL ELSE @at END)`);
  const finish = db.prepare<[PrintOutcome, string | null, PrintProblem | null, number, string, number]>(
    "UPDATE print_jobs SET outcome = ?, reason = ?, problem = ?, reached_printer = ?, finished_at = ? WHERE id = ? AND outcome = 'printing'",
  );
  // Only a page printing now: a job the browser's page or the desktop app's window is to draw, started since `since`.
  const draw = db.prepare<[string, number, string]>(
    "UPDATE print_jobs SET drawn_at = ? WHERE id = ? AND drawn_at IS NULL AND outcome IN ('browser','printing') AND started_at >= ?",
  );
  const interrupt = db.prepare<[string, string]>("UPDATE print_jobs SET outcome = 'unconfirmed', reason = ?, finished_at = ? WHERE outcome = 'printing'");
  const selectOne = db.prepare<[number], JobRow>('SELECT * FROM print_jobs WHERE id = ?');
  const selectOfSale = db.prepare<[string], JobRow>('SELECT * FROM print_jobs WHERE sale_id = ? ORDER BY id');
  const countCopies = db.prepare<[string, string], { n: number; last: number | null; paper: number | null }>(
    `SELECT count(*) AS n, max(copy) AS last, sum(outcome <> 'shown') AS paper FROM print_jobs WHERE sale_id = ? AND kind = ? AND ${MAY_HAVE_PRINTED}`,
  );
  const countAny = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM print_jobs WHERE sale_id = ? AND ${MAY_HAVE_PRINTED}`);
  const countReportCopies = db.prepare<[ReportKind, string, string], { n: number }>(
    `SELECT count(*) AS n FROM print_jobs WHERE kind = ? AND subject = ? AND started_at >= ? AND ${MAY_HAVE_PRINTED}`,
  );

  /** How many copies of a sale's receipt (or voucher) may be out: a receipt's next one's number. */
  const copies = (saleId: string, kind: 'receipt' | 'voucher'): number => countCopies.get(saleId, kind)!.n;

  /**
   * A voucher's next copy: after the last one out. The original (copy 0) is the first print or PDF, and only while
   * `original` allows it (the customer at the counter); a PIN shown on screen (`shown`) is never the original.
   */
  function nextVoucherCopy(saleId: string, original: boolean, shown = false): number {
    const { n, last, paper } = countCopies.get(saleId, 'voucher')!;
    if (original && !shown && !paper) return 0;
    return n > 0 && last !== null ? last + 1 : 1;
  }

  /**
   * How many copies of a report fixed at `since` (a shift's close, a day's Z) may be on paper. Prints from
   * before, while it was still running (an X), were other documents, not copies of this one.
   */
  const reportCopies = (kind: ReportKind, subject: string, since: string): number => countReportCopies.get(kind, subject, since)!.n;

  function copyOf(job: NewJob): number {
    switch (job.kind) {
      case 'receipt':
        return job.saleId !== null ? copies(job.saleId, job.kind) : 0;
      case 'voucher':
        return job.saleId !== null ? nextVoucherCopy(job.saleId, job.original !== false, job.outcome === 'shown') : 0;
      case 'shift':
      case 'day':
        // A running report is made anew each time: never a reprint.
        return job.subject != null && job.fixedAt != null ? reportCopies(job.kind, job.subject, job.fixedAt) : 0;
      case 'test':
        return 0;
    }
  }

  return {
    /**
     * A job begins: numbered after the copies so far, what it sends made for that copy (`prepare`), then its row
     * written, in one synchronous step. Two taps in the same instant get 0 and 1, never two originals; a job whose
     * document cannot be made throws from `prepare` and leaves no row, so it is never a copy. `outcome` other than
     * printing: a job that is over as it starts (the browser's).
     */
    start<T>(job: NewJob, prepare: (copy: number) => T): { job: PrintJob; prepared: T } {
      const copy = copyOf(job);
      const prepared = prepare(copy);
      const { lastInsertRowid } = insert.run({
        saleId: job.saleId,
        kind: job.kind,
        subject: job.subject ?? null,
        copy,
        printer: job.printer,
        outcome: job.outcome ?? 'printing',
        at: job.at,
        page: job.page ? 1 : 0,
      });
      return { job: toJob(selectOne.get(Number(lastInsertRowid))!), prepared };
    },
    finish(id: number, result: { outcome: Exclude<PrintOutcome, 'printing'>; reason: string | null; problem?: PrintProblem | undefined; reached?: boolean | undefined }, at: string): PrintJob {
      finish.run(result.outcome, result.reason, result.problem ?? null, result.reached ? 1 : 0, at, id);
      return toJob(selectOne.get(id)!);
    },
    /**
     * The first drawing of a job's page, which alone may show its PIN: true once, while the job prints (started
     * since `since`, not over as failed), and false ever after — a page opened later is no copy of its own.
     */
    drawOnce: (id: number, at: string, since: string): boolean => draw.run(at, id, since).changes === 1,
    /** Jobs a stop of the till cut off: they may have printed, and stay counted. */
    settleInterrupted: (at: string): number => interrupt.run('The till stopped while this was printing; it may have printed.', at).changes,
    ofSale: (saleId: string): PrintJob[] => selectOfSale.all(saleId).map(toJob),
    get: (id: number): PrintJob | undefined => {
      const row = selectOne.get(id);
      return row ? toJob(row) : undefined;
    },
    copies,
    nextVoucherCopy,
    /** Whether anything of the sale may be on paper yet: the cash drawer opens with its first print only. */
    printedAny: (saleId: string): boolean => countAny.get(saleId)!.n > 0,
  };
}

export type PrintJobsRepo = ReturnType<typeof createPrintJobsRepo>;
