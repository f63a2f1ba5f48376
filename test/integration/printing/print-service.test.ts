/**
 * Printing through the whole core: a real till and simulator, a PIN top-up sold, and its voucher sent as
 * ESC/POS to a fake network printer (a real TCP server on loopback) whose captured bytes are decoded back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob, Sale } from '../../../src/shared/contract';
import { decodeEscPos } from '../../support/escpos-text';
import { startFakePrinter, type FakePrinter } from '../../support/fake-network-printer';
import { inState, numberEnding, pinCodeAtService, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
let printer: FakePrinter | null = null;

beforeAll(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  await h.call('catalog.sync', {});
});
afterAll(() => h.close());
afterEach(async () => {
  await printer?.close();
  printer = null;
});

async function usePrinter(mode: Parameters<typeof startFakePrinter>[0], extra: Record<string, unknown> = {}): Promise<FakePrinter> {
  printer = await startFakePrinter(mode);
  await h.call('settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false, drawerKick: false, ...extra } });
  return printer;
}

/** A successful sale of the simulator's PIN operator for Nigeria. */
async function sellPin(lastThree: string): Promise<Sale> {
  const operators = await h.call('catalog.operators', { country: 'NG' });
  const summary = operators.find((operator) => operator.pin)!;
  const operator = await h.call('catalog.operator', { operatorId: summary.id });
  const sale = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', lastThree) } });
  return waitForSale(h.till, sale.id, inState('succeeded'));
}

function jobFinished(saleId: string): Promise<PrintJob> {
  return new Promise((resolve) => {
    const stop = h.till.events.on('print.changed', (job) => {
      if (job.saleId === saleId && job.outcome !== 'printing') {
        stop();
        resolve(job);
      }
    });
  });
}

describe('printing a PIN voucher to a network printer', () => {
  it('sends the voucher with the PIN, serial and sale id, and cuts; the printer confirms it', async () => {
    const fake = await usePrinter('ok');
    const sale = await sellPin('701');
    const job = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    expect(job).toMatchObject({ saleId: sale.id, kind: 'voucher', copy: 0, outcome: 'printed', reason: null, printer: `Network printer ${fake.address}` });
    const printed = decodeEscPos(fake.received());
    const digits = printed.text.replace(/\s+/g, '');
    expect(digits).toContain(pinCodeAtService(h, sale.id));
    expect(printed.text).toContain(sale.pin!.serial!);
    expect(printed.text).toContain(sale.id);
    expect(printed.cuts).toBe(1);
    expect(printed.pulses).toBe(0);
    expect(printed.text).not.toContain('REPRINT');
  });

  it('numbers every later copy REPRINT n, and kicks the drawer only when set and only with the original', async () => {
    const fake = await usePrinter('ok', { drawerKick: true });
    const sale = await sellPin('702');
    await h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
    const reprint = await h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
    expect(reprint.copy).toBe(1);
    const [first, second] = fake.jobs().map(decodeEscPos);
    expect(first!.pulses).toBe(1);
    expect(second!.pulses).toBe(0);
    expect(second!.text).toContain('REPRINT 1');
    expect((await h.call('printing.jobs', { saleId: sale.id })).map((job) => job.copy)).toEqual([0, 1]);
  });

  it('says why a print failed and leaves the sale as it was; only a copy the printer never had is not counted', async () => {
    await usePrinter('paper-out');
    const sale = await sellPin('703');
    const job = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    expect(job.outcome).toBe('failed');
    expect(job.reason).toMatch(/paper/i);
    expect((await h.call('sales.get', { id: sale.id })).sale).toEqual(sale);
    // Nothing listens any more: the connection is refused before a byte leaves, so no paper can exist.
    const gone = await usePrinter('ok');
    await gone.close();
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ outcome: 'failed', copy: 1 });
    // The printer that ran out of paper had the voucher: part of it, the PIN perhaps, may be out. The next is a reprint.
    const fake = await usePrinter('ok');
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ outcome: 'printed', copy: 1 });
    expect(decodeEscPos(fake.received()).text).toContain('REPRINT 1');
  });

  it('prints by itself when a sale succeeds, if set', async () => {
    const fake = await usePrinter('ok', { autoPrint: true });
    const operators = await h.call('catalog.operators', { country: 'NG' });
    const operator = await h.call('catalog.operator', { operatorId: operators.find((o) => o.pin)!.id });
    const sale = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', '704') } });
    const job = await jobFinished(sale.id);
    expect(job).toMatchObject({ kind: 'voucher', outcome: 'printed', copy: 0 });
    expect(decodeEscPos(fake.received()).text).toContain(sale.id);
  });

  it('refuses a voucher for a sale without a PIN, and printing with no printer set', async () => {
    await usePrinter('ok');
    const plain = (await h.call('catalog.operators', { country: 'NG' })).find((o) => !o.pin && o.recipientKind === 'phone' && !o.data && !o.bundle)!;
    const operator = await h.call('catalog.operator', { operatorId: plain.id });
    const sale = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', '705') } });
    await expect(h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await h.call('settings.update', { printer: { kind: 'none' } });
    await expect(h.call('printing.print', { saleId: sale.id, kind: 'receipt' })).rejects.toMatchObject({ code: 'ILLEGAL_STATE' });
  });

  it('counts no copy of a job that never reached a printer: a print queue with no lp command to take it', async () => {
    const sale = await sellPin('708');
    await h.call('settings.update', { printer: { kind: 'system-raw', systemName: 'Kitchen', autoPrint: false, drawerKick: false } });
    // No lp on the path, whatever this computer has: the command cannot start, so not a byte left the till.
    const path = process.env.PATH;
    const empty = mkdtempSync(join(tmpdir(), 'no-lp-'));
    process.env.PATH = empty;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ outcome: 'failed', copy: 0, reason: expect.stringMatching(/no lp command/) });
      }
    } finally {
      process.env.PATH = path;
      rmSync(empty, { recursive: true, force: true });
    }
    expect((await h.call('receipts.render', { saleId: sale.id, kind: 'voucher' })).copy).toBe(0);
  });

  it("leaves the browser's print to the screen, counting the copy", async () => {
    await h.call('settings.update', { printer: { kind: 'browser' } });
    const sale = await sellPin('706');
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ outcome: 'browser', copy: 0 });
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ outcome: 'browser', copy: 1 });
    const { layout, copy, text } = await h.call('receipts.render', { saleId: sale.id, kind: 'voucher', copy: 'reprint' });
    expect(copy).toBe(2);
    expect(layout.columns).toBe(48);
    expect(text).toContain('REPRINT 2');
    // Asked for the original once a copy is out, the screen gets the next reprint: no second original anywhere.
    expect((await h.call('receipts.render', { saleId: sale.id, kind: 'voucher' })).copy).toBe(2);
    // The print page shows exactly the job it was given.
    const [first] = await h.call('printing.jobs', { saleId: sale.id });
    const ofFirst = await h.call('receipts.render', { jobId: first!.id });
    expect(ofFirst.copy).toBe(0);
    expect(ofFirst.text).not.toContain('REPRINT');
  });

  it('gives the voucher as a PDF whose text holds the PIN (pdftotext): the next copy, not the printed one again', async () => {
    await h.call('settings.update', { printer: { kind: 'browser' } });
    const sale = await sellPin('707');
    const job = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    const { fileName, base64 } = await h.call('receipts.pdf', { jobId: job.id, columns: 32 });
    expect(fileName).toBe(`voucher-${sale.id}-reprint-1.pdf`);
    const file = join(h.dir, fileName);
    writeFileSync(file, Buffer.from(base64, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, '')).toContain(pinCodeAtService(h, sale.id));
    expect(text).toContain(sale.id);
  });

  it('prints a test page', async () => {
    const fake = await usePrinter('ok');
    const job = await h.call('printing.test', {});
    expect(job).toMatchObject({ kind: 'test', saleId: null, outcome: 'printed' });
    expect(decodeEscPos(fake.received()).text).toContain('PRINTER TEST');
  });
});
