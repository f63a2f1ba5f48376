/**
 * Every way a PIN leaves the till is one counted, logged copy, on a real till (journal, simulator over HTTP,
 * clerks): no sale, list or event carries the code; a preview shows it masked however often it is asked; a job's
 * page shows it once; a PDF and "Show PIN" are copies numbered with the prints, under the reprint rule, each in
 * the audit trail; and a voucher first copied after its customer has gone is already REPRINT 1.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { inState, numberEnding, pinCodeAtService, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';
import { refused } from '../../support/refused';

const CHEAP_PINS = { n: 2 ** 10, r: 8, p: 1 };

const digits = (text: string) => text.replace(/\s+/g, '');

describe('copies of a PIN', () => {
  let h: Harness;
  let clock = new Date();
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let grace = '';
  let ada = '';
  /** Every sale.updated event the till sent, as the screens and the web host's stream get them. */
  let events: string[] = [];

  beforeEach(async () => {
    clock = new Date();
    h = await startHarness({ till: { pinCost: CHEAP_PINS, now: () => clock } });
    events = [];
    h.till.events.on('sale.updated', (sale) => events.push(JSON.stringify(sale)));
    await waitForConnectivity(h.till, 'online');
    await h.call('catalog.sync', {});
    grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!.id;
    ada = (await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' })).id;
    await h.call('settings.update', { printer: { kind: 'browser' } });
    await h.call('shifts.open', { float: '0' });
    await h.call('clerks.signIn', { clerkId: ada, pin: '1357' });
  });
  afterEach(() => h.close());

  async function sellPin(lastThree: string): Promise<Sale> {
    const summary = (await h.call('catalog.operators', { country: 'NG' })).find((operator) => operator.pin)!;
    const operator = await h.call('catalog.operator', { operatorId: summary.id });
    const sale = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', lastThree) } });
    return waitForSale(h.till, sale.id, inState('succeeded'));
  }

  async function pdfText(jobId: number): Promise<{ fileName: string; text: string }> {
    const { fileName, base64 } = await h.call('receipts.pdf', { jobId });
    const file = join(h.dir, fileName);
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return { fileName, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
  }

  it('no sale, list, event or preview carries the code; a job’s page shows it once; every copy is counted and audited', async () => {
    const sale = await sellPin('801');
    const code = pinCodeAtService(h, sale.id);
    // Masked: none of its characters, only its length.
    const masked = (await h.call('sales.get', { id: sale.id })).sale.pin!.masked!;
    expect(masked).toBe('•'.repeat(code.length));
    // Nowhere but a counted copy: not in the sale, the history, the events, nor any preview however often asked.
    expect(JSON.stringify(await h.call('sales.get', { id: sale.id }))).not.toContain(code);
    expect(JSON.stringify(await h.call('sales.list', {}))).not.toContain(code);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event).not.toContain(code);
    for (let i = 0; i < 3; i += 1) {
      const preview = await h.call('receipts.render', { saleId: sale.id, kind: 'voucher' });
      expect(digits(preview.text)).not.toContain(code);
      const pinLine = preview.layout.blocks.flatMap((block) => (block.kind === 'text' && block.role === 'pin' ? block.lines : []));
      expect(pinLine.join('')).toMatch(/^[• ]+$/);
      expect(preview.copy).toBe(0);
    }

    // The print page draws the original once with its PIN; drawn again (a reload, Back), the code is masked.
    const original = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    expect(original).toMatchObject({ copy: 0, outcome: 'browser' });
    expect(digits((await h.call('receipts.render', { jobId: original.id })).text)).toContain(code);
    const again = await h.call('receipts.render', { jobId: original.id });
    expect(digits(again.text)).not.toContain(code);
    expect(again.copy).toBe(0);

    // A PDF of that job is not the original again: the next copy, REPRINT 1, with the PIN in it.
    const pdf = await pdfText(original.id);
    expect(pdf.fileName).toBe(`voucher-${sale.id}-reprint-1.pdf`);
    expect(digits(pdf.text)).toContain(code);
    expect(pdf.text).toContain('REPRINT 1');

    // The third copy, whichever way, is a manager's (Settings: reprints need a manager): a PDF, a print, Show PIN.
    expect((await refused(h.call('receipts.pdf', { jobId: original.id }))).fields).toMatchObject({ action: 'reprint', subject: sale.id });
    expect((await refused(h.call('printing.print', { saleId: sale.id, kind: 'voucher' }))).code).toBe('MANAGER_REQUIRED');
    expect((await refused(h.call('printing.showPin', { saleId: sale.id }))).code).toBe('MANAGER_REQUIRED');
    await h.call('clerks.approve', { clerkId: grace, pin: '2468', action: 'reprint', subject: sale.id });
    const shown = await h.call('printing.showPin', { saleId: sale.id });
    expect(shown).toEqual({ code: expect.any(String), copy: 2 });
    expect(digits(shown.code)).toBe(code);
    // The approval was for one copy: the next needs another.
    expect((await refused(h.call('printing.showPin', { saleId: sale.id }))).code).toBe('MANAGER_REQUIRED');

    const jobs = await h.call('printing.jobs', { saleId: sale.id });
    expect(jobs.map((job) => [job.copy, job.outcome, job.printer])).toEqual([
      [0, 'browser', expect.any(String)],
      [1, 'saved', 'PDF download'],
      [2, 'shown', 'Screen (Show PIN)'],
    ]);
    await h.call('clerks.signIn', { clerkId: grace, pin: '2468' });
    const trail = (await h.call('audit.list', {})).entries.filter((entry) => entry.saleId === sale.id);
    expect(trail.map((entry) => [entry.action, entry.clerkName, entry.managerName, entry.detail?.split(' · ')[0]])).toEqual([
      ['voucher-printed', 'Ada', null, 'original'],
      ['voucher-pdf', 'Ada', null, 'REPRINT 1'],
      ['approval-given', 'Ada', 'Grace', 'reprint'],
      ['pin-shown', 'Ada', 'Grace', 'REPRINT 2'],
    ]);
    for (const entry of trail) expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('a job’s page shows its PIN only while the job prints: not once its time is past, not for a job that failed', async () => {
    const sale = await sellPin('804');
    const code = pinCodeAtService(h, sale.id);
    const late = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    // The page was never drawn while it printed (never opened): opened later, it shows the code masked.
    advance(60_000);
    expect(digits((await h.call('receipts.render', { jobId: late.id })).text)).not.toContain(code);
    // A network printer that is not there: the job fails before a byte reaches it; its page shows no PIN either.
    await h.call('clerks.approve', { clerkId: grace, pin: '2468', action: 'settings' });
    await h.call('settings.update', { printer: { kind: 'network', address: '127.0.0.1:9' } });
    await h.call('clerks.endApproval');
    const failed = await h.call('printing.print', { saleId: sale.id, kind: 'voucher' });
    expect(failed).toMatchObject({ outcome: 'failed', copy: 1 });
    expect(digits((await h.call('receipts.render', { jobId: failed.id })).text)).not.toContain(code);
    // Failed before the printer had it: no copy, and the trail says so beside the attempt.
    await h.call('clerks.signIn', { clerkId: grace, pin: '2468' });
    const trail = (await h.call('audit.list', {})).entries.filter((entry) => entry.saleId === sale.id).map((entry) => [entry.action, entry.detail?.split(' · ')[0]]);
    expect(trail).toEqual([
      ['voucher-printed', 'original'],
      ['voucher-printed', 'REPRINT 1'],
      ['voucher-not-printed', 'REPRINT 1'],
    ]);
  });

  it('a backup restored in place remembers the copies printed since it was made: no second original', async () => {
    const sale = await sellPin('805');
    const backup = await h.call('journal.backup', {});
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ copy: 0 });
    expect(await h.call('printing.showPin', { saleId: sale.id })).toMatchObject({ copy: 1 });
    await h.call('clerks.signIn', { clerkId: grace, pin: '2468' });
    await h.call('journal.restore', { name: backup.name });
    expect((await h.call('printing.jobs', { saleId: sale.id })).map((job) => [job.copy, job.outcome])).toEqual([
      [0, 'browser'],
      [1, 'shown'],
    ]);
    expect(await h.call('printing.print', { saleId: sale.id, kind: 'voucher' })).toMatchObject({ copy: 2 });
    const restored = (await h.call('audit.list', {})).entries.find((entry) => entry.action === 'journal-restored')!;
    expect(restored).toMatchObject({ subject: backup.name, detail: '2 print job(s) since the backup carried over', managerName: 'Grace' });
  });

  it('a voucher first copied after its customer has gone is REPRINT 1, whichever way it goes out', async () => {
    const printed = await sellPin('802');
    const shown = await sellPin('803');
    advance(16 * 60_000);
    // The idle lock took the till meanwhile.
    await h.call('clerks.signIn', { clerkId: ada, pin: '1357' });
    expect((await h.call('receipts.render', { saleId: printed.id, kind: 'voucher' })).copy).toBe(1);
    expect(await h.call('printing.print', { saleId: printed.id, kind: 'voucher' })).toMatchObject({ copy: 1 });
    expect(await h.call('printing.showPin', { saleId: shown.id })).toMatchObject({ copy: 1 });
    expect((await h.call('printing.jobs', { saleId: shown.id })).map((job) => job.copy)).toEqual([1]);
    // Counted from there: the next is REPRINT 2, and the one after a manager's.
    expect(await h.call('printing.print', { saleId: shown.id, kind: 'voucher' })).toMatchObject({ copy: 2 });
    expect((await refused(h.call('printing.print', { saleId: shown.id, kind: 'voucher' }))).code).toBe('MANAGER_REQUIRED');
  });

  it('a refunded PIN sale has no voucher: its PIN is never shown, printed or put in a PDF', async () => {
    const refunded = await waitForSale(h.till, (await sellPinQueued('222')).id, inState('refunded'));
    expect((await refused(h.call('printing.showPin', { saleId: refunded.id }))).code).toBe('INVALID_INPUT');
    expect((await refused(h.call('printing.print', { saleId: refunded.id, kind: 'voucher' }))).code).toBe('INVALID_INPUT');
    const receipt = await h.call('printing.print', { saleId: refunded.id, kind: 'receipt' });
    const pdf = await pdfText(receipt.id);
    expect(pdf.fileName).toBe(`receipt-${refunded.id}-reprint-1.pdf`);
    expect((await h.call('printing.jobs', { saleId: refunded.id })).map((job) => job.kind)).toEqual(['receipt', 'receipt']);
  });

  async function sellPinQueued(lastThree: string): Promise<Sale> {
    const summary = (await h.call('catalog.operators', { country: 'NG' })).find((operator) => operator.pin)!;
    const operator = await h.call('catalog.operator', { operatorId: summary.id });
    return h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', lastThree) } });
  }
});
