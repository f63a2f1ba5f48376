// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/languages';
import { fakeBridge } from './support/fake-bridge';
import { renderTill } from './support/render-till';
import { aHealth, aSale, aStatus, someSettings } from './support/till-fixtures';
import { openSection } from './settings/show-settings';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

// The screen is loaded when first opened (a lazy import): on a busy machine that is more than a second.
const FIRST_OPEN = { timeout: 10_000 };

function openIn(language: Language, path: string) {
  const settings = someSettings();
  const fake = fakeBridge({
    'status.get': aStatus(),
    'settings.get': { ...settings, shop: { ...settings.shop, language } },
    'sales.list': { sales: [aSale({ state: 'succeeded' })], more: false },
    'journal.health': aHealth(null),
    'journal.backups': [],
    'catalog.countries': [],
  });
  renderTill(fake, path);
}

describe('the till in the language of its settings', () => {
  it('speaks French, left to right', async () => {
    openIn('fr', '/recent');
    const recent = await screen.findByRole('region', { name: 'Ventes récentes' }, FIRST_OPEN);
    // The history names the day it shows, in French.
    expect(within(recent).getAllByRole('heading')[0]!.textContent).toMatch(/^Aujourd’hui/);
    expect(await within(recent).findByRole('button', { name: /Recharge livrée$/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('speaks Arabic, right to left, with Latin digits', async () => {
    openIn('ar', '/settings');
    await screen.findByRole('tablist', undefined, FIRST_OPEN);
    await openSection('النسخ الاحتياطية');
    const backups = await screen.findByRole('region', { name: 'النسخ الاحتياطية' }, FIRST_OPEN);
    expect(within(backups).getByRole('button', { name: 'أنشئ نسخة احتياطية الآن' })).toBeTruthy();
    expect(within(backups).getByLabelText('عدد النسخ الاحتياطية المحفوظة')).toBeTruthy();
    await openSection('البيئة وبيانات الاعتماد');
    expect(screen.getByRole('form', { name: 'بيانات اعتماد بيئة الاختبار' }).querySelector('[data-field="credentials-status"]')?.textContent).toBe('غير مُعدّة');
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('keeps the English names the end-to-end tests find', async () => {
    openIn('en', '/settings');
    await screen.findByRole('tablist', undefined, FIRST_OPEN);
    await openSection('Backups');
    const backups = await screen.findByRole('region', { name: 'Backups' }, FIRST_OPEN);
    for (const name of ['Back up now', 'Save backup settings']) expect(within(backups).getByRole('button', { name })).toBeTruthy();
    for (const label of ['Backup folder', 'Backups to keep']) expect(within(backups).getByLabelText(label)).toBeTruthy();
    await openSection('Environment and credentials');
    expect(screen.getByRole('form', { name: 'sandbox credentials' }).querySelector('[data-field="credentials-status"]')?.textContent).toBe('Not configured');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
