// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogProgress, MethodOutput } from '@shared/contract';
import { catalogSyncPercent } from '../../../../src/renderer/src/screens/settings/catalog-sync-progress';
import { deferred, type FakeBridge } from '../support/fake-bridge';
import { aSession, openSection, settingsAnswers, showSettings } from './show-settings';

afterEach(cleanup);

type SyncAnswer = MethodOutput<'catalog.sync'>;

/** Plays main's progress event; the cache tells its readers a moment later (TanStack batches its notifications). */
async function emitProgress(fake: FakeBridge, progress: CatalogProgress) {
  act(() => fake.emit('catalog.progress', progress));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const bar = (section: HTMLElement) => within(section).getByRole('progressbar', { name: 'Catalog sync' });
const valueOf = (section: HTMLElement) => Number(bar(section).getAttribute('aria-valuenow'));

describe('the catalog section', () => {
  it('says when the catalog was synced and how big it is', async () => {
    showSettings(settingsAnswers(aSession()));
    const section = await openSection('Catalog');
    expect(within(section).getByText(/^Last synced: /)).toBeTruthy();
    expect(within(section).getByText('Countries: 3 · Operators: 12')).toBeTruthy();
    expect(valueOf(section)).toBe(0);
    expect(within(section).getByRole('status').textContent).toBe('No sync running.');
  });

  it('syncs now, the bar following the progress events up to 100, then says what changed', async () => {
    const sync = deferred<SyncAnswer>();
    const { fake } = showSettings(settingsAnswers(aSession(), { 'catalog.sync': () => sync.promise }));
    const section = await openSection('Catalog');
    fireEvent.click(within(section).getByRole('button', { name: 'Sync now' }));
    await vi.waitFor(() => expect(fake.callsOf('catalog.sync')).toEqual([{ force: true }]));
    expect(within(section).getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', true);

    const seen: number[] = [];
    const step = async (progress: CatalogProgress) => {
      await emitProgress(fake, progress);
      seen.push(valueOf(section));
    };
    await step({ phase: 'countries', done: 0, total: null, message: null });
    await step({ phase: 'countries', done: 150, total: 150, message: null });
    await step({ phase: 'operators', done: 200, total: 800, message: null });
    expect(within(section).getByRole('status').textContent).toBe('operators: 200 of 800');
    await step({ phase: 'operators', done: 800, total: 800, message: null });
    await step({ phase: 'commissions', done: 0, total: null, message: null });
    await step({ phase: 'promotions', done: 40, total: 40, message: null });
    await step({ phase: 'done', done: 800, total: 800, message: null });
    // The logos come after the catalog is saved: told in words, the bar stays full.
    await step({ phase: 'logos', done: 10, total: 30, message: null });
    expect(within(section).getByRole('status').textContent).toBe('logos: 10 of 30');
    await step({ phase: 'done', done: 800, total: 800, message: null });

    expect(seen).toEqual([0, 5, 24, 80, 80, 99, 100, 100, 100]);
    expect(seen.every((value, index) => index === 0 || value >= (seen[index - 1] ?? 0))).toBe(true);

    act(() =>
      sync.resolve({
        countries: 151,
        operators: 800,
        syncedAt: '2026-11-22T12:00:00.000Z',
        changes: {
          added: [{ id: 901, name: 'Orange Senegal', countryIso: 'SN' }],
          removed: [{ id: 17, name: 'Old Telecom', countryIso: 'NG' }],
          countriesBefore: 150,
          operatorsBefore: 800,
        },
      }),
    );
    const changes = await within(section).findByRole('region', { name: 'What changed' });
    expect(changes.textContent).toContain('Countries: 150 → 151');
    expect(changes.textContent).toContain('Operators: 800 → 800');
    expect(within(within(changes).getByRole('list', { name: 'Operators added' })).getByRole('listitem').textContent).toBe('Orange Senegal (Senegal)');
    expect(within(within(changes).getByRole('list', { name: 'Operators removed' })).getByRole('listitem').textContent).toBe('Old Telecom (Nigeria)');
    expect(valueOf(section)).toBe(100);
    expect(within(section).getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', false);
  });

  it('ignores the last sync’s progress until this one says something', async () => {
    const sync = deferred<SyncAnswer>();
    const { fake } = showSettings(settingsAnswers(aSession(), { 'catalog.sync': () => sync.promise }));
    const section = await openSection('Catalog');
    await emitProgress(fake, { phase: 'done', done: 12, total: 12, message: null });
    expect(valueOf(section)).toBe(100);

    fireEvent.click(within(section).getByRole('button', { name: 'Sync now' }));
    await vi.waitFor(() => expect(valueOf(section)).toBe(0));
    expect(within(section).getByRole('status').textContent).toBe('Starting…');
  });

  it('says why a sync failed', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    const section = await openSection('Catalog');
    await emitProgress(fake, { phase: 'failed', done: 0, total: null, message: 'The service cannot be reached' });
    expect(within(section).getByRole('status').textContent).toBe('The sync failed: The service cannot be reached');
    expect(valueOf(section)).toBe(0);
  });
});

describe('the catalog sync bar', () => {
  it('places a phase without a known size at its band’s start, and clamps what overshoots', () => {
    expect(catalogSyncPercent({ phase: 'operators', done: 3, total: null, message: null })).toBe(5);
    expect(catalogSyncPercent({ phase: 'operators', done: 900, total: 800, message: null })).toBe(80);
    expect(catalogSyncPercent({ phase: 'promotions', done: 0, total: 0, message: null })).toBe(90);
  });
});
