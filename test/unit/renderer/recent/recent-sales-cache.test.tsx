// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSale } from '../support/till-fixtures';
import { showHistory } from './show-history';

afterEach(cleanup);

const queued = aSale({ id: 'T1-AAAA', state: 'queued', updatedAt: '2026-11-22T10:00:00.000Z' });

function openRecent() {
  return showHistory({ 'sales.list': { sales: [queued], more: false } }).fake;
}

const rows = async () => within(await screen.findByRole('region', { name: 'Recent sales' })).findAllByRole('listitem');

describe('the recent list, kept current by sale.updated through the cache', () => {
  it("updates a sale's row in place, without asking main for the list again", async () => {
    const fake = openRecent();
    expect((await rows())[0]).toHaveProperty('dataset.state', 'queued');

    act(() => fake.emit('sale.updated', { ...queued, state: 'succeeded', updatedAt: '2026-11-22T10:00:05.000Z' }));

    const [row] = await rows();
    expect(row?.dataset.state).toBe('succeeded');
    expect(row?.textContent).toContain('Top-up delivered');
    expect(fake.callsOf('sales.list')).toHaveLength(1);
  });

  it('never steps a row back to an older version of its sale', async () => {
    const fake = openRecent();
    await rows();
    act(() => fake.emit('sale.updated', { ...queued, state: 'sending', updatedAt: '2026-11-22T10:00:02.000Z' }));
    act(() => fake.emit('sale.updated', { ...queued, state: 'queued', updatedAt: '2026-11-22T10:00:01.000Z' }));
    expect((await rows())[0]?.dataset.state).toBe('sending');
  });

  it('puts a new sale on top', async () => {
    const fake = openRecent();
    await rows();
    act(() => fake.emit('sale.updated', aSale({ id: 'T2-BBBB', state: 'sending', createdAt: '2026-11-22T10:01:00.000Z', updatedAt: '2026-11-22T10:01:00.000Z' })));
    const after = await rows();
    expect(after.map((row) => row.dataset.state)).toEqual(['sending', 'queued']);
  });
});
