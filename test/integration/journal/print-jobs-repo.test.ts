/** The print log on a real SQLite file: copies numbered in order, and what a stop of the till leaves behind. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/main/journal/open';
import { createPrintJobsRepo, type NewJob, type PrintJobsRepo } from '../../../src/main/journal/print-jobs-repo';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-print-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const AT = '2026-11-23T09:00:00.000Z';

/** A job begun with nothing to prepare. */
const begin = (jobs: PrintJobsRepo, job: NewJob) => jobs.start(job, () => null).job;

describe('the print log', () => {
  it('numbers copies per sale and document; a failure counts only when the printer had the job', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const jobs = createPrintJobsRepo(db);
    const first = begin(jobs, { saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    expect(first).toMatchObject({ copy: 0, outcome: 'printing', finishedAt: null });
    jobs.finish(first.id, { outcome: 'failed', reason: 'refused' }, AT);
    expect(jobs.copies('S-1', 'voucher')).toBe(0);
    const second = begin(jobs, { saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    jobs.finish(second.id, { outcome: 'failed', reason: 'out of paper', reached: true }, AT);
    expect(jobs.copies('S-1', 'voucher')).toBe(1);
    expect(begin(jobs, { saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT }).copy).toBe(1);
    expect(begin(jobs, { saleId: 'S-1', kind: 'receipt', printer: 'P', outcome: 'browser', at: AT })).toMatchObject({ copy: 0, outcome: 'browser', finishedAt: AT });
    expect(jobs.printedAny('S-2')).toBe(false);
    db.close();
  });

  it("keeps a report's subject, and numbers copies of a closed shift's or day's report from its close", () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const jobs = createPrintJobsRepo(db);
    const at = (time: string) => `2026-11-23T${time}:00.000Z`;
    // While the shift runs, each print is a new report (an X), never a reprint; nor is a sale's job a report's.
    expect(begin(jobs, { saleId: 'S-1', kind: 'receipt', printer: 'P', at: at('10:00') })).toMatchObject({ subject: null, copy: 0 });
    expect(begin(jobs, { saleId: null, kind: 'shift', subject: '3', fixedAt: null, printer: 'P', at: at('11:00') })).toMatchObject({ saleId: null, kind: 'shift', subject: '3', copy: 0 });
    expect(begin(jobs, { saleId: null, kind: 'shift', subject: '3', fixedAt: null, printer: 'P', at: at('12:00') }).copy).toBe(0);
    // Closed at 15:00: its first print is the original, the next REPRINT 1; a failure before the printer had it is no copy.
    const closed = { saleId: null, kind: 'shift' as const, subject: '3', fixedAt: at('15:00'), printer: 'P' };
    const original = begin(jobs, { ...closed, at: at('15:00') });
    expect(original.copy).toBe(0);
    const refused = begin(jobs, { ...closed, at: at('15:01') });
    expect(refused.copy).toBe(1);
    jobs.finish(refused.id, { outcome: 'failed', reason: 'refused' }, at('15:01'));
    expect(begin(jobs, { ...closed, at: at('15:02') }).copy).toBe(1);
    // Another shift, and a day whose subject happens to read the same, count on their own.
    expect(begin(jobs, { ...closed, subject: '4', at: at('15:03') }).copy).toBe(0);
    expect(begin(jobs, { ...closed, kind: 'day', at: at('15:04') }).copy).toBe(0);
    const z = { saleId: null, kind: 'day' as const, subject: '2026-11-23', fixedAt: at('21:30'), printer: 'P', outcome: 'browser' as const };
    expect(begin(jobs, { ...z, fixedAt: null, at: at('18:00') }).copy).toBe(0);
    expect(begin(jobs, { ...z, at: at('21:31') }).copy).toBe(0);
    const reprint = begin(jobs, { ...z, at: at('21:32') });
    expect(reprint).toMatchObject({ copy: 1, subject: '2026-11-23', outcome: 'browser' });
    expect(jobs.get(reprint.id)).toEqual(reprint);
    expect(jobs.ofSale('S-1')).toEqual([expect.objectContaining({ kind: 'receipt', subject: null })]);
    db.close();
  });

  it('makes what a job sends for the copy it gets, and writes no row, so counts no copy, when that cannot be made', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const jobs = createPrintJobsRepo(db);
    const voucher = { saleId: 'S-1', kind: 'voucher' as const, printer: 'P', at: AT };
    expect(jobs.start(voucher, (copy) => `copy ${copy}`)).toMatchObject({ job: { copy: 0 }, prepared: 'copy 0' });
    expect(() =>
      jobs.start(voucher, () => {
        throw new Error('no bytes');
      }),
    ).toThrow('no bytes');
    expect(jobs.ofSale('S-1').map((job) => job.copy)).toEqual([0]);
    expect(jobs.start(voucher, (copy) => `copy ${copy}`)).toMatchObject({ job: { copy: 1 }, prepared: 'copy 1' });
    db.close();
  });

  it('settles jobs a stop cut off as perhaps printed, still counted, and never touches finished ones', () => {
    const file = join(dir, 'j.sqlite');
    let db = openJournal(file);
    let jobs = createPrintJobsRepo(db);
    begin(jobs, { saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    const done = begin(jobs, { saleId: 'S-1', kind: 'receipt', printer: 'P', at: AT });
    jobs.finish(done.id, { outcome: 'printed', reason: null }, AT);
    db.close();

    db = openJournal(file);
    jobs = createPrintJobsRepo(db);
    expect(jobs.settleInterrupted(AT)).toBe(1);
    const [voucher, receipt] = jobs.ofSale('S-1');
    expect(voucher).toMatchObject({ outcome: 'unconfirmed', reason: expect.stringMatching(/may have printed/) });
    expect(receipt).toMatchObject({ outcome: 'printed', reason: null });
    expect(jobs.copies('S-1', 'voucher')).toBe(1);
    db.close();
  });
});
