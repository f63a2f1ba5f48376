/**
 * Print jobs at their edges: a system print that never answers (Electron's print callback is known to go
 * missing) must not hold the queue; closing waits for jobs and refuses new ones; a job cut off by a stop
 * stays counted; the drawer opens once per sale. The desktop's page printer cannot run here (no Electron
 * binary): a stand-in with its interface plays it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintJob } from '../../../src/shared/contract';
import type { PagePrinter } from '../../../src/main/printing/page-printer';
import { decodeEscPos } from '../../support/escpos-text';
import { startFakePrinter } from '../../support/fake-network-printer';
import { isFinal, numberEnding, sell, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** A page printer whose first print never answers, and whose later ones answer at once. */
function stuckOncePrinter() {
  const requests: Array<{ route: string; aborted: () => boolean }> = [];
  const printer: PagePrinter = {
    list: async () => [{ name: 'Kitchen', isDefault: false }],
    print(request, signal) {
      requests.push({ route: request.route, aborted: () => signal.aborted });
      if (requests.length === 1) return new Promise(() => undefined);
      return Promise.resolve({ outcome: 'unconfirmed', reason: 'Sent to the printer' });
    },
  };
  return { printer, requests };
}

async function readyHarness(extra: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const harness = await startHarness(extra);
  await waitForConnectivity(harness.till, 'online');
  await harness.call('catalog.sync', {});
  return harness;
}

describe('print jobs', () => {
  it('gives up on a print that never answers, counts it as perhaps printed, and prints the next one', async () => {
    const stuck = stuckOncePrinter();
    // A short deadline, for the one print that never answers: only it can meet the deadline.
    h = await readyHarness({ till: { pagePrinter: stuck.printer, timings: { printTimeoutMs: 300 } } });
    await h.call('settings.update', { printer: { kind: 'system', systemName: 'Kitchen', autoPrint: false } });
    const sale = await waitForSale(h.till, (await sell(h, '801')).id, isFinal);
    const first = h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
    const second = h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
    expect(await first).toMatchObject({ outcome: 'unconfirmed', copy: 0, reason: expect.stringMatching(/in time/) });
    expect(await second).toMatchObject({ outcome: 'unconfirmed', copy: 1 });
    expect(stuck.requests.map((request) => request.route)).toEqual([expect.stringMatching(/^\/print\/job\/\d+$/), expect.stringMatching(/^\/print\/job\/\d+$/)]);
    expect(stuck.requests[0]!.aborted()).toBe(true);
    expect(await h.call('printing.printers', {})).toEqual({ printers: [{ name: 'Kitchen', isDefault: false }] });
  });

  it('closes only once the jobs under way have their outcome, refusing new ones meanwhile', async () => {
    const printer = await startFakePrinter('silent');
    try {
      h = await readyHarness();
      await h.call('settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false } });
      const sale = await waitForSale(h.till, (await sell(h, '802')).id, isFinal);
      const outcomes: PrintJob[] = [];
      h.till.events.on('print.changed', (job) => outcomes.push(job));
      const underWay = h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
      const closing = h.till.close();
      // Once what is already queued has run (no clock: closing reaches the print service without any I/O), it refuses.
      await new Promise(setImmediate);
      await expect(h.call('printing.print', { saleId: sale.id, kind: 'receipt' })).rejects.toMatchObject({ code: 'ILLEGAL_STATE' });
      await closing;
      expect((await underWay).outcome).toBe('unconfirmed');
      expect(outcomes.at(-1)).toMatchObject({ outcome: 'unconfirmed' });
      // Reopened: the job kept its outcome, and counts as a copy.
      await h.restart();
      expect((await h.call('printing.jobs', { saleId: sale.id })).map((job) => job.outcome)).toEqual(['unconfirmed']);
      expect((await h.call('receipts.render', { saleId: sale.id, kind: 'receipt' })).copy).toBe(1);
    } finally {
      await printer.close();
    }
  });

  it('opens the drawer with the first print of a sale only, whichever document it is', async () => {
    const printer = await startFakePrinter('ok');
    try {
      h = await readyHarness();
      await h.call('settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false, drawerKick: true } });
      const operators = await h.call('catalog.operators', { country: 'NG' });
      const pin = await h.call('catalog.operator', { operatorId: operators.find((operator) => operator.pin)!.id });
      const created = await h.call('sales.create', { operatorId: pin.id, amount: validAmount(pin), recipient: { country: 'NG', number: numberEnding('NG', '803') } });
      const sale = await waitForSale(h.till, created.id, isFinal);
      await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
      await h.call('printing.print', { saleId: sale.id, kind: 'receipt' });
      expect(printer.jobs().map((bytes) => decodeEscPos(bytes).pulses)).toEqual([1, 0]);
    } finally {
      await printer.close();
    }
  });

  it("prints a shop name with control characters and noncharacters in it, each as a visible '?', and a training till's test page marked", async () => {
    const printer = await startFakePrinter('ok');
    try {
      h = await readyHarness({ till: { environment: 'training' } });
      await h.call('settings.update', { shop: { name: 'Corner\u001b@ Shop\u0000\uFFFF' }, printer: { kind: 'network', address: printer.address, autoPrint: false } });
      expect(await h.call('printing.test', {})).toMatchObject({ outcome: 'printed' });
      const lines = decodeEscPos(printer.received()).text.split('\n').map((line) => line.trim());
      expect(lines).toContain('Corner?@ Shop??');
      // A training till's: the mark is the first line and the last.
      const printed = lines.filter((line) => line !== '');
      expect([printed[0], printed.at(-1)]).toEqual(['TRAINING — NOT VALID', 'TRAINING — NOT VALID']);
    } finally {
      await printer.close();
    }
  });

  it('refuses a printer address the printer could not use, in words, and keeps the old one', async () => {
    h = await readyHarness();
    for (const address of ['192.168.1.500', 'printer:99999', 'printer:0', '-printer', 'a..b', 'http://printer/']) {
      await expect(h.call('settings.update', { printer: { kind: 'network', address } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await h.call('settings.get', {})).printer.kind).toBe('browser');
  });
});
