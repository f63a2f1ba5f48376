/**
 * What the result step says about printing, from the sale's jobs and the clerk's own press: pure, so tested
 * alone. The printer's answer is told honestly (printed, or only sent); a failure says why and offers the
 * same document again. None of it touches the sale.
 */
import type { PrintJob, PrintProblem, ReceiptKind } from '@shared/contract';

export type PrintStatus =
  | { kind: 'none' }
  | { kind: 'printing' }
  | { kind: 'printed' }
  | { kind: 'unconfirmed' }
  /** A copy that went out another way: a PDF, the PIN shown on screen. */
  | { kind: 'saved' }
  | { kind: 'shown' }
  | { kind: 'failed'; reason: string | null; problem: PrintProblem | null; retry: ReceiptKind }
  /** The till's printer is the browser: this screen prints it with the browser's print window (its page one tap away). */
  | { kind: 'browser'; jobId: number };

/** A job's document, for a sale's jobs (a test page is never one of them). */
function documentOf(job: PrintJob): ReceiptKind {
  return job.kind === 'voucher' ? 'voucher' : 'receipt';
}

/** The last job's outcome in words, or nothing before the first. */
export function statusOfJob(job: PrintJob | undefined): PrintStatus {
  if (!job) return { kind: 'none' };
  switch (job.outcome) {
    case 'printing':
    case 'printed':
    case 'unconfirmed':
    case 'saved':
    case 'shown':
      return { kind: job.outcome };
    case 'failed':
      return { kind: 'failed', reason: job.reason, problem: job.problem, retry: documentOf(job) };
    case 'browser':
      return { kind: 'browser', jobId: job.id };
  }
}
