// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { PrintJob, ReceiptLayout, ShiftReport } from '@shared/contract';
import { TillApp } from '../../../../src/renderer/src/app/till-app';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { type Answers, type FakeBridge, fakeBridge } from '../support/fake-bridge';
import { aCashLine, aSession, aShift, aShiftReport, tillAnswers } from './session-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';
import { watchPrintWindow } from '../support/print-window';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

/** The whole till at `path`, as main.tsx renders it (StrictMode runs effects twice: a report still prints once). */
function openTill(fake: FakeBridge, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <StrictMode>
      <TillApp bridge={fake.bridge} location={location.hook} />
    </StrictMode>,
  );
  return location;
}

function aJob(change: Partial<PrintJob> = {}): PrintJob {
  return { id: 7, saleId: null, kind: 'shift', subject: '3', copy: 0, printer: 'Network printer 192.168.1.50:9100', outcome: 'printed', reason: null, problem: null, startedAt: '2026-11-22T16:00:00.000Z', finishedAt: '2026-11-22T16:00:01.000Z', ...change };
}

async function typeOnKeypad(within_: HTMLElement, keys: string) {
  const keypad = within(within_).getByRole('group', { name: 'Keypad' });
  for (const key of keys) fireEvent.click(within(keypad).getByRole('button', { name: key === '.' ? 'decimal point' : key }));
}

const closedReport = (cash: ShiftReport['cash']) => aShiftReport({ shift: aShift({ closedAt: '2026-11-22T16:00:00.000Z', closedBy: 'alice' }), cash });

/** A till with shift 3 open; closing it answers `closed`, and says the session has no shift any more. */
function aTillClosing(closed: ShiftReport, more: Answers = {}): FakeBridge {
  const fake: FakeBridge = fakeBridge(
    tillAnswers(aSession(), {
      'shifts.report': (input) => (input?.id === 3 && fake.callsOf('shifts.close').length > 0 ? closed : aShiftReport({ cash: closed.cash.map((line) => ({ ...line, counted: null, difference: null })) })),
      'shifts.close': () => {
        fake.answer('clerks.session', aSession({ shift: null }));
        // As the core does: the session's news first, then the answer.
        fake.emit('session.changed', aSession({ shift: null }));
        return closed;
      },
      'shifts.list': [],
      'printing.printReport': aJob(),
      ...more,
    }),
  );
  return fake;
}

describe('opening a shift', () => {
  it('asks for the opening float before selling, and opens the shift with it as typed', async () => {
    const fake = fakeBridge(tillAnswers(aSession({ shift: null }), { 'shifts.open': aSession() }));
    openTill(fake, '/sell');
    const panel = await screen.findByRole('region', { name: 'Open shift' });
    expect(screen.queryByRole('region', { name: "Customer's number" })).toBeNull();
    const button = within(panel).getByRole('button', { name: 'Open shift' });
    expect(button).toHaveProperty('disabled', true);

    await typeOnKeypad(panel, '50.05');
    const float = within(panel).getByRole('textbox', { name: 'Opening float' });
    expect(float).toHaveProperty('value', '50.05');
    expect(within(panel).getByText('USD')).toBeTruthy();
    fireEvent.click(button);

    await vi.waitFor(() => expect(fake.callsOf('shifts.open')).toEqual([{ float: '50.05', currency: 'USD' }]));
    expect(await screen.findByRole('region', { name: "Customer's number" })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Open shift' })).toBeNull();
  });

  it('takes the float from the keyboard, a comma as the decimal point, and opens on Enter', async () => {
    const fake = fakeBridge(tillAnswers(aSession({ shift: null }), { 'shifts.open': aSession(), 'shifts.list': [], 'shifts.report': aShiftReport() }));
    openTill(fake, '/shift');
    const panel = await screen.findByRole('region', { name: 'Open shift' });
    const float = within(panel).getByRole('textbox', { name: 'Opening float' });
    fireEvent.change(float, { target: { value: '1x2,5' } });
    expect(float).toHaveProperty('value', '12.5');
    fireEvent.keyDown(float, { key: 'Enter' });
    await vi.waitFor(() => expect(fake.callsOf('shifts.open')).toEqual([{ float: '12.5', currency: 'USD' }]));
    // The Shift screen then shows the shift open.
    expect(await screen.findByRole('heading', { name: 'Shift 3' })).toBeTruthy();
  });

  it('says why a shift did not open', async () => {
    const fake = fakeBridge(tillAnswers(aSession({ shift: null }), { 'shifts.open': () => Promise.reject(new BridgeError('ILLEGAL_STATE', 'A shift is already open')) }));
    openTill(fake, '/sell');
    const panel = await screen.findByRole('region', { name: 'Open shift' });
    await typeOnKeypad(panel, '0');
    fireEvent.click(within(panel).getByRole('button', { name: 'Open shift' }));
    await vi.waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe('A shift is already open'));
  });
});

describe('closing a shift', () => {
  it('counts the cash, closes, and shows a shortfall as the right difference; the report prints once by itself', async () => {
    const fake = aTillClosing(closedReport([aCashLine({ counted: 115_000_000, difference: -5_000_000 })]));
    openTill(fake, '/shift');
    expect(await screen.findByRole('heading', { name: 'Shift 3' })).toBeTruthy();
    // The running report: what the drawer should hold.
    const cash = await screen.findByRole('table', { name: 'Cash in the drawer' });
    expect(within(cash).getAllByRole('row').map((row) => row.textContent)).toEqual(['CurrencyUSD', 'Float$100.00', 'Taken$30.00', 'Handed back$10.00', 'Expected$120.00']);

    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const count = await screen.findByRole('region', { name: 'Count the cash' });
    const confirm = within(count).getByRole('button', { name: 'Close shift' });
    expect(confirm).toHaveProperty('disabled', true);
    await typeOnKeypad(count, '115');
    expect(within(count).getByRole('textbox', { name: 'Counted cash USD' })).toHaveProperty('value', '115');
    fireEvent.click(confirm);

    const report = await screen.findByRole('region', { name: 'Shift report' });
    expect(fake.callsOf('shifts.close')).toEqual([{ counted: [{ currency: 'USD', amount: '115' }] }]);
    expect(within(report).getByRole('heading', { name: 'Shift 3 closed' })).toBeTruthy();
    const rows = within(within(report).getByRole('table', { name: 'Cash in the drawer' })).getAllByRole('row');
    expect(rows.slice(-3).map((row) => row.textContent)).toEqual(['Expected$120.00', 'Counted$115.00', 'DifferenceShort $5.00']);
    await vi.waitFor(() => expect(within(report).getByText('Printed')).toBeTruthy());
    expect(fake.callsOf('printing.printReport')).toEqual([{ report: 'shift', shiftId: 3 }]);

    fireEvent.click(within(report).getByRole('button', { name: 'Print report' }));
    await vi.waitFor(() => expect(fake.callsOf('printing.printReport')).toHaveLength(2));

    // Done: with no shift open, the screen offers to open the next one.
    fireEvent.click(within(report).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('region', { name: 'Open shift' })).toBeTruthy();
  });

  it('counts each currency the drawer holds, and says over and exact', async () => {
    const fake = aTillClosing(
      closedReport([
        aCashLine({ counted: 122_500_000, difference: 2_500_000 }),
        aCashLine({ currency: 'EUR', float: 0, taken: 40_000_000, handedBack: 0, expected: 40_000_000, counted: 40_000_000, difference: 0 }),
      ]),
    );
    openTill(fake, '/shift');
    fireEvent.click(await screen.findByRole('button', { name: 'Close shift' }));
    const count = await screen.findByRole('region', { name: 'Count the cash' });
    // The keypad types into the field last tapped; the keyboard into either.
    await typeOnKeypad(count, '122.5');
    fireEvent.focus(within(count).getByRole('textbox', { name: 'Counted cash EUR' }));
    await typeOnKeypad(count, '40');
    expect(within(count).getByRole('textbox', { name: 'Counted cash USD' })).toHaveProperty('value', '122.5');
    expect(within(count).getByRole('textbox', { name: 'Counted cash EUR' })).toHaveProperty('value', '40');
    fireEvent.click(within(count).getByRole('button', { name: 'Close shift' }));

    const report = await screen.findByRole('region', { name: 'Shift report' });
    expect(fake.callsOf('shifts.close')).toEqual([
      {
        counted: [
          { currency: 'USD', amount: '122.5' },
          { currency: 'EUR', amount: '40' },
        ],
      },
    ]);
    // A column per currency: the difference's row says each.
    const rows = within(within(report).getByRole('table', { name: 'Cash in the drawer' })).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('CurrencyUSDEUR');
    expect(rows.at(-1)?.textContent).toBe('DifferenceOver $2.50Exact');
  });

  it('prints the report from the Shift screen when the till prints with the browser, and a look elsewhere finds it again, printed once', async () => {
    const printWindow = watchPrintWindow();
    try {
      const sheet: ReceiptLayout = { columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: ['SHIFT 3 REPORT'], align: 'center', scale: 1, bold: true, role: 'title' }] };
      const fake = aTillClosing(closedReport([aCashLine({ counted: 120_000_000, difference: 0 })]), {
        'printing.printReport': aJob({ outcome: 'browser', id: 12 }),
        'receipts.render': { layout: sheet, copy: 0, text: '' },
      });
      const location = openTill(fake, '/shift');
      fireEvent.click(await screen.findByRole('button', { name: 'Close shift' }));
      const count = await screen.findByRole('region', { name: 'Count the cash' });
      await typeOnKeypad(count, '120');
      fireEvent.click(within(count).getByRole('button', { name: 'Close shift' }));

      // The browser's print window over the report: the clerk stays where they were, the Shift tab lit.
      await vi.waitFor(() => expect(printWindow.opened()).toBe(1));
      expect(printWindow.sheetText()).toContain('SHIFT 3 REPORT');
      expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 12 }]);
      expect(location.history).toEqual(['/shift']);
      const report = screen.getByRole('region', { name: 'Shift report' });
      expect(within(report).getByText('Prints from this screen')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Shift' }).getAttribute('aria-current')).toBe('page');
      act(() => printWindow.close());
      expect(printWindow.sheetText()).toBe('');

      act(() => location.navigate('/sell'));
      act(() => location.navigate('/shift'));
      expect(await screen.findByRole('region', { name: 'Shift report' })).toBeTruthy();
      expect(fake.callsOf('printing.printReport')).toHaveLength(1);
      expect(printWindow.opened()).toBe(1);
    } finally {
      printWindow.restore();
    }
  });

  it('says why the report did not print, and prints it again on request', async () => {
    const fake = aTillClosing(closedReport([aCashLine({ counted: 120_000_000, difference: 0 })]), { 'printing.printReport': aJob({ outcome: 'failed', problem: 'paper-out', reason: 'Out of paper' }) });
    openTill(fake, '/shift');
    fireEvent.click(await screen.findByRole('button', { name: 'Close shift' }));
    const count = await screen.findByRole('region', { name: 'Count the cash' });
    fireEvent.change(within(count).getByRole('textbox', { name: 'Counted cash USD' }), { target: { value: '120' } });
    fireEvent.keyDown(within(count).getByRole('textbox', { name: 'Counted cash USD' }), { key: 'Enter' });
    const report = await screen.findByRole('region', { name: 'Shift report' });
    await vi.waitFor(() => expect(within(report).getByText('Not printed: the printer is out of paper. Put in a new roll, then print again.')).toBeTruthy());
    expect(within(within(report).getByRole('table', { name: 'Cash in the drawer' })).getAllByRole('row').at(-1)?.lastElementChild?.textContent).toBe('Exact');

    fake.answer('printing.printReport', aJob({ id: 8 }));
    fireEvent.click(within(report).getByRole('button', { name: 'Print report' }));
    await vi.waitFor(() => expect(within(report).getByText('Printed')).toBeTruthy());
    expect(fake.callsOf('printing.printReport')).toHaveLength(2);
  });

  it('keeps the count on screen and says why when the close is refused', async () => {
    const fake = aTillClosing(closedReport([aCashLine()]), { 'shifts.close': () => Promise.reject(new BridgeError('NO_SHIFT', 'No shift is open')) });
    openTill(fake, '/shift');
    fireEvent.click(await screen.findByRole('button', { name: 'Close shift' }));
    const count = await screen.findByRole('region', { name: 'Count the cash' });
    await typeOnKeypad(count, '1');
    fireEvent.click(within(count).getByRole('button', { name: 'Close shift' }));
    await vi.waitFor(() => expect(within(count).getByRole('alert').textContent).toBe('No shift is open'));
    expect(screen.queryByRole('region', { name: 'Shift report' })).toBeNull();
    expect(fake.callsOf('printing.printReport')).toEqual([]);
  });
});

describe('earlier shifts', () => {
  it('lists today’s closed shifts when none is open, and shows one’s report without printing it', async () => {
    const earlier = aShift({ id: 2, clerkName: 'Bob', closedAt: '2026-11-22T12:00:00.000Z' });
    const fake = fakeBridge(
      tillAnswers(aSession({ shift: null }), {
        'shifts.list': [earlier, aShift({ id: 1, closedAt: '2026-11-22T07:00:00.000Z' })],
        'shifts.report': aShiftReport({ shift: earlier, cash: [aCashLine({ counted: 120_000_000, difference: 0 })] }),
        'printing.printReport': aJob(),
      }),
    );
    openTill(fake, '/shift');
    const list = await screen.findByRole('region', { name: 'Earlier shifts today' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.split(' · ')[0])).toEqual(['Shift 2', 'Shift 1']);
    fireEvent.click(buttons[0] as HTMLElement);
    const report = await screen.findByRole('region', { name: 'Shift report' });
    expect(within(report).getByRole('heading', { name: 'Shift 2 closed' })).toBeTruthy();
    await vi.waitFor(() => expect(fake.callsOf('shifts.report')).toEqual([{ id: 2 }]));
    expect(fake.callsOf('printing.printReport')).toEqual([]);
  });
});
