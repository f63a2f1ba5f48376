/**
 * The owner's office in Chromium, against a real centre (a private PostgreSQL, three tills' sales through
 * chain_ingest), started as the README says, as a reader: signing in (a wrong password, a lockout), Today's totals
 * equal to chain:report's, the silent till flagged, Days' CSV equal to chain:report's file, each Trends figure with
 * its numbers, the phone layout, Arabic right to left, and axe with no serious or critical violation on each page.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chainDayReport, type ChainDayReport } from '../../chain/lib/report';
import { formatMoney, microsToDecimal } from '../../src/shared/money';
import { chainCommandOk } from '../support/chain-commands';
import { startOfficeChain, type OfficeChain } from '../support/office-chain';
import { addOfficeUser, startOffice, type OfficeProcess } from '../support/office-process';

const PASSWORD = 'correct horse battery';
let chain: OfficeChain;
let office: OfficeProcess;
let report: ChainDayReport;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  chain = await startOfficeChain();
  const dataDir = mkdtempSync(join(chain.centre.work, 'office-data-'));
  await addOfficeUser(dataDir, 'owner', PASSWORD);
  office = await startOffice(['--url', chain.readerUrl, '--port', '0', '--data-dir', dataDir, '--opening-hours', '00:00-24:00'], chain.readerEnv);
  report = await chainDayReport(chain.centre.admin, chain.day);
});

test.afterAll(async () => {
  await office?.stop();
  await chain?.close();
});

async function signIn(page: Page, name = 'owner', password = PASSWORD): Promise<void> {
  await page.goto(office.url);
  const region = page.getByRole('region', { name: 'Sign in to the office' });
  await region.getByLabel('User name').fill(name);
  await region.getByLabel('Password').fill(password);
  await region.getByRole('button', { name: 'Sign in' }).click();
}

const SHOTS = join('test-results', 'office');

/** A picture of the page for people to look at, then axe-core's scan of it. */
async function noSeriousAxe(page: Page, where: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${where.replaceAll(' ', '-')}-${page.viewportSize()?.width}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`), where).toEqual([]);
}

const money = (micros: bigint, currency = 'USD') => formatMoney(micros, currency, 'en');

test('a wrong password is refused in words, five lock the name out, and the right one signs in', async ({ page }) => {
  await signIn(page, 'owner', 'not the password');
  const region = page.getByRole('region', { name: 'Sign in to the office' });
  await expect(region.getByRole('alert')).toContainText('That user name and password do not match.');
  await noSeriousAxe(page, 'sign-in');
  // Another name, five times wrong: locked out (a name nobody has is counted as any other).
  await region.getByLabel('User name').fill('manager');
  for (let i = 0; i < 5; i += 1) {
    await region.getByLabel('Password').fill(`wrong ${i}`);
    await region.getByRole('button', { name: 'Sign in' }).click();
    await expect(region.getByRole('alert')).toContainText(i < 4 ? 'That user name and password do not match.' : 'Too many wrong passwords');
    await expect(region.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await expect(region.getByRole('alert')).toContainText('Too many wrong passwords for this name: try again in 1 minute.');
  // The owner's one wrong password locked nothing.
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('region', { name: 'Sign in to the office' })).toBeVisible();
});

test("Today shows chain:report's totals for the day, flags the silent till, and refreshes without losing them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  const today = page.getByRole('region', { name: 'Chain today' });
  const printed = await chainCommandOk('report', ['--day', chain.day, '--url', chain.readerUrl], chain.readerEnv);
  const measures = { sold: report.sold, delivered: report.delivered, discount: report.discount, handedBack: report.handedBack } as const;
  for (const [measure, totals] of Object.entries(measures)) {
    for (const total of totals) {
      const amount = today.locator(`[data-measure="${measure}"] [data-currency="${total.currency}"] .amount`);
      await expect(amount, measure).toHaveText(money(total.micros, total.currency));
      await expect(amount, measure).toHaveAttribute('data-amount', microsToDecimal(total.micros));
      // The same amount, to the cent, as the command prints it.
      expect(printed, measure).toContain(`${microsToDecimal(total.micros)} ${total.currency}`);
    }
  }
  const quiet = page.locator(`tr[data-key="${chain.quietTill}"]`);
  await expect(quiet).toHaveAttribute('data-flag', 'quiet');
  await expect(quiet).toContainText('Quiet');
  // Three hours without an event read as such, not as 180 minutes.
  await expect(quiet).toContainText('3 hours ago');
  await expect(page.locator('tr[data-key="till_0001"]')).toContainText('Active');
  await noSeriousAxe(page, 'today');
  // The next poll (every 10 s) keeps every row where it was, the totals on screen throughout.
  const order = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
  const updated = await page.locator('.updated').textContent();
  await expect(page.locator('.updated')).not.toHaveText(updated!, { timeout: 20_000 });
  await expect(today.locator('[data-measure="sold"] .amount')).toHaveText(money(report.sold[0]!.micros));
  expect(await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')))).toEqual(order);
});

test("Days shows the day's report and downloads chain:report's CSV", async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Days' }).click();
  const byTill = page.locator('[data-section="byTill"]');
  for (const row of report.byTill) await expect(byTill.locator(`tr[data-key="${row.tillId} ${row.currency}"]`)).toContainText(money(row.micros, row.currency));
  await expect(page.locator('[data-section="sold"] .amount')).toHaveText(money(report.sold[0]!.micros));
  await noSeriousAxe(page, 'days');
  const csv = join(chain.centre.work, 'e2e-chain.csv');
  await chainCommandOk('report', ['--day', chain.day, '--url', chain.readerUrl, '--csv', csv], chain.readerEnv);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`chain-${chain.day}.csv`);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(readFileSync(csv, 'utf8'));
});

test('Trends draws each figure with its numbers a tap away', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Trends' }).click();
  // Each choice found by its exact name, not by its name and its options' words together.
  await expect(page.getByLabel('Shop', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  // Today alone (the last seven days by default): the day report's numbers, figure by figure.
  await page.getByLabel('From').fill(chain.day);
  const expected: Record<string, Array<[string, string]>> = {
    'Sales by day': [[chain.day, money(report.sold[0]!.micros)]],
    'Sales by operator': report.byOperator.map((row) => [row.operatorName, money(row.micros)]),
    'Discount earned by day': [[chain.day, money(report.discount[0]!.micros)]],
    // 10:00 UTC: 10 o'clock on the two Main Street tills, 11 on the market stall in Lagos.
    'Sales by hour': [
      ['10', money(report.byShop.find((row) => row.shop === 'Main Street')!.micros)],
      ['11', money(report.byShop.find((row) => row.shop === 'Harbour Market')!.micros)],
    ],
  };
  for (const [name, rows] of Object.entries(expected)) {
    const figure = page.getByRole('figure', { name });
    await expect(figure, name).toBeVisible();
    await expect(figure.locator('svg rect').first(), name).toBeAttached();
    await figure.getByRole('button', { name: 'Show the numbers' }).click();
    const table = figure.getByRole('table');
    for (const [category, amount] of rows) await expect(table.locator(`tr[data-row="${category}"]`), `${name} ${category}`).toContainText(amount);
    await expect(figure.getByRole('button', { name: 'Hide the numbers' })).toBeVisible();
  }
  await noSeriousAxe(page, 'trends');
});

test('Tills lists every till with its shop and what the centre knows', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Tills' }).click();
  for (const id of ['till_0001', 'till_0002', 'till_0003']) await expect(page.locator(`tr[data-key="${id}"]`)).toBeVisible();
  await expect(page.locator('tr[data-key="till_0003"]')).toContainText('Harbour Market');
  // What the quiet till said waits in its journal, as of when it said so.
  await expect(page.getByRole('columnheader', { name: 'Waiting to send' })).toBeVisible();
  await expect(page.locator('tr[data-key="till_0003"] td[data-label="Waiting to send"]')).toContainText(new RegExp(`^${chain.quietTillWaiting} as of `));
  await noSeriousAxe(page, 'tills');
});

test('on a 390×844 phone nothing scrolls sideways and every control is at least 48 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const name of ['Today', 'Days', 'Trends', 'Tills']) {
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[role="status"]')).toHaveCount(0);
    await noSeriousAxe(page, `phone ${name}`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - innerWidth');
    expect(overflow, name).toBeLessThanOrEqual(0);
    const small = await page.locator('button:visible, a:visible, select:visible, input:visible').evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).filter((box) => box.height < 48 || box.width < 48).length,
    );
    expect(small, name).toBe(0);
  }
  // On the phone a week of day labels takes more than the chart's width: none may be drawn over another, either way.
  for (const language of ['en', 'ar']) {
    await page.getByRole('link', { name: language === 'en' ? 'Trends' : 'الاتجاهات' }).click();
    await expect(page.locator('.figures svg')).toHaveCount(4);
    const crossings = await page.locator('.figures svg').evaluateAll((charts) =>
      charts.map((chart) => {
        const spans = [...chart.querySelectorAll('text.bar-chart-tick')].map((label) => label.getBoundingClientRect()).sort((a, b) => a.left - b.left);
        return { labels: spans.length, crossing: spans.slice(1).filter((span, index) => span.left < spans[index]!.right).length };
      }),
    );
    for (const [index, chart] of crossings.entries()) {
      expect(chart.labels, `${language} figure ${index}`).toBeGreaterThan(0);
      expect(chart.crossing, `${language} figure ${index}`).toBe(0);
    }
    if (language === 'en') await page.getByLabel('Language').selectOption('ar');
  }
  await page.getByLabel('اللغة').selectOption('en');
});

test('in Arabic the office reads right to left', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'اليوم' })).toBeVisible();
  const today = page.getByRole('region', { name: 'السلسلة اليوم' });
  await expect(today).toBeVisible();
  // Arabic's own plural forms (4 is "few"), not English's fallback.
  await expect(today.locator('[data-measure="sold"] .count')).toHaveText('4 عمليات بيع');
  await noSeriousAxe(page, 'today in Arabic');
  await page.getByLabel('اللغة').selectOption('en');
});
