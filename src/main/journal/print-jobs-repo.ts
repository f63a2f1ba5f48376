/**
 * The print log: every receipt, voucher and test page sent to a printer, and what became of it. A sale's
 * copies are counted from it, so the next print of a voucher is REPRINT n however the till was restarted.
 */
import type { PrintJob, PrintOutcome } from '../../shared/contract';
import type { Db } from './open';

interface JobRow {
  id: number;
  sale_id: string | null;
  kind: PrintJob['kind'];
  copy: number;
  printer: string;
  outcome: PrintOutcome;
  reason: string | null;
  started_at: string;
  finished_at: string | null;
}

function toJob(row: JobRow): PrintJob {
  return {
    id: row.id,
    saleId: row.sale_id,
    kind: row.kind,
    copy: row.copy,
    printer: row.printer,
    outcome: row.outcome,
    reason: row.reason,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Outcomes after which paper may exist: a job cut off while printing counts, one that failed does not. */
const MAY_HAVE_PRINTED = "('printing','printed','unconfirmed','browser')";

export function createPrintJobsRepo(db: Db) {
  const insert = db.prepare<[string | null, string, number, string, PrintOutcome, string | null, string, string | null]>(
    'INSERT INTO print_jobs (sale_id, kind, copy, printer, outcome, reason, started_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const finish = db.prepare<[PrintOutcome, string | null, string, number]>("UPDATE print_jobs SET outcome = ?, reason = ?, finished_at = ? WHERE id = ? AND outcome = 'printing'");
  const selectOne = db.prepare<[number], JobRow>('SELECT * FROM print_jobs WHERE id = ?');
  const selectOfSale = db.prepare<[string], JobRow>('SELECT * FROM print_jobs WHERE sale_id = ? ORDER BY id');
  const countCopies = db.prepare<[string, string], { n: number }>(`SELECT count(*) AS n FROM print_jobs WHERE sale_id = ? AND kind = ? AND outcome IN ${MAY_HAVE_PRINTED}`);

  return {
    start(job: { saleId: string | null; kind: PrintJob['kind']; copy: number; printer: string; outcome?: PrintOutcome; reason?: string | null; at: string }): PrintJob {
      const outcome = job.outcome ?? 'printing';
      const finishedAt = outcome === 'printing' ? null : job.at;
      const { lastInsertRowid } = insert.run(job.saleId, job.kind, job.copy, job.printer, outcome, job.reason ?? null, job.at, finishedAt);
      return toJob(selectOne.get(Number(lastInsertRowid))!);
    },
    finish(id: number, outcome: Exclude<PrintOutcome, 'printing'>, reason: string | null, at: string): PrintJob {
      finish.run(outcome, reason, at, id);
      return toJob(selectOne.get(id)!);
    },
    ofSale: (saleId: string): PrintJob[] => selectOfSale.all(saleId).map(toJob),
    /** How many copies of a sale's receipt (or voucher) may be on paper: the next one's number. */
    copies: (saleId: string, kind: 'receipt' | 'voucher'): number => countCopies.get(saleId, kind)!.n,
  };
}

export type PrintJobsRepo = ReturnType<typeof createPrintJobsRepo>;
