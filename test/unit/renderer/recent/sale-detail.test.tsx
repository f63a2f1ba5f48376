// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MethodInput, PrintJob, ReceiptLayout, Sale, SaleEvent } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { deferred } from '../support/fake-bridge';
import { aSale } from '../support/till-fixtures';
import { aClerkSession, history, saleDetail, showHistory } from './show-history';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';
import { watchPrintWindow } from '../support/print-window';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const MANAGER = { id: 'C-BOSS', name: 'Bola', role: 'manager' as const, active: true, lockedUntil: null, needsUnlock: false };
const EVENTS: SaleEvent[] = [
  { at: '2026-11-22T10:00:00.000Z', from: null, to: 'queued', reason: 'taken by Amina' },
  { at: '2026-11-22T10:00:01.000Z', from: 'queued', to: 'sending', reason: 'sent to the service' },
  { at: '2026-11-22T10:00:31.000Z', from: 'sending', to: 'unknown', reason: 'no answer within 30 s' },
];

/** The next copy's preview; a job's page (printed in place) says which job it is. */
function layoutOf(input: MethodInput<'receipts.render'>): ReceiptLayout {
  if ('jobId' in input) return { columns: 48, language: 'en', direction: 'ltr', blocks: [{ kind: 'text', lines: [`JOB ${input.jobId}`], align: 'center', scale: 1, bold: true, role: 'title' }] };
  const title = input.kind === 'voucher' ? 'PIN VOUCHER' : 'RECEIPT';
  return {
    columns: 48,
    language: 'en',
    direction: 'ltr',
    blocks: [
      { kind: 'text', lines: [title], align: 'center', scale: 1, bold: true, role: 'title' },
      { kind: 'row', key: 'Sale', value: [input.saleId], inline: true, bold: false },
      // A preview, as the core lays it out: the PIN masked.
      ...(input.kind === 'voucher' ? [{ kind: 'text' as const, lines: ['•••• •••• ••••'], align: 'center' as const, scale: 2 as const, bold: true, role: 'pin' as const }] : []),
    ],
  };
}

function aJob(change: Partial<PrintJob> = {}): PrintJob {
  return { id: 1, saleId: 'T1-AAAA', kind: 'voucher', subject: null, copy: 0, printer: 'Network printer', outcome: 'printed', reason: null, problem: null, startedAt: '2026-11-22T10:01:00.000Z', finishedAt: '2026-11-22T10:01:01.000Z', ...change };
}

/** The detail of `sale`, opened from its row in the history. */
async function openDetail(sale: Sale, answers: Parameters<typeof showHistory>[0] = {}) {
  let current = sale;
  const shown = showHistory({
    'sales.list': () => ({ sales: [current], more: false }),
    'sales.get': () => ({ sale: current, events: EVENTS }),
    'receipts.render': (input) => ({ layout: layoutOf(input), copy: 0, text: '' }),
    'clerks.list': [MANAGER],
    ...answers,
  });
  fireEvent.click(await within(await history()).findByRole('button', { name: /\(201\) 555-0123/ }));
  const detail = await saleDetail();
  await within(detail).findByRole('heading', { name: /^Sale of / });
  return { ...shown, detail, settle: (next: Sale) => (current = next) };
}

const statusLine = (detail: HTMLElement) => detail.querySelector('.sale-action-status') as HTMLElement;

describe('a sale’s detail', () => {
  it('shows its timeline with times and reasons, and its receipt as it prints, with printing', async () => {
    const { detail, fake } = await openDetail(aSale({ state: 'succeeded', clerk: 'Amina' }));
    const timeline = within(detail).getByRole('list', { name: 'What happened' });
    await vi.waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    const [first, , last] = within(timeline).getAllByRole('listitem');
    expect(first?.textContent).toContain('10:00 AM');
    expect(first?.textContent).toContain('New sale');
    expect(first?.textContent).toContain('taken by Amina');
    expect(last?.textContent).toContain('no answer within 30 s');
    expect(detail.textContent).toContain('Amina');

    const preview = within(detail).getByRole('region', { name: 'Receipt preview' });
    expect(await within(preview).findByText('RECEIPT')).toBeTruthy();
    expect(fake.callsOf('receipts.render')[0]).toEqual({ saleId: 'T1-AAAA', kind: 'receipt', copy: 'original' });
    expect(within(detail).getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Cancel sale' })).toBeNull();
  });

  it('previews a PIN sale’s voucher with its PIN masked; "Show PIN" shows it as a copy the core counts, "Hide PIN" takes it away', async () => {
    const pin = { serial: '4815', masked: '••••••••••••', value: null, ivr: null, validity: null, info: [] };
    const { detail, fake } = await openDetail(aSale({ state: 'succeeded', pin }), { 'printing.showPin': { code: '1234 5678 9012', copy: 1 } });
    const voucher = within(detail).getByRole('group', { name: 'PIN voucher' });
    expect(await within(voucher).findByText('PIN VOUCHER')).toBeTruthy();
    expect(voucher.querySelector('.pin-code strong')?.textContent).toBe('••••••••••••');
    expect(within(detail).getByRole('button', { name: 'Print voucher' })).toBeTruthy();
    expect(detail.textContent).not.toContain('1234 5678');

    fireEvent.click(within(detail).getByRole('button', { name: 'Show PIN' }));
    expect((await within(detail).findByText('1234 5678 9012')).closest('[role="status"]')?.textContent).toBe('PIN 1234 5678 9012');
    expect(fake.callsOf('printing.showPin')).toEqual([{ saleId: 'T1-AAAA' }]);
    fireEvent.click(within(detail).getByRole('button', { name: 'Hide PIN' }));
    expect(detail.textContent).not.toContain('1234 5678');
    expect(within(detail).getByRole('button', { name: 'Show PIN' })).toBeTruthy();
  });

  it('reprints after a manager approves, when the core keeps the reprint for managers', async () => {
    let prints = 0;
    const pin = { serial: '4815', masked: '••••••••••••', value: null, ivr: null, validity: null, info: [] };
    const { detail, fake } = await openDetail(aSale({ state: 'succeeded', pin }), {
      'printing.jobs': [aJob(), aJob({ id: 2, copy: 1 })],
      'receipts.render': (input) => ({ layout: layoutOf(input), copy: 2, text: '' }),
      'printing.print': () => {
        prints += 1;
        if (prints === 1) throw new BridgeError('MANAGER_REQUIRED', 'A manager must approve this.', { action: 'reprint' });
        return aJob({ id: 3, copy: 2 });
      },
      'clerks.approve': { ...aClerkSession(), approved: ['reprint'] },
    });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Reprint' }));
    await approveAsManager();
    await vi.waitFor(() => expect(fake.callsOf('printing.print')).toHaveLength(2));
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: MANAGER.id, pin: '4321', action: 'reprint', subject: 'T1-AAAA' }]);
    await vi.waitFor(() => expect(detail.querySelector('.print-status')?.textContent).toBe('Printed'));
  });

  it('prints from the detail when the browser is the printer, and opens the print page from the page’s root on request', async () => {
    const printWindow = watchPrintWindow();
    try {
      const { detail, location } = await openDetail(aSale({ state: 'succeeded' }), { 'printing.print': aJob({ id: 7, kind: 'receipt', outcome: 'browser' }) });
      const visited = location.history.length;
      fireEvent.click(await within(detail).findByRole('button', { name: 'Print receipt' }));
      await vi.waitFor(() => expect(printWindow.opened()).toBe(1));
      expect(printWindow.sheetText()).toContain('JOB 7');
      expect(location.history).toHaveLength(visited);
      fireEvent.click(await within(detail).findByRole('button', { name: 'Open print page' }));
      expect(location.history.at(-1)).toBe('/print/job/7');
    } finally {
      printWindow.restore();
    }
  });

  it('checks a sale whose outcome is not known again, busy meanwhile, and says what the service said', async () => {
    const answer = deferred<Sale>();
    const unknown = aSale({ state: 'unknown', updatedAt: '2026-11-22T10:00:31.000Z' });
    const { detail, fake, settle } = await openDetail(unknown, { 'sales.reconcile': () => answer.promise });
    const check = within(detail).getByRole('button', { name: 'Check again' });
    fireEvent.click(check);
    expect(fake.callsOf('sales.reconcile')).toEqual([{ id: 'T1-AAAA' }]);
    await vi.waitFor(() => expect(statusLine(detail).textContent).toBe('Asking the service…'));
    expect(check).toHaveProperty('disabled', true);

    const delivered = { ...unknown, state: 'succeeded' as const, updatedAt: '2026-11-22T10:05:00.000Z' };
    settle(delivered);
    await act(async () => answer.resolve(delivered));
    await vi.waitFor(() => expect(statusLine(detail).textContent).toBe('The service says: Top-up delivered.'));
    expect(detail.querySelector('.sale-state')?.getAttribute('data-state')).toBe('succeeded');
    expect(within(detail).queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('says a check that settles nothing yet, and the core’s refusal', async () => {
    let checks = 0;
    const sending = aSale({ state: 'sending' });
    const { detail } = await openDetail(sending, {
      'sales.reconcile': () => {
        checks += 1;
        if (checks === 1) return sending;
        throw new BridgeError('OFFLINE', 'The service cannot be reached.');
      },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(statusLine(detail).textContent).toBe('Not settled yet (Sending…). The till keeps checking by itself.'));
    fireEvent.click(within(detail).getByRole('button', { name: 'Check again' }));
    expect(await within(detail).findByText('The service cannot be reached.')).toBeTruthy();
  });

  it('asks a clerk for a manager’s approval first, then in words, and cancels a queued sale once', async () => {
    const queued = aSale({ state: 'queued' });
    const cancelled = { ...queued, state: 'cancelled' as const, updatedAt: '2026-11-22T10:02:00.000Z' };
    const { detail, fake, settle } = await openDetail(queued, {
      'sales.cancel': () => {
        settle(cancelled);
        return cancelled;
      },
      'clerks.approve': { ...aClerkSession(), approved: ['cancel-sale'] },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel sale' }));
    // The manager first: the question in words only once approved.
    await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await approveAsManager();
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: MANAGER.id, pin: '4321', action: 'cancel-sale', subject: 'T1-AAAA' }]);
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this sale?' });
    expect(question.textContent).toContain('Give the customer their money back: $10.00.');
    expect(fake.callsOf('sales.cancel')).toHaveLength(0);

    fireEvent.click(within(question).getByRole('button', { name: 'Yes, cancel the sale' }));
    await vi.waitFor(() => expect(fake.callsOf('sales.cancel')).toEqual([{ id: 'T1-AAAA' }]));
    expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
    const after = await saleDetail();
    await vi.waitFor(() => expect(statusLine(after).textContent).toBe('Sale cancelled. Give the customer their money back: $10.00.'));
    expect(after.querySelector('.sale-state')?.getAttribute('data-state')).toBe('cancelled');
    expect(within(after).queryByRole('button', { name: 'Cancel sale' })).toBeNull();
  });

  it('keeps the sale when the question is answered "keep", approved or not', async () => {
    const { detail, fake } = await openDetail(aSale({ state: 'queued' }), { 'clerks.approve': { ...aClerkSession(), approved: ['cancel-sale'] } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel sale' }));
    await approveAsManager();
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this sale?' })).getByRole('button', { name: 'Keep the sale' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.callsOf('sales.cancel')).toHaveLength(0);
  });

  it('leaves a sale as it was, and asks nothing more, when no manager approves the cancel', async () => {
    const { detail, fake } = await openDetail(aSale({ state: 'queued' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel sale' }));
    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    fireEvent.click(within(approval).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const after = await saleDetail();
    expect(statusLine(after).textContent).toBe('');
    expect(fake.callsOf('sales.cancel')).toHaveLength(0);
    expect(within(after).getByRole('button', { name: 'Cancel sale' })).toBeTruthy();
  });

  it('goes back to the list as it was left: its day, search and filters', async () => {
    const { detail, fake } = await openDetail(aSale({ state: 'succeeded' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to the list' }));
    const region = await history();
    fireEvent.click(within(region).getByRole('button', { name: 'Previous day' }));
    fireEvent.change(within(region).getByRole('searchbox', { name: 'Search sales' }), { target: { value: '0123' } });
    await vi.waitFor(() => expect(fake.callsOf('sales.list').at(-1)).toEqual({ day: '2026-11-21', text: '0123', limit: 50 }), { timeout: 5_000 });

    fireEvent.click(await within(region).findByRole('button', { name: /\(201\) 555-0123/ }));
    fireEvent.click(within(await saleDetail()).getByRole('button', { name: 'Back to the list' }));
    const again = await history();
    expect(within(again).getByRole('searchbox', { name: 'Search sales' })).toHaveProperty('value', '0123');
    expect(within(again).getByRole('heading', { name: 'Sat, Nov 21, 2026' })).toBeTruthy();
    await vi.waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.saleId).toBe('T1-AAAA'));
  });
});

/** The manager's approval dialog: the one manager is chosen already; their PIN, then Approve. */
async function approveAsManager() {
  const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
  fireEvent.change(within(approval).getByLabelText('PIN'), { target: { value: '4321' } });
  fireEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
}
