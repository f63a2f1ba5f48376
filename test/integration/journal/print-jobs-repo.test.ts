/** The print log on a real SQLite file: copies numbered in order, and what a stop of the till leaves behind. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/main/journal/open';
import { createPrintJobsRepo } from '../../../src/main/journal/print-jobs-repo';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-print-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const AT = '2026-11-23T09:00:00.000Z';

describe('the print log', () => {
  it('numbers copies per sale and document; a failure counts only when the printer had the job', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const jobs = createPrintJobsRepo(db);
    const first = jobs.start({ saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    expect(first).toMatchObject({ copy: 0, outcome: 'printing', finishedAt: null });
    jobs.finish(first.id, { outcome: 'failed', reason: 'refused' }, AT);
    expect(jobs.copies('S-1', 'voucher')).toBe(0);
    const second = jobs.start({ saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    jobs.finish(second.id, { outcome: 'failed', reason: 'out of paper', reached: true }, AT);
    expect(jobs.copies('S-1', 'voucher')).toBe(1);
    expect(jobs.start({ saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT }).copy).toBe(1);
    expect(jobs.start({ saleId: 'S-1', kind: 'receipt', printer: 'P', outcome: 'browser', at: AT })).toMatchObject({ copy: 0, outcome: 'browser', finishedAt: AT });
    expect(jobs.printedAny('S-2')).toBe(false);
    db.close();
  });

  it('settles jobs a stop cut off as perhaps printed, still counted, and never touches finished ones', () => {
    const file = join(dir, 'j.sqlite');
    let db = openJournal(file);
    let jobs = createPrintJobsRepo(db);
    jobs.start({ saleId: 'S-1', kind: 'voucher', printer: 'P', at: AT });
    const done = jobs.start({ saleId: 'S-1', kind: 'receipt', printer: 'P', at: AT });
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
