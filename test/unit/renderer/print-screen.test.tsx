// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { MethodInput, ReceiptBlock, ReceiptLayout } from '@shared/contract';
import { printPath, printRequestOf } from '../../../src/renderer/src/lib/screen-paths';
import { TillApp } from '../../../src/renderer/src/app/till-app';
import { paperPageClass } from '../../../src/renderer/src/ui/paper-page';
import { fakeBridge } from './support/fake-bridge';
import { aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

const SALE_ID = 'T1-AAAA';
/** The fake core's print jobs: job 7 is the original of a receipt, job 9 a voucher's second reprint. */
const JOB_COPIES: Record<number, number> = { 7: 0, 9: 2 };

function layoutOf(input: MethodInput<'receipts.render'>): ReceiptLayout {
  const copy = 'jobId' in input ? (JOB_COPIES[input.jobId] ?? 0) : 0;
  return {
    columns: 32,
    language: 'en',
    direction: 'ltr',
    blocks: [
      { kind: 'text', lines: [copy > 0 ? `REPRINT ${copy}` : 'RECEIPT'], align: 'center', scale: 1, bold: true, role: 'title' },
      { kind: 'row', key: 'Sale', value: [SALE_ID], inline: true, bold: false },
      { kind: 'feed', lines: 3 },
      { kind: 'cut' },
    ],
  };
}

let print: ReturnType<typeof vi.fn>;

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
beforeEach(() => {
  print = vi.fn();
  window.print = print as unknown as typeof window.print;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The whole till opened at `path`, as the result step (or the desktop app) opens the print page. */
function openPrintPage(path: string) {
  const fake = fakeBridge({
    'status.get': aStatus(),
    'settings.get': someSettings(),
    'receipts.render': (input) => ({ layout: layoutOf(input), copy: 'jobId' in input ? (JOB_COPIES[input.jobId] ?? 0) : 0, text: '' }),
    'receipts.pdf': { fileName: `receipt-${SALE_ID}.pdf`, base64: btoa('%PDF-1.7 a receipt') },
    'printing.testPage': { layout: layoutOf({ saleId: SALE_ID, kind: 'receipt' }), text: '' },
    // Another copy is another job: job 10, the next reprint, printed by the browser too.
    'printing.again': (input) => {
      JOB_COPIES[10] = 1;
      return { id: 10, saleId: SALE_ID, kind: 'receipt', subject: null, copy: input.jobId === 7 ? 1 : 0, printer: 'This browser', outcome: 'browser', reason: null, problem: null, startedAt: '2026-11-22T10:01:00.000Z', finishedAt: '2026-11-22T10:01:00.000Z' };
    },
  });
  const location = memoryLocation({ path, record: true });
  // As main.tsx renders it: StrictMode runs effects twice, and the page must still print once.
  render(
    <StrictMode>
      <TillApp bridge={fake.bridge} location={location.hook} />
    </StrictMode>,
  );
  return { fake, location };
}

describe('the print page', () => {
  it('shows the receipt alone, says it is ready, and prints it once by itself; "Print" makes another copy, a job of its own', async () => {
    const { fake, location } = openPrintPage('/print/job/7');
    const page = await screen.findByRole('region', { name: 'Print' });
    const preview = within(page).getByRole('region', { name: 'Receipt preview' });
    expect(await within(preview).findByText('RECEIPT')).toBeTruthy();
    expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 7 }]);
    expect(document.documentElement.dataset.printReady).toBe('true');
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // 32 columns: 58 mm paper, on the shortest page that holds it.
    expect(page.className).toContain('receipt-page-58-150');

    // Never the same job's page printed twice unseen: the core numbers the next copy, and its page prints it.
    fireEvent.click(within(page).getByRole('button', { name: 'Print' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/print/job/10'));
    expect(fake.callsOf('printing.again')).toEqual([{ jobId: 7 }]);
    expect(await screen.findByText('REPRINT 1')).toBeTruthy();
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });

  it('draws the job again once the browser has printed it: the core then gives the voucher with its PIN masked', async () => {
    const { fake } = openPrintPage('/print/job/7');
    await screen.findByText('RECEIPT');
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 7 }]);
    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 7 }, { jobId: 7 }]));
    // Drawn again, not printed again.
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints the test page with the browser’s own print, no copy to count', async () => {
    const { fake } = openPrintPage('/print/test');
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(fake.callsOf('printing.again')).toEqual([]);
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
  });

  it('shows the copy of the job the address names: REPRINT n', async () => {
    const { fake } = openPrintPage('/print/job/9');
    expect(await screen.findByText('REPRINT 2')).toBeTruthy();
    expect(fake.callsOf('receipts.render')).toEqual([{ jobId: 9 }]);
  });

  it('leaves the printing to the desktop app with ?silent=1, and only says it is ready', async () => {
    openPrintPage('/print/job/7?silent=1');
    await screen.findByText('RECEIPT');
    await vi.waitFor(() => expect(document.documentElement.dataset.printReady).toBe('true'));
    expect(print).not.toHaveBeenCalled();
  });

  it('downloads the PDF the core makes, through an object URL it lets go of after', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { fake } = openPrintPage('/print/job/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(fake.callsOf('receipts.pdf')).toEqual([{ jobId: 7 }]);
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 a receipt');
    expect(clicked[0]?.download).toBe(`receipt-${SALE_ID}.pdf`);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:receipt');
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:receipt'), { timeout: 3_000 });
  });

  it('goes back to selling when it was opened straight from its address', async () => {
    const { location } = openPrintPage('/print/job/7?silent=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/sell'));
    expect(document.documentElement.dataset.printReady).toBeUndefined();
  });

  it('sends an address that names no receipt to selling', async () => {
    const { location } = openPrintPage('/print/job/first');
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/sell'));
  });
});

describe('the page a receipt prints on', () => {
  it('is as wide as the paper and long enough for the receipt', () => {
    const rows = (count: number): ReceiptBlock[] => Array.from({ length: count }, () => ({ kind: 'row', key: 'Key', value: ['value'], inline: true, bold: false }));
    expect(paperPageClass({ columns: 48, language: 'en', direction: 'ltr', blocks: [...rows(10)] })).toBe('receipt-page-80-150');
    expect(paperPageClass({ columns: 42, language: 'en', direction: 'ltr', blocks: [...rows(70)] })).toBe('receipt-page-80-300');
    expect(paperPageClass({ columns: 32, language: 'en', direction: 'ltr', blocks: [...rows(55)] })).toBe('receipt-page-58-200');
  });
});

describe('the print page’s address', () => {
  it('names the print job, and reads back what it names', () => {
    const path = printPath({ jobId: 42 });
    expect(path).toBe('/print/job/42');
    expect(printRequestOf({ jobId: path.split('/').at(-1) })).toEqual({ jobId: 42 });
    // `?silent=1` written after the fragment's path is no part of the job.
    expect(printRequestOf({ jobId: '42?silent=1' })).toEqual({ jobId: 42 });
    expect(printRequestOf({ jobId: '0' })).toBeNull();
    expect(printRequestOf({ jobId: 'first' })).toBeNull();
    expect(printRequestOf({})).toBeNull();
  });
});
