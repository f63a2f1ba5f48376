// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBridge } from './support/fake-bridge';
import { renderTill } from './support/render-till';
import { aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const emptyCatalog = (syncing: boolean) => aStatus({ catalog: { countries: 0, operators: 0, syncedAt: null, syncing } });
const SYNCED = { countries: 3, operators: 12, syncedAt: '2026-11-22T08:00:00.000Z', changes: { added: [], removed: [], countriesBefore: 0, operatorsBefore: 0 } };

describe('the catalog gate in front of selling', () => {
  it('waits with the sync progress while the catalog is empty, then lets the sale screen through', async () => {
    const fake = fakeBridge({ 'status.get': emptyCatalog(true), 'settings.get': someSettings(), 'catalog.sync': SYNCED, 'catalog.countries': [] });
    renderTill(fake, '/sell');

    const gate = await screen.findByRole('region', { name: 'Catalog' });
    expect(within(gate).getByRole('heading').textContent).toBe('Loading the catalog of operators…');
    expect(within(gate).getByRole('status').textContent).toBe('Starting…');
    expect(within(gate).getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    // A sync is already running: the gate does not start another.
    expect(fake.callsOf('catalog.sync')).toHaveLength(0);

    // The cache tells its readers a moment later (TanStack batches its notifications): wait for the words.
    act(() => fake.emit('catalog.progress', { phase: 'operators', done: 40, total: 120, message: null }));
    expect(await within(gate).findByText('operators: 40 of 120')).toHaveProperty('role', 'status');

    act(() => fake.emit('status.changed', aStatus()));
    expect(await screen.findByRole('group', { name: 'Keypad' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Catalog' })).toBeNull();
  });

  it('starts a sync once when none is running, and says why one failed', async () => {
    const fake = fakeBridge({ 'status.get': emptyCatalog(false), 'settings.get': someSettings(), 'catalog.sync': SYNCED });
    renderTill(fake, '/');
    const gate = await screen.findByRole('region', { name: 'Catalog' });
    await vi.waitFor(() => expect(fake.callsOf('catalog.sync')).toHaveLength(1));

    act(() => fake.emit('catalog.progress', { phase: 'failed', done: 0, total: null, message: 'The service is not answering.' }));
    await vi.waitFor(() => expect(within(gate).getByRole('alert').textContent).toBe('The service is not answering.'));
    act(() => fake.emit('status.changed', emptyCatalog(false)));
    expect(fake.callsOf('catalog.sync')).toHaveLength(1);
  });
});
