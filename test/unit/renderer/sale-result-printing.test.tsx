// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MethodInput, PrintJob, ReceiptBlock, ReceiptLayout, Sale } from '@shared/contract';
import { BridgeContext } from '../../../src/renderer/src/data/bridge-context';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { createTillQueryClient } from '../../../src/renderer/src/data/query-client';
import { wireTillEvents } from '../../../src/renderer/src/data/till-events';
import { jobsWithJob } from '../../../src/renderer/src/data/use-print-jobs';
import { LanguageProvider } from '../../../src/renderer/src/i18n/language-provider';
import { SaleResult } from '../../../src/renderer/src/screens/sale/sale-result';
import { type Answers, deferred } from './support/fake-bridge';
import { stepBridge } from './support/step-bridge';
import { anOperator, aSale, aStatus } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';
import { watchPrintWindow } from './support/print-window';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const RECEIPT_SALE = aSale({ state: 'succeeded' });
const PIN_SALE = aSale({
  id: 'T1-PIN',
  state: 'succeeded',
  pin: { serial: '4815162342', masked: '••••••••••••••', value: null, ivr: null, validity: '90 days', info: [] },
});

function aJob(change: Partial<PrintJob> = {}): PrintJob {
  return {
    id: 1,
    saleId: RECEIPT_SALE.id,
    kind: 'receipt',
    subject: null,
    copy: 0,
    printer: 'Network printer 192.168.1.50:9100',
    outcome: 'printed',
    reason: null,
    problem: null,
    startedAt: '2026-11-22T10:00:01.000Z',
    finishedAt: '2026-11-22T10:00:02.000Z',
    ...change,
  };
}

/** The next copy's preview; a job's page (printed in place) says which job it is. */
function layoutOf(input: MethodInput<'receipts.render'>): ReceiptLayout {
  if ('jobId' in input) return { columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: [`JOB ${input.jobId}`], align: 'center', scale: 1, bold: true, role: 'title' }] };
  const title = input.kind === 'voucher' ? 'PIN VOUCHER' : 'RECEIPT';
  const pin: ReceiptBlock = { kind: 'text', lines: ['1234 5678 9012 34'], align: 'center', scale: 2, bold: true, role: 'pin' };
  return {
    columns: 48,
    language: input.language ?? 'en',
    direction: input.language === 'ar' ? 'rtl' : 'ltr',
    blocks: [
      { kind: 'text', lines: [title], align: 'center', scale: 1, bold: true, role: 'title' },
      { kind: 'row', key: 'Sale', value: [input.saleId], inline: true, bold: false },
      ...(input.kind === 'voucher' ? [pin] : []),
    ],
  };
}

/** The result step over a fake bridge, its cache fed by main's events, in a router kept in memory. */
function showResult(sale: Sale, answers: Answers = {}) {
  // The fake core numbers the next copy as the core does: after every job that did not fail (its latest word).
  const known = new Map<number, PrintJob>();
  const note = (job: PrintJob) => known.set(job.id, job);
  const given = answers['printing.jobs'];
  if (Array.isArray(given)) given.forEach(note);
  const print = answers['printing.print'];
  const fake = stepBridge({
    'status.get': aStatus(),
    'receipts.render': (input) => ({ layout: layoutOf(input), copy: [...known.values()].filter((job) => job.outcome !== 'failed').length, text: '' }),
    'printing.jobs': [],
    ...answers,
    ...(print
      ? {
          'printing.print': async (input: MethodInput<'printing.print'>) => {
            const job = await (typeof print === 'function' ? print(input) : print);
            note(job);
            return job;
          },
        }
      : {}),
  });
  fake.bridge.on('print.changed', note);
  const client = createTillQueryClient();
  wireTillEvents(fake.bridge, client);
  const location = memoryLocation({ path: '/sell', record: true });
  const onNewSale = vi.fn();
  render(
    <BridgeContext.Provider value={fake.bridge}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <Router hook={location.hook}>
            <SaleResult sale={sale} operator={anOperator()} onNewSale={onNewSale} onSameAgain={() => undefined} />
          </Router>
        </LanguageProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>,
  );
  return { fake, location, onNewSale };
}

const printStatus = () => screen.getByText((_, element) => element?.classList.contains('print-status') ?? false);
const expectStatus = (text: string) => vi.waitFor(() => expect(printStatus().textContent).toBe(text));

describe('printing from the result step', () => {
  it('offers the receipt alone for a sale without a PIN, and previews it', async () => {
    const { fake } = showResult(RECEIPT_SALE);
    const preview = await screen.findByRole('region', { name: 'Receipt preview' });
    expect(await within(preview).findByText('RECEIPT')).toBeTruthy();
    expect(fake.callsOf('receipts.render')[0]).toMatchObject({ saleId: RECEIPT_SALE.id, kind: 'receipt', copy: 'original' });
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print voucher' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Same again' })).toBeTruthy();
  });

  it('offers the receipt and the voucher for a PIN sale, and previews the voucher with its PIN', async () => {
    const { fake } = showResult(PIN_SALE, { 'printing.jobs': [] });
    const voucher = screen.getByRole('group', { name: 'PIN voucher' });
    const preview = within(voucher).getByRole('region', { name: 'Receipt preview' });
    expect(await within(preview).findByText('PIN VOUCHER')).toBeTruthy();
    expect(voucher.querySelector('.pin-code strong')?.textContent).toBe('12345678901234');
    expect(fake.callsOf('receipts.render')[0]).toMatchObject({ saleId: PIN_SALE.id, kind: 'voucher' });
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print voucher' })).toBeTruthy();
  });

  it('says "Printing…" while the printer is at it, then "Printed", and offers a reprint after', async () => {
    const answer = deferred<PrintJob>();
    const { fake } = showResult(RECEIPT_SALE, { 'printing.print': () => answer.promise });
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(fake.callsOf('printing.print')).toEqual([{ saleId: RECEIPT_SALE.id, kind: 'receipt' }]);
    await expectStatus('Printing…');
    expect(printStatus().getAttribute('role')).toBe('status');

    await act(async () => answer.resolve(aJob()));
    await expectStatus('Printed');
    expect(await screen.findByRole('button', { name: 'Reprint' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });

  it('says why it did not print, and "Try again" prints the same document again; the sale goes on regardless', async () => {
    let tries = 0;
    const { fake, onNewSale } = showResult(PIN_SALE, {
      'printing.print': (input) => {
        tries += 1;
        return tries === 1
          ? aJob({ id: tries, saleId: input.saleId, kind: input.kind, outcome: 'failed', reason: 'The printer is out of paper.' })
          : aJob({ id: tries, saleId: input.saleId, kind: input.kind });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Print voucher' }));
    await expectStatus('Not printed: The printer is out of paper.');
    // A failed print is no copy: the voucher's button still prints, not reprints.
    expect(screen.getByRole('button', { name: 'Print voucher' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New sale' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expectStatus('Printed');
    expect(fake.callsOf('printing.print')).toEqual([
      { saleId: PIN_SALE.id, kind: 'voucher' },
      { saleId: PIN_SALE.id, kind: 'voucher' },
    ]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reprint' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New sale' }));
    expect(onNewSale).toHaveBeenCalledTimes(1);
    expect(fake.callsOf('sales.create')).toHaveLength(0);
  });

  it('says the till’s own refusal the same way', async () => {
    let tries = 0;
    const { fake } = showResult(RECEIPT_SALE, {
      'printing.print': () => {
        tries += 1;
        if (tries === 1) throw new BridgeError('PRINTER_UNREACHABLE', 'Nothing answers at 192.168.1.50:9100.');
        return aJob({ outcome: 'unconfirmed' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    await expectStatus('Not printed: Nothing answers at 192.168.1.50:9100.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expectStatus('Sent to the printer — it could not confirm the printout');
    expect(fake.callsOf('printing.print')).toHaveLength(2);
  });

  it('shows the automatic print of this sale as it starts and as the printer answers, and no other sale’s', async () => {
    const { fake } = showResult(RECEIPT_SALE);
    await screen.findByRole('button', { name: 'Print receipt' });
    await vi.waitFor(() => expect(fake.callsOf('printing.jobs')).toHaveLength(1));
    expect(printStatus().textContent).toBe('');

    act(() => fake.emit('print.changed', aJob({ id: 7, saleId: 'T1-OTHER', outcome: 'failed', reason: 'Out of paper' })));
    act(() => fake.emit('print.changed', aJob({ id: 8, outcome: 'printing', finishedAt: null })));
    await expectStatus('Printing…');
    expect(screen.getByRole('button', { name: 'Reprint' })).toBeTruthy();
    act(() => fake.emit('print.changed', aJob({ id: 8, outcome: 'printed' })));
    await expectStatus('Printed');
  });

  it('shows the last print’s answer when the step opens', async () => {
    showResult(RECEIPT_SALE, { 'printing.jobs': [aJob({ id: 1, outcome: 'failed', reason: 'Out of paper' }), aJob({ id: 2, outcome: 'unconfirmed' })] });
    await expectStatus('Sent to the printer — it could not confirm the printout');
    expect(screen.getByRole('button', { name: 'Reprint' })).toBeTruthy();
  });

  it('says a problem the till can name in the screen’s words, with the core’s detail where it adds one', async () => {
    showResult(RECEIPT_SALE, { 'printing.jobs': [aJob({ outcome: 'failed', reason: 'The printer is out of paper. Put in a new roll, then print again.', problem: 'paper-out' })] });
    await expectStatus('Not printed: the printer is out of paper. Put in a new roll, then print again.');
    cleanup();
    showResult(RECEIPT_SALE, { 'printing.jobs': [aJob({ outcome: 'failed', reason: 'lp: The printer or class does not exist.', problem: 'queue' })] });
    await expectStatus('Not printed: the print queue did not take the job (lp: The printer or class does not exist.).');
  });

  it('prints that job from the result step when the browser is the printer, and stays on it', async () => {
    const printWindow = watchPrintWindow();
    try {
      const { fake, location } = showResult(RECEIPT_SALE, {
        'printing.jobs': [aJob({ outcome: 'browser' })],
        'printing.print': aJob({ id: 2, copy: 1, outcome: 'browser' }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Reprint' }));
      await vi.waitFor(() => expect(printWindow.opened()).toBe(1));
      expect(printWindow.sheetText()).toContain('JOB 2');
      expect(fake.callsOf('receipts.render')).toContainEqual({ jobId: 2 });
      expect(location.history).toEqual(['/sell']);
      expect(screen.getByRole('region', { name: 'Sale progress' })).toBeTruthy();
      await expectStatus('Prints from this screen');
    } finally {
      printWindow.restore();
    }
  });

  it('opens the print page of an automatic print the browser is to print', async () => {
    const { location } = showResult(RECEIPT_SALE, { 'printing.jobs': [aJob({ id: 5, outcome: 'browser' })] });
    await expectStatus('Prints from this screen');
    fireEvent.click(screen.getByRole('button', { name: 'Open print page' }));
    expect(location.history).toContain('/print/job/5');
  });
});

describe('a print job landing in the cached list', () => {
  it('replaces its earlier self, is added in order, and never steps back to printing', () => {
    const printing = aJob({ id: 2, outcome: 'printing', finishedAt: null });
    const printed = aJob({ id: 2 });
    expect(jobsWithJob([aJob({ id: 3 })], printing).map((job) => job.id)).toEqual([2, 3]);
    expect(jobsWithJob([printing], printed)).toEqual([printed]);
    const list = [printed];
    expect(jobsWithJob(list, printing)).toBe(list);
  });
});
