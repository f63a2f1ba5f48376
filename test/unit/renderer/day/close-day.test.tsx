// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MethodInput, PrintJob, ReceiptLayout } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { watchPrintWindow } from '../support/print-window';
import { aStatus } from '../support/till-fixtures';
import { aDaySummary, DAY, PENDING_SALE } from './day-fixtures';
import { dayFigures, showDay } from './show-day';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

const REFUSAL = '1 sale(s) of this day are not settled yet. Wait until they are sent and checked, or cancel the queued ones, before closing the day.';
const CLOSED_AT = '2026-11-22T21:30:00.000Z';

function aJob(change: Partial<PrintJob> = {}): PrintJob {
  return {
    id: 5,
    saleId: null,
    kind: 'day',
    subject: DAY,
    copy: 0,
    printer: 'Network printer 192.168.1.50:9100',
    outcome: 'printed',
    reason: null,
    problem: null,
    startedAt: '2026-11-22T21:30:01.000Z',
    finishedAt: '2026-11-22T21:30:02.000Z',
    ...change,
  };
}

/** A core that closes the day once asked: before, its X is open; after, the till is on the next day. */
function closingCore() {
  let closed = false;
  const z = aDaySummary({ kind: 'Z', closedAt: CLOSED_AT });
  return {
    'reports.day': (input: MethodInput<'reports.day'>) => {
      if (input?.kind === 'Z') {
        closed = true;
        return z;
      }
      if (!closed || input?.day === DAY) return closed ? { ...z, kind: 'X' as const } : aDaySummary();
      return aDaySummary({ day: '2026-11-23', from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z', byCurrency: [], byShift: [], byState: [], refunds: [], refundTotals: [] });
    },
    'status.get': () => aStatus({ businessDay: closed ? '2026-11-23' : DAY }),
  };
}

async function closeTheDay() {
  await dayFigures();
  fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Close Sun, Nov 22, 2026?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close the day' }));
}

describe('closing the day', () => {
  it('asks first, and closes nothing when the manager cancels', async () => {
    const { fake } = showDay();
    await dayFigures();
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This is final/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.callsOf('reports.day').filter((input) => (input as { kind?: string })?.kind === 'Z')).toEqual([]);
  });

  it('is refused while sales are unsettled: says why, and lists the sales to settle', async () => {
    let refused = false;
    const { fake } = showDay({
      'reports.day': (input) => {
        if (input?.kind === 'Z') {
          refused = true;
          throw new BridgeError('ILLEGAL_STATE', REFUSAL);
        }
        // The sale was queued after the screen first read the day: the figures read after the refusal list it.
        return aDaySummary(refused ? { pending: [PENDING_SALE] } : {});
      },
    });
    await closeTheDay();
    expect((await screen.findByRole('alert', {}, { timeout: 3_000 })).textContent).toBe(REFUSAL);
    expect(fake.callsOf('reports.day')).toContainEqual({ day: DAY, kind: 'Z' });
    const region = screen.getByRole('region', { name: 'Day summary' });
    const pending = await within(region).findByRole('region', { name: 'Not settled yet: 1' });
    expect(within(pending).getByText('(201) 555-0177')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Not settled yet: 1'));
    expect(screen.getByText('The sales to settle are listed first in the day summary.')).toBeTruthy();
    expect(fake.callsOf('printing.printReport')).toEqual([]);
  });

  it('closes: shows the Z, says which day the till is on now, and prints the Z once by itself', async () => {
    const { fake } = showDay({ ...closingCore(), 'printing.printReport': aJob() });
    await closeTheDay();
    const region = screen.getByRole('region', { name: 'Day summary' });
    expect((await within(region).findByText(/^Closed at/)).textContent).toMatch(/Z report/);
    expect(await within(region).findByText(/New sales now go to Mon, Nov 23, 2026\./)).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Sun, Nov 22, 2026');
    expect(await screen.findByText('Printed')).toBeTruthy();
    expect(fake.callsOf('printing.printReport')).toEqual([{ report: 'day', day: DAY }]);
    expect(screen.getByRole('button', { name: 'Close the day' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Print report' }));
    await vi.waitFor(() => expect(fake.callsOf('printing.printReport')).toHaveLength(2));
  });

  it('prints the Z from the Day screen when the till prints with the browser, which stays on the closed day', async () => {
    const printWindow = watchPrintWindow();
    try {
      const sheet: ReceiptLayout = { columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: ['Z REPORT'], align: 'center', scale: 1, bold: true, role: 'title' }] };
      const { fake, location } = showDay({ ...closingCore(), 'printing.printReport': aJob({ id: 9, outcome: 'browser' }), 'receipts.render': { layout: sheet, copy: 0, text: '' } });
      await closeTheDay();
      await vi.waitFor(() => expect(printWindow.opened()).toBe(1));
      expect(printWindow.sheetText()).toContain('Z REPORT');
      expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 9 }]);
      expect(location.history).toEqual(['/day']);
      expect(screen.getByRole('heading', { name: 'Sun, Nov 22, 2026' })).toBeTruthy();
      expect(await screen.findByText('Prints from this screen')).toBeTruthy();
      act(() => printWindow.close());

      // "Print report" again: another copy, printed from here too.
      fake.answer('printing.printReport', aJob({ id: 10, copy: 1, outcome: 'browser' }));
      fireEvent.click(screen.getByRole('button', { name: 'Print report' }));
      await vi.waitFor(() => expect(printWindow.opened()).toBe(2));
      expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 9 }, { jobId: 10 }]);
      expect(location.history).toEqual(['/day']);
    } finally {
      printWindow.restore();
    }
  });

  it('does not offer to close a day already closed', async () => {
    showDay({ 'reports.day': aDaySummary({ closedAt: CLOSED_AT }) });
    expect(await screen.findByText('This day is closed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the day' }).hasAttribute('disabled')).toBe(true);
  });
});
