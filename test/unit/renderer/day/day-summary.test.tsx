// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@shared/money';
import { aStatus, someSettings } from '../support/till-fixtures';
import { aDaySummary, PENDING_SALE } from './day-fixtures';
import { showDay } from './show-day';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

const summaryRegion = () => screen.findByRole('region', { name: 'Day summary' });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('the day summary', () => {
  it('shows what customers paid in each currency exactly, and the day’s other key figures', async () => {
    showDay();
    const region = await summaryRegion();
    const totals = await within(region).findByRole('table', { name: 'Sales that went through' });
    expect(rowsOf(totals)).toEqual([
      'CurrencySalesCustomers paid',
      'EUR1€12.34',
      `NGN2${formatMoney(7_500_000_000, 'NGN', 'en')}`,
      'USD3$25.50',
    ]);
    const figure = (name: string) => within(region).getByText(name).nextElementSibling?.textContent;
    expect(figure('The account paid')).toBe('$24.225');
    expect(figure('Discount earned')).toBe('$1.275');
    expect(figure('Cash to give back')).toBe('$7.25');
    expect(figure('Not settled yet')).toBe('0');
    expect(within(region).getByText(/^Open — running figures \(X\)/)).toBeTruthy();
  });

  it('shows each shift with its cash expected, counted, and the difference as over or short', async () => {
    showDay();
    const shifts = await within(await summaryRegion()).findByRole('region', { name: 'Shifts' });
    const [amina, ben] = within(shifts).getAllByRole('row').slice(1);
    // Who, when and how many sales; what was paid, expected and counted, the difference under the count.
    expect(within(amina!).getByRole('rowheader').textContent).toMatch(/^Amina .* 4 sales$/);
    expect(within(amina!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$25.50', '$75.50', '$73.00$2.50 short']);
    expect(within(ben!).getAllByRole('cell').at(-1)?.lastElementChild?.textContent).toBe(`${formatMoney(1_000_000, 'NGN', 'en')} over`);
  });

  it('lists the refunds with their total, and the sales not settled yet', async () => {
    showDay({ 'reports.day': aDaySummary({ pending: [PENDING_SALE] }) });
    const region = await summaryRegion();
    const refunds = await within(region).findByRole('region', { name: 'Cash to give back: 1' });
    expect(within(refunds).getByText('(201) 555-0166')).toBeTruthy();
    expect(within(refunds).getByRole('row', { name: /Total to give back/ }).textContent).toContain('$7.25');
    const pending = within(region).getByRole('region', { name: 'Not settled yet: 1' });
    expect(within(pending).getByText('(201) 555-0177')).toBeTruthy();
    expect(within(pending).getByText('Saved, waiting to send')).toBeTruthy();
  });

  it('looks at the day before, and back at today', async () => {
    const { fake } = showDay();
    await summaryRegion();
    fireEvent.click(await screen.findByRole('button', { name: 'Previous day' }));
    await vi.waitFor(() => expect(fake.callsOf('reports.day')).toContainEqual({ day: '2026-11-21', kind: 'X' }));
    expect(await screen.findByRole('heading', { name: 'Sat, Nov 21, 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'Sun, Nov 22, 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next day' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the account balance as of its time, and warns when it is low', async () => {
    showDay({
      'status.get': aStatus({
        balance: { amount: { micros: 12_500_000, currency: 'USD' }, updatedAt: '2026-11-22T09:00:00.000Z', low: true },
        lowBalanceThreshold: { micros: 50_000_000, currency: 'USD' },
      }),
    });
    const balance = await screen.findByRole('region', { name: 'Account balance' });
    expect(await within(balance).findByText('$12.50')).toBeTruthy();
    expect(within(balance).getByText(/^as of /)).toBeTruthy();
    expect(within(balance).getByRole('alert').textContent).toBe('Low balance: below $50.00. Top up the account, or sales will start to fail.');
  });

  it('speaks the till’s language: Arabic, right to left, amounts in Latin digits', async () => {
    const settings = someSettings();
    showDay({ 'settings.get': { ...settings, shop: { ...settings.shop, language: 'ar' } } });
    const region = await screen.findByRole('region', { name: 'ملخص اليوم' });
    const totals = await within(region).findByRole('table', { name: 'المبيعات الناجحة' });
    expect(within(totals).getByRole('row', { name: /USD/ }).textContent).toContain(formatMoney(25_500_000, 'USD', 'ar-u-nu-latn'));
    expect(screen.getByRole('button', { name: 'إغلاق اليوم' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
