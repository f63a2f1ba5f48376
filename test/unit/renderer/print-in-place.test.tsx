// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MethodInput, ReceiptLayout } from '@shared/contract';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { type PrintTarget, usePrintInPlace } from '../../../src/renderer/src/ui/print-in-place';
import { ErrorLine } from '../../../src/renderer/src/ui/error-line';
import { fakeBridge } from './support/fake-bridge';
import { watchPrintWindow } from './support/print-window';
import { renderWithTill } from './support/render-till';

const printWindow = { current: watchPrintWindow() };
afterEach(() => {
  cleanup();
  printWindow.current.restore();
  printWindow.current = watchPrintWindow();
});

const layout = (line: string): ReceiptLayout => ({ columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: [line], align: 'center', scale: 1, bold: true, role: 'title' }] });

/** A screen with a button that prints `target` in place, and its error line. */
function Printing({ target }: { target: PrintTarget }) {
  const inPlace = usePrintInPlace();
  return (
    <section aria-label="The clerk's screen">
      <button type="button" onClick={() => inPlace.print(target)}>
        Print
      </button>
      <ErrorLine error={inPlace.error} />
      {inPlace.sheet}
    </section>
  );
}

function show(target: PrintTarget, render: (input: MethodInput<'receipts.render'>) => { layout: ReceiptLayout; copy: number; text: string }) {
  const fake = fakeBridge({ 'receipts.render': render, 'printing.testPage': { layout: layout('PRINTER TEST'), text: '' } });
  renderWithTill(
    fake,
    <StrictMode>
      <Printing target={target} />
    </StrictMode>,
  );
  return fake;
}

describe('printing in place', () => {
  it('prints the job’s page once it is drawn, unseen, and takes it away when the print window closes', async () => {
    const fake = show({ jobId: 4 }, () => ({ layout: layout('SHIFT REPORT 3'), copy: 0, text: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(printWindow.current.opened()).toBe(1));
    // Drawn before the print window opened: it is what the paper gets.
    expect(printWindow.current.sheetText()).toContain('SHIFT REPORT 3');
    expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 4 }]);
    // Nothing of it on the clerk's screen (display: none there; aria-hidden for the rest).
    expect(screen.queryByRole('region', { name: 'Receipt preview' })).toBeNull();
    expect(screen.getByRole('region', { name: "The clerk's screen" })).toBeTruthy();

    act(() => printWindow.current.close());
    expect(printWindow.current.sheetText()).toBe('');
    expect(printWindow.current.opened()).toBe(1);
  });

  it('reads a job’s page anew for another print of it, never from what the last one drew (a PIN is drawn once)', async () => {
    let draws = 0;
    const fake = show({ jobId: 9 }, () => ({ layout: layout(++draws === 1 ? 'PIN 1234 5678' : 'PIN •••• ••••'), copy: 0, text: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(printWindow.current.opened()).toBe(1));
    expect(printWindow.current.sheetText()).toContain('1234 5678');
    act(() => printWindow.current.close());

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(printWindow.current.opened()).toBe(2));
    expect(printWindow.current.sheetText()).toContain('•••• ••••');
    expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 9 }, { jobId: 9 }]);
  });

  it('prints the printer’s test page', async () => {
    const fake = show('test', () => {
      throw new Error('a test page is no job');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(printWindow.current.opened()).toBe(1));
    expect(printWindow.current.sheetText()).toContain('PRINTER TEST');
    expect(fake.callsOf('printing.testPage')).toEqual([{}]);
  });

  it('says why when the page cannot be drawn, and opens no print window', async () => {
    show({ jobId: 5 }, () => {
      throw new BridgeError('NOT_FOUND', 'No receipt or report was printed as job 5.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No receipt or report was printed as job 5.'));
    expect(printWindow.current.opened()).toBe(0);
    expect(printWindow.current.sheetText()).toBe('');
  });
});
