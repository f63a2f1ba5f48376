/**
 * Printing a shift's report and a day's X and Z through the receipt pipeline: the print service and its log on a
 * real SQLite journal, ESC/POS to a fake network printer (a real TCP server on loopback) decoded back, and the
 * print page's render and PDF of a report's job. The reports are given as the clerks and reports domains give them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DaySummary, PrintJob, PrinterSettings, ShiftReport } from '../../../src/shared/contract';
import { TillError } from '../../../src/shared/errors';
import { createEventBus } from '../../../src/main/events';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createAuditRepo } from '../../../src/main/journal/audit-repo';
import { createPrintJobsRepo } from '../../../src/main/journal/print-jobs-repo';
import { silentLogger } from '../../../src/main/logger';
import { printingHandlers } from '../../../src/main/printing/handlers';
import { createPrintService, type PrintService } from '../../../src/main/printing/print-service';
import { receiptsHandlers } from '../../../src/main/receipts/handlers';
import { createReceipts } from '../../../src/main/receipts/receipts-service';
import { defaultSettings, type StoredSettings } from '../../../src/main/settings/settings-store';
import { decodeEscPos } from '../../support/escpos-text';
import { startFakePrinter, type FakePrinter } from '../../support/fake-network-printer';
import { SHOP } from '../../support/receipt-fixtures';
import { OPEN_SHIFT_REPORT, SHIFT_REPORT, X_SUMMARY, Z_SUMMARY } from '../../support/report-fixtures';
import { NOBODY } from '../../../src/shared/actor';

const DAY = Z_SUMMARY.day;

let dir: string;
let db: Db;
let printing: PrintService;
let printer: FakePrinter | null;
let settings: StoredSettings;
let clock: Date;
let shifts: Map<number, ShiftReport>;
let days: Map<string, DaySummary>;
let changes: PrintJob[];
let handlers: ReturnType<typeof printingHandlers> & ReturnType<typeof receiptsHandlers>;

const at = (time: string) => new Date(`${DAY}T${time}:00.000Z`);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-report-print-'));
  db = openJournal(join(dir, 'journal.sqlite'));
  const jobs = createPrintJobsRepo(db);
  const base = defaultSettings();
  settings = { ...base, shop: { ...base.shop, ...SHOP, language: 'en' }, businessDay: { startHour: 0, timeZone: 'Africa/Lagos' } };
  clock = at('16:00');
  shifts = new Map([[SHIFT_REPORT.shift.id, SHIFT_REPORT]]);
  days = new Map([[DAY, Z_SUMMARY]]);
  printer = null;
  changes = [];
  const noSale = (id: string): never => {
    throw new TillError('NOT_FOUND', `No sale ${id}.`);
  };
  const receipts = createReceipts({
    sale: noSale,
    shiftReport: (id) => shifts.get(id) ?? noSale(`shift ${id}`),
    daySummary: (day) => days.get(day) ?? noSale(`day ${day}`),
    jobs,
    settings: () => settings,
    environment: 'live',
    pinCode: () => null,
    now: () => clock,
    online: () => true,
    printTimeoutMs: 5_000,
  });
  const bus = createEventBus();
  bus.on('print.changed', (job) => changes.push(job));
  printing = createPrintService({
    receipts,
    jobs,
    audit: createAuditRepo(db, { now: () => clock, currentDay: () => DAY }),
    sale: noSale,
    pinCode: () => null,
    actor: () => NOBODY,
    settings: () => settings,
    bus,
    logger: silentLogger,
    now: () => clock,
    timeoutMs: 5_000,
    onFault: (error) => {
      throw error;
    },
  });
  handlers = {
    ...printingHandlers({ printing: () => printing }),
    ...receiptsHandlers({ receipts: () => receipts, pdf: ({ jobId, ...rendering }, actor) => printing.pdf(jobId, rendering, actor) }),
  };
});

afterEach(async () => {
  await printing.close();
  db.close();
  await printer?.close();
  rmSync(dir, { recursive: true, force: true });
});

function usePrinter(next: Partial<PrinterSettings>): void {
  // The drawer kick is on: a report must never open the drawer.
  settings = { ...settings, printer: { ...settings.printer, autoPrint: true, drawerKick: true, ...next } };
}

async function networkPrinter(mode: Parameters<typeof startFakePrinter>[0] = 'ok'): Promise<FakePrinter> {
  printer = await startFakePrinter(mode);
  usePrinter({ kind: 'network', address: printer.address });
  return printer;
}

const printShift = (language?: 'en' | 'fr' | 'ar') => handlers['printing.printReport']({ report: 'shift', shiftId: SHIFT_REPORT.shift.id, ...(language ? { language } : {}) }, NOBODY);
const printDay = (language?: 'en' | 'fr' | 'ar') => handlers['printing.printReport']({ report: 'day', day: DAY, ...(language ? { language } : {}) }, NOBODY);
const printedText = (fake: FakePrinter, job: number) => decodeEscPos(fake.jobs()[job]!);

describe('printing reports on the receipt printer', () => {
  it("prints a closed shift's report with its cash count, cuts, never opens the drawer, and numbers reprints", async () => {
    const fake = await networkPrinter();
    const job = await printShift();
    expect(job).toMatchObject({ saleId: null, kind: 'shift', subject: '3', copy: 0, outcome: 'printed', reason: null, printer: `Network printer ${fake.address}` });
    expect(changes.map((change) => [change.id, change.outcome])).toEqual([
      [job.id, 'printing'],
      [job.id, 'printed'],
    ]);
    const first = printedText(fake, 0);
    expect(first.text).toContain('SHIFT REPORT 3');
    expect(first.text).not.toContain('(open)');
    expect(first.text).toMatch(/Expected +USD 67\.50\nCounted +USD 65\.25\nDifference +USD 2\.25 SHORT/);
    expect(first.text).toMatch(/Difference +NGN 0\.50 OVER/);
    expect(first.text).toMatch(/Sent \(4\) +NGN 2,000\.00\n +USD 15\.00/);
    expect(first.text).not.toContain('REPRINT');
    expect(first.cuts).toBe(1);
    expect(first.pulses).toBe(0);

    expect(await printShift()).toMatchObject({ copy: 1, outcome: 'printed' });
    expect(printedText(fake, 1).text).toContain('REPRINT 1');
    expect(printedText(fake, 1).pulses).toBe(0);
  });

  it('prints a running shift anew each time, and the report of its close as the original', async () => {
    const fake = await networkPrinter();
    shifts.set(3, OPEN_SHIFT_REPORT);
    clock = at('12:00');
    expect((await printShift()).copy).toBe(0);
    expect((await printShift()).copy).toBe(0);
    expect(printedText(fake, 1).text).toContain('SHIFT REPORT 3 (open)');
    expect(printedText(fake, 1).text).toContain('Not counted yet.');
    expect(printedText(fake, 1).text).not.toContain('REPRINT');

    shifts.set(3, SHIFT_REPORT);
    clock = at('15:00');
    expect((await printShift()).copy).toBe(0);
    expect(printedText(fake, 2).text).not.toMatch(/REPRINT|\(open\)/);
    expect((await printShift()).copy).toBe(1);
  });

  it("prints the day's X while it is open, then its Z, whose printed totals are the summary's", async () => {
    const fake = await networkPrinter();
    days.set(DAY, X_SUMMARY);
    clock = at('18:00');
    expect(await printDay()).toMatchObject({ kind: 'day', subject: DAY, copy: 0, outcome: 'printed' });
    expect(printedText(fake, 0).text).toContain(`X REPORT ${DAY} (not closed)`);
    expect(printedText(fake, 0).text).toMatch(/NOT FINAL YET\nSales +1\n/);

    days.set(DAY, Z_SUMMARY);
    clock = at('21:31');
    expect((await printDay()).copy).toBe(0);
    const z = printedText(fake, 1).text;
    expect(z).toContain(`Z REPORT ${DAY}`);
    expect(z).not.toContain('REPRINT');
    expect(z).toMatch(/SALES SENT\nSales +6\nPaid +NGN 2,000\.00\n +USD 35\.00\nDelivered +CUP 10\.00\n +NGN 22,750\.00\nCost +NGN 1,900\.00\n +USD 33\.250001/);
    expect(z).toMatch(/SHIFT 3\n[^]*SHIFT 4\n[^]*Difference +USD 0\.00/);
    // The shop's own country's numbers as it writes them, masked, grouped.
    expect(z).toMatch(/11:42 080\* \*\*\* 4567 +USD 5\.00\n18:05 080\* \*\*\* 6543 +USD 7\.25\nTotal +USD 12\.25/);
    expect((await printDay()).copy).toBe(1);
    expect(printedText(fake, 2).text).toContain('REPRINT 1');
  });

  it("prints in the asked language: an Arabic Z's words go as bitmaps, its amounts as text", async () => {
    const fake = await networkPrinter();
    expect((await printDay('ar')).outcome).toBe('printed');
    const printed = printedText(fake, 0);
    expect(printed.images).toBeGreaterThan(10);
    expect(printed.text).toContain('12.25 USD');
    expect(printed.text).toContain('2,000.00 NGN');
    expect(printed.text).not.toContain('Z REPORT');
  });

  it('refuses an unknown shift, or having no printer, before anything is logged; a report the printer never had is no copy', async () => {
    await networkPrinter();
    await expect(handlers['printing.printReport']({ report: 'shift', shiftId: 99 }, NOBODY)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    usePrinter({ kind: 'none' });
    await expect(printShift()).rejects.toMatchObject({ code: 'ILLEGAL_STATE' });
    expect(changes).toEqual([]);

    const gone = await networkPrinter();
    await gone.close();
    expect(await printShift()).toMatchObject({ outcome: 'failed', problem: 'unreachable', copy: 0 });
    const fake = await networkPrinter();
    expect(await printShift()).toMatchObject({ outcome: 'printed', copy: 0 });
    expect(printedText(fake, 0).text).not.toContain('REPRINT');
  });

  it('refuses in words a report that cannot be made ready for the printer, before it is logged or counted as a copy', async () => {
    const fake = await networkPrinter();
    // A day kept under a time zone this computer does not know (its zone data changed): its times cannot be written.
    days.set(DAY, { ...Z_SUMMARY, timeZone: 'Mars/Olympus_Mons' });
    for (const kind of ['network', 'browser'] as const) {
      if (kind === 'browser') usePrinter({ kind });
      await expect(printDay()).rejects.toMatchObject({ code: 'INTERNAL', message: expect.stringMatching(/nothing was printed and it does not count as a copy/) });
    }
    expect(changes).toEqual([]);
    expect(fake.jobs()).toHaveLength(0);

    days.set(DAY, Z_SUMMARY);
    usePrinter({ kind: 'network', address: fake.address });
    expect(await printDay()).toMatchObject({ outcome: 'printed', copy: 0 });
    expect(printedText(fake, 0).text).not.toContain('REPRINT');
  });

  it("leaves the browser's print to the print page, which renders the report's job; a PDF of it is a copy of its own", async () => {
    usePrinter({ kind: 'browser' });
    const job = await printShift();
    expect(job).toMatchObject({ kind: 'shift', subject: '3', copy: 0, outcome: 'browser' });
    const reprint = await printShift();
    expect(reprint.copy).toBe(1);

    const shown = await handlers['receipts.render']({ jobId: job.id }, NOBODY);
    expect(shown.copy).toBe(0);
    expect(shown.text).toContain('SHIFT REPORT 3');
    expect(shown.text).not.toContain('REPRINT');
    expect(shown.layout.columns).toBe(48);
    const again = await handlers['receipts.render']({ jobId: reprint.id, columns: 32, language: 'fr' }, NOBODY);
    expect(again.text).toContain('RAPPORT DE SERVICE 3');
    expect(again.text).toContain('DUPLICATA 1');

    // The PDF is the next copy, not the job's own again: a copy handed out is counted like one printed.
    const { fileName, base64 } = await handlers['receipts.pdf']({ jobId: reprint.id, columns: 32 }, NOBODY);
    expect(fileName).toBe('shift-report-3-reprint-2.pdf');
    const file = join(dir, fileName);
    writeFileSync(file, Buffer.from(base64, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('SHIFT REPORT 3');
    expect(text).toMatch(/Expected +USD 67\.50/);
    expect(text).toContain('REPRINT 2');
    expect((await printShift()).copy).toBe(3);

    // The Z, printed once it is closed: its PDF is REPRINT 1.
    clock = at('21:45');
    const day = await printDay();
    expect((await handlers['receipts.pdf']({ jobId: day.id }, NOBODY)).fileName).toBe(`day-report-${DAY}-reprint-1.pdf`);
  });
});
