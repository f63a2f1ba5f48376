/**
 * A shop's day at the counter, in browser mode, by the names a clerk sees: the first run sets up the manager,
 * clerks sign in on the keypad, the till locks itself when left alone, a clerk asks a manager's PIN for a
 * manager's action, shifts close with the cash counted, the history finds and reprints a sale, and the Z's
 * printed totals equal the sales made.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Sale } from '../../src/shared/contract';
import { microsToDecimal } from '../../src/shared/money';
import { chooseFixedAmount, enterNumber, expectConfirm, findOperator, openTill, pickCountry, saleState, SALE_NUMBER, sellTenDollarsToUsNumber, sendTopup, usNational } from './fixtures/sale-steps';
import { approveAsManager, openShift, pinField, placeShop, signIn } from './fixtures/clerk-steps';
import { countPrintCalls, printedText } from './fixtures/print-window';
import { callTill, expect, MANAGER, shopReady, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

/** The main screens as a newcomer sees them (the README's pictures come from here). */
const SCREENSHOTS = join('test-results', 'counter');
async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

test.describe('a fresh till', () => {
  test.use({ staffed: false });

  test('first run: the manager is set up, a clerk signs in and sells, the idle lock engages and they sign in again', async ({ page, webHost }) => {
    await shopReady(webHost);
    await page.clock.install();
    await page.goto(webHost.url);

    const setup = page.getByRole('region', { name: 'Set up the till' });
    await expect(setup).toBeVisible();
    // Where the shop stands comes first; Next goes nowhere without it.
    await setup.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(setup.getByRole('alert')).toContainText('Choose the shop’s country');
    // A country of several zones on a machine kept on UTC: which one is asked.
    await placeShop(page, 'United States', { zone: /^America\/New York/ });
    await setup.getByRole('textbox', { name: 'Name' }).fill(MANAGER.name);
    await setup.getByRole('button', { name: 'Next', exact: true }).click();
    await pinField(page).fill(MANAGER.pin);
    await setup.getByRole('button', { name: 'Next', exact: true }).click();
    await pinField(page).fill(MANAGER.pin);
    await setup.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(setup).toHaveCount(0);
    // The PIN is nowhere on the page, and the core keeps only its hash.
    expect(await page.content()).not.toContain(`>${MANAGER.pin}<`);

    // The manager adds a clerk (through the contract: the Settings screen has its own test), then locks.
    await callTill(webHost, 'clerks.add', { name: 'Ada', pin: '13579', role: 'clerk' });
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await signIn(page, 'Ada', '13579');
    await openShift(page, '20');
    await sellTenDollarsToUsNumber(page);
    await expect(page.getByRole('group', { name: 'Signed in' })).toContainText('Ada');

    // Left alone past the idle minutes (5 by default), the till locks itself: the customer's sale is gone from view.
    await page.clock.fastForward('05:05');
    await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sale progress' })).toHaveCount(0);
    const refused = await fetch(`http://127.0.0.1:${webHost.port}/api/sales.list`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-till-token': webHost.token }, body: '{}' });
    expect(refused.status).toBe(423);

    await signIn(page, 'Ada', '13579');
    await expect(page.getByRole('button', { name: /^Country: / })).toBeVisible();
    const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {});
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ clerk: 'Ada', state: 'succeeded' });
  });

  test('a wrong PIN says how many tries are left', async ({ page, webHost }) => {
    await callTill(webHost, 'clerks.setup', MANAGER);
    await callTill(webHost, 'clerks.lock');
    await page.goto(webHost.url);
    const region = page.getByRole('region', { name: 'Sign in' });
    await region.getByRole('group', { name: 'Clerks' }).getByRole('button', { name: MANAGER.name, exact: true }).click();
    await pinField(page).fill('0000');
    await pinField(page).press('Enter');
    await expect(region.getByRole('alert')).toContainText('4');
    await expect(pinField(page)).toHaveValue('');
    await picture(page, 'sign-in');
  });
});

test('a clerk is refused a manager action without the manager’s PIN, and allowed with it; Settings → Audit shows who allowed what', async ({ page, webHost }) => {
  await shopReady(webHost);
  await callTill(webHost, 'clerks.add', { name: 'Ada', pin: '13579', role: 'clerk' });
  await callTill(webHost, 'clerks.lock');
  await page.goto(webHost.url);
  await signIn(page, 'Ada', '13579');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByText('Only a manager can change the settings')).toBeVisible();
  await page.getByRole('button', { name: 'Ask a manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manager approval' });
  await dialog.getByRole('group', { name: 'Managers' }).getByRole('button', { name: MANAGER.name, exact: true }).click();
  await dialog.getByLabel('PIN', { exact: true }).fill('0000');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Only a manager can change the settings')).toBeVisible();

  await page.getByRole('button', { name: 'Ask a manager' }).click();
  await approveAsManager(page);
  await expect(page.getByText('Only a manager can change the settings')).toHaveCount(0);

  // The audit trail: the wrong PIN, and the manager's PIN given for the clerk; reading it writes nothing.
  await page.getByRole('tab', { name: 'Audit', exact: true }).click();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  // The day's entries, under the table's header.
  const entries = trail.locator('tbody').getByRole('row');
  const given = entries.filter({ hasText: 'Manager’s PIN given' });
  await expect(given).toHaveCount(1);
  await expect(given).toContainText('Ada');
  await expect(given).toContainText(MANAGER.name);
  await expect(entries.filter({ hasText: 'Wrong PIN' })).toHaveCount(1);
  await picture(page, 'settings-audit');
  // One person's part of the day, and the same as CSV for the owner's books.
  await trail.getByRole('button', { name: /Person/ }).click();
  await page.getByRole('option', { name: 'Ada', exact: true }).click();
  await expect(entries.filter({ hasText: 'Signed in' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Clerk added' })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), trail.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^airtime-audit-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  // The settings' approval is no action yet: the day's approvals list only what a manager allowed that was done.
  const ada = (await callTill<Array<{ id: string; name: string }>>(webHost, 'clerks.list')).find((clerk) => clerk.name === 'Ada')!;
  const approvals = await callTill<Array<{ action: string; managerName: string; clerkId: string | null }>>(webHost, 'clerks.approvals', {});
  expect(approvals.filter((approval) => approval.clerkId === ada.id)).toEqual([]);
  // Leaving Settings ends the approval: the clerk is a clerk again.
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect.poll(async () => (await callTill<{ approved: string[] }>(webHost, 'clerks.session')).approved).toEqual([]);
});

test('a shift closed with a counted shortfall shows the difference, and prints its report where the clerk is', async ({ page, webHost }, testInfo) => {
  await shopReady(webHost);
  const printCalls = await countPrintCalls(page);
  await openTill(page, webHost.url);
  await sellTenDollarsToUsNumber(page);

  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await page.getByRole('button', { name: 'Close shift', exact: true }).click();
  const count = page.getByRole('region', { name: 'Count the cash' });
  // Float 0 + $10.00 taken: the drawer should hold $10.00; the clerk counts $7.50.
  await count.getByRole('textbox', { name: 'Counted cash USD' }).fill('7.50');
  await count.getByRole('button', { name: 'Close shift', exact: true }).click();
  // The report on screen at once, on the Shift screen; browser mode prints it from there, once.
  const report = page.getByRole('region', { name: 'Shift report' });
  await expect(report.getByRole('table', { name: 'Cash in the drawer' })).toContainText('Short $2.50');
  await expect.poll(printCalls).toBe(1);
  await expect(page).toHaveURL(/#\/shift$/);
  await expect(page.getByRole('button', { name: 'Shift', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(report.getByRole('button', { name: 'Print report', exact: true })).toBeVisible();
  expect(await printedText(page, testInfo.outputPath('shift-report.pdf'))).toContain('USD 2.50 SHORT');
  await picture(page, 'shift-report');
});

test('the history finds a sale by its last four digits and reprints it', async ({ page, webHost }) => {
  await shopReady(webHost);
  const printCalls = await countPrintCalls(page);
  await openTill(page, webHost.url);
  await sellTenDollarsToUsNumber(page);
  await page.getByRole('button', { name: 'New sale' }).click();
  await sellTenDollarsToUsNumber(page, undefined, '2015550177');

  await page.getByRole('button', { name: 'Recent sales', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search sales' }).fill(SALE_NUMBER.slice(-4));
  const rows = page.getByRole('region', { name: 'Recent sales' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(usNational(SALE_NUMBER));
  await picture(page, 'history-search');
  await rows.first().click();
  const detail = page.getByRole('region', { name: 'Sale detail' });
  await expect(detail.getByRole('region', { name: 'Receipt preview' })).toBeVisible();
  await picture(page, 'history-detail');
  // The receipt printed once when the sale succeeded (automatic print, browser mode): this is a reprint.
  const address = page.url();
  await detail.getByRole('button', { name: /^(Reprint|Print receipt)$/ }).click();
  // Printed from the detail, which stays on screen.
  await expect.poll(printCalls).toBe(1);
  await expect(page.locator('.print-sheet.is-in-place')).toContainText(SALE_NUMBER.slice(-4));
  expect(page.url()).toBe(address);
  await expect(detail).toBeVisible();
});

test('a Z close prints totals equal to the sales made, as two clerks, with a refund', async ({ page, webHost }, testInfo) => {
  await shopReady(webHost);
  const printCalls = await countPrintCalls(page);
  await callTill(webHost, 'clerks.add', { name: 'Ada', pin: '13579', role: 'clerk' });
  await openTill(page, webHost.url);
  await sellTenDollarsToUsNumber(page);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await signIn(page, 'Ada', '13579');
  await sellTenDollarsToUsNumber(page, undefined, '2015550188');
  await page.getByRole('button', { name: 'New sale' }).click();
  // A number the simulator refunds: the customer gets their cash back.
  await sellRefunded(page);

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await signIn(page, MANAGER.name, MANAGER.pin);
  const all = (await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {})).sales;
  const succeeded = all.filter((sale) => sale.state === 'succeeded');
  expect(succeeded).toHaveLength(2);
  expect(new Set(all.map((sale) => sale.clerk))).toEqual(new Set([MANAGER.name, 'Ada']));
  const paid = succeeded.reduce((sum, sale) => sum + sale.amount.micros, 0);

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Day summary' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Ada');
  await picture(page, 'day-summary');
  await page.getByRole('button', { name: 'Close the day', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, close the day' }).click();
  // The Z on the Day screen; browser mode prints it from there.
  await expect(summary).toContainText('Z report');
  await expect.poll(printCalls).toBe(1);
  await expect(page).toHaveURL(/#\/day$/);
  const text = await printedText(page, testInfo.outputPath('z.pdf'));
  expect(text).toContain('Z REPORT');
  expect(text).toMatch(new RegExp(`Paid\\s+USD ${microsToDecimal(paid).replace('.', '\\.')}`));
  expect(text).toMatch(/Sales\s+2\b/);
  expect(text).toContain('CASH TO GIVE BACK');

  // The same day at the service: every sale the service recorded matches the till's, to the cent.
  const day = all[0]!.businessDay;
  const reconciliation = await callTill<{ matched: number; onlyInJournal: unknown[]; onlyAtService: unknown[]; differing: unknown[] }>(webHost, 'reports.reconcile', { day });
  expect(reconciliation).toMatchObject({ matched: all.length, onlyInJournal: [], onlyAtService: [], differing: [] });
  const z = await callTill<{ succeeded: { requested: Array<{ micros: number; currency: string }> } }>(webHost, 'reports.day', { day, kind: 'X' });
  expect(z.succeeded.requested).toEqual([{ micros: paid, currency: 'USD' }]);
});

/** $10 to a number the simulator refunds at once: the sale ends refunded and the customer's cash goes back. */
async function sellRefunded(page: Page): Promise<void> {
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, '2015550222');
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'refunded');
}

test('the catalog synced again from Settings: the progress bar reaches 100 % and says what changed', async ({ page, webHost }) => {
  await shopReady(webHost);
  await openTill(page, webHost.url);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('tab', { name: 'Catalog' }).click();
  const bar = page.getByRole('progressbar', { name: 'Catalog sync' });
  await page.getByRole('button', { name: 'Sync now', exact: true }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'What changed' })).toBeVisible();
  await picture(page, 'settings-catalog');
});
