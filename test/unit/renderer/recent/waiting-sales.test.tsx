// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MethodInput, Sale, SaleState } from '@shared/contract';
import { aSale, aStatus } from '../support/till-fixtures';
import { showHistory } from './show-history';

afterEach(cleanup);

const at = (minute: number) => `2026-11-22T10:0${minute}:00.000Z`;
const sale = (id: string, state: SaleState, minute: number) => aSale({ id, state, createdAt: at(minute), updatedAt: at(minute) });

// Yesterday's queued sale is in no page of today's latest: only a per-state list finds it.
const SALES: Sale[] = [
  aSale({ id: 'T1-OLD', state: 'queued', createdAt: '2026-11-21T18:00:00.000Z', updatedAt: '2026-11-21T18:00:00.000Z', businessDay: '2026-11-21' }),
  sale('T1-SEND', 'sending', 1),
  sale('T1-PROC', 'processing', 2),
  sale('T1-UNKN', 'unknown', 3),
  sale('T1-DONE', 'succeeded', 4),
  sale('T1-FAIL', 'failed', 5),
];

function openWaiting() {
  const { fake } = showHistory(
    {
      'status.get': aStatus({ pendingSales: 4 }),
      'sales.list': (input: MethodInput<'sales.list'>) => {
        const sales = SALES.filter((each) => input?.state === undefined || each.state === input.state);
        return { sales, more: false };
      },
    },
    '/recent/waiting',
  );
  return fake;
}

const shownIds = async (region: HTMLElement) => {
  const rows = await within(region).findAllByRole('button', { name: /\(201\)/ });
  return rows.map((row) => row.dataset.saleId);
};

describe('the sales waiting to be sent', () => {
  it('lists the open sales of every state, newest first, and none that has settled', async () => {
    const fake = openWaiting();
    const waiting = await screen.findByRole('region', { name: 'Sales waiting to be sent' });
    expect(within(waiting).getByRole('heading', { name: 'Sales waiting to be sent' })).toBeTruthy();
    expect(await shownIds(waiting)).toEqual(['T1-UNKN', 'T1-PROC', 'T1-SEND', 'T1-OLD']);
    expect(fake.callsOf('sales.list').map((input) => (input as { state: SaleState }).state).sort()).toEqual(['processing', 'queued', 'sending', 'unknown']);
  });

  it('drops a sale as soon as it settles', async () => {
    const fake = openWaiting();
    const waiting = await screen.findByRole('region', { name: 'Sales waiting to be sent' });
    await shownIds(waiting);
    // Updated in place in the `sending` list: that list still holds it, settled.
    act(() => fake.emit('sale.updated', { ...sale('T1-SEND', 'succeeded', 1), updatedAt: at(6) }));
    // The cache tells its readers a moment later (TanStack batches its notifications).
    await vi.waitFor(async () => expect(await shownIds(waiting)).toEqual(['T1-UNKN', 'T1-PROC', 'T1-OLD']));
  });

  it('goes back from a detail to the waiting list, and from there to all recent sales', async () => {
    const fake = openWaiting();
    fake.answer('sales.get', { sale: SALES[1] as Sale, events: [] });
    const waiting = await screen.findByRole('region', { name: 'Sales waiting to be sent' });
    fireEvent.click(await within(waiting).findByRole('button', { name: /Sending…$/ }));
    const detail = await screen.findByRole('region', { name: 'Sale detail' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to the list' }));

    const again = await screen.findByRole('region', { name: 'Sales waiting to be sent' });
    // The keyboard carries on at the row the clerk came from.
    await vi.waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.saleId).toBe('T1-SEND'));
    fireEvent.click(within(again).getByRole('button', { name: 'All recent sales' }));
    const recent = await screen.findByRole('region', { name: 'Recent sales' });
    expect(await within(recent).findAllByRole('listitem')).toHaveLength(SALES.length);
  });
});
