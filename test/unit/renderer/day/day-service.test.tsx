// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reconciliation } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { aPhone, aSale } from '../support/till-fixtures';
import { DAY } from './day-fixtures';
import { dayFigures, showDay } from './show-day';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

const CSV = 'sale_id,clerk,operator,amount\nT1-AAAA,Zoë,Orange Sénégal,10.00\n';

function catchDownloads() {
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { created, clicked };
}

async function press(name: string) {
  await dayFigures();
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('the day as CSV', () => {
  it('downloads the CSV in a browser, in UTF-8, under the core’s file name', async () => {
    const { created, clicked } = catchDownloads();
    const { fake } = showDay({ 'reports.exportCsv': { delivery: 'download', filename: `airtime-sales-${DAY}.csv`, csv: CSV } });
    await press('Export CSV');
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(fake.callsOf('reports.exportCsv')).toEqual([{ day: DAY }]);
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe(CSV);
    expect(clicked[0]?.download).toBe(`airtime-sales-${DAY}.csv`);
    expect(await screen.findByText(`Downloaded airtime-sales-${DAY}.csv`)).toBeTruthy();
  });

  it('says where the desktop app saved it, and nothing when the save was cancelled', async () => {
    const { clicked } = catchDownloads();
    const { fake } = showDay({ 'reports.exportCsv': { delivery: 'saved', path: '/home/shop/airtime-sales-2026-11-22.csv' } });
    await press('Export CSV');
    expect(await screen.findByText('/home/shop/airtime-sales-2026-11-22.csv')).toBeTruthy();
    expect(screen.getByText(/^Saved to:/)).toBeTruthy();

    fake.answer('reports.exportCsv', { delivery: 'cancelled' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(fake.callsOf('reports.exportCsv')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByText(/^Saved to:/)).toBeNull());
    expect(clicked).toEqual([]);
  });
});

describe('the comparison with the service', () => {
  const differs = aSale({ id: 'T1-DIFF', state: 'succeeded', amount: { micros: 10_000_000, currency: 'USD' }, recipient: aPhone('US', '+12015550155') });
  const report: Reconciliation = {
    day: DAY,
    matched: 41,
    onlyInJournal: [aSale({ id: 'T1-HERE', state: 'succeeded', recipient: aPhone('US', '+12015550144') })],
    onlyAtService: [{ transactionId: 777, customIdentifier: 'T9-ELSE', requested: { micros: 5_000_000, currency: 'USD' }, status: 'SUCCESSFUL', date: '2026-11-22 11:00:00' }],
    differing: [{ sale: differs, field: 'amount', journal: '10.00', service: '9.5' }],
  };

  it('shows the matched count and each kind of mismatch with what it means', async () => {
    const { fake } = showDay({ 'reports.reconcile': report });
    await press('Compare with the service');
    const dialog = await screen.findByRole('dialog', { name: 'Comparison with the service: Sun, Nov 22, 2026' });
    expect(fake.callsOf('reports.reconcile')).toEqual([{ day: DAY }]);
    expect(within(dialog).getByText('Sales that match the service exactly: 41')).toBeTruthy();

    const here = within(dialog).getByRole('region', { name: 'Only in this till: 1' });
    expect(within(here).getByText(/the service has no record of them: check them with support/)).toBeTruthy();
    expect(within(here).getByText('(201) 555-0144')).toBeTruthy();

    const there = within(dialog).getByRole('region', { name: 'Only at the service: 1' });
    expect(within(there).getByText(/this till has no sale for them: check them with support/)).toBeTruthy();
    const serviceRow = within(there).getByRole('row', { name: /777/ });
    expect(serviceRow.textContent).toContain('T9-ELSE');
    // The service's status and date in the screen's words, not SUCCESSFUL and '2026-11-22 11:00:00'.
    expect(serviceRow.textContent).toContain('Top-up delivered');
    expect(serviceRow.textContent).not.toContain('SUCCESSFUL');
    expect(serviceRow.textContent).toContain('Nov 22, 2026');

    const differing = within(dialog).getByRole('region', { name: 'Different here and at the service: 1' });
    const [, row] = within(differing).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Amount paid', '$10.00', '$9.50']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says plainly when everything matches', async () => {
    showDay({ 'reports.reconcile': { day: DAY, matched: 12, onlyInJournal: [], onlyAtService: [], differing: [] } });
    await press('Compare with the service');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nothing else to check: this till and the service agree on the whole day.')).toBeTruthy();
  });

  it('says plainly that the service cannot be reached when the till is offline', async () => {
    showDay({
      'reports.reconcile': () => {
        throw new BridgeError('OFFLINE', 'fetch failed');
      },
    });
    await press('Compare with the service');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service cannot be reached, so the comparison cannot be made now. Try again when the till is back online.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
