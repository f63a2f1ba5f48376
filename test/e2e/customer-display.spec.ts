/**
 * The customer display beside the clerk's screen, as a shop runs it in browser mode: the clerk's page at the
 * till's address and the customer's at the "customer display at …" address, in a browser window of its own.
 * The customer reads their number, grouped, before any cash is taken; "No" stops the sale, "Yes" lets it go;
 * they never see a PIN nor the previous customer's number; and the display's token can do nothing else.
 */
import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import type { AuditEntry, Sale } from '../../src/shared/contract';
import { ARABIC } from './fixtures/arabic-words';
import {
  changeOperator,
  chooseFixedAmount,
  digitsOf,
  enterNumber,
  expectConfirm,
  findOperator,
  openTill,
  pickCountry,
  saleState,
  SALE_NUMBER,
  sendTopup,
  toggle,
  toggleGroup,
  typeOnKeypad,
  usNational,
} from './fixtures/sale-steps';
import { callTill, expect, shopReady, test } from './fixtures/web-host';

const SEND = 'Cash taken — send top-up';
const WAITING = 'Waiting for the customer to confirm';

/** The customer's window, at the display's address, on a screen of its own size. */
async function openDisplay(browser: Browser, url: string, size = { width: 1920, height: 1080 }): Promise<{ page: Page; display: Locator; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.goto(url);
  const display = page.getByRole('region', { name: 'Customer display' });
  await expect(display).toBeVisible();
  return { page, display, close: () => context.close() };
}

/** The clerk's steps to the confirm step for $10 to a US number. */
async function toConfirm(page: Page, number = SALE_NUMBER): Promise<void> {
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, number);
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');
  await expect(page.getByRole('region', { name: 'Confirm the sale' })).toBeVisible();
}

/** The customer's yes on their display, then the clerk's "Cash taken", to the sale delivered. */
async function yesThenSell(page: Page, display: Locator): Promise<void> {
  await display.getByRole('button', { name: "Yes, that's my number" }).click();
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
}

async function axeSerious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}

/**
 * What of the display does not fit: the page beyond its window (a display must never scroll), or an element whose
 * text runs out of its own box (the number cut off, or over the question beside it).
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const out = [];
    const root = document.documentElement;
    if (root.scrollHeight > innerHeight || root.scrollWidth > innerWidth) out.push('the page scrolls');
    for (const element of document.querySelectorAll('.customer-display *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible') continue;
      if (element.scrollWidth > Math.ceil(box.width) + 1 || box.right > innerWidth + 1 || box.left < -1 || box.bottom > innerHeight + 1 || box.top < -1) out.push(element.className || element.tagName);
    }
    return out;
  })()`);
}

test.beforeEach(async ({ webHost }) => {
  await shopReady(webHost, 'US');
});

test('the customer sees their number grouped, says yes, and the top-up goes; then their number leaves the screen', async ({ page, webHost, browser }) => {
  const customer = await openDisplay(browser, webHost.customerUrl);
  // Between customers: the shop's name.
  await expect(customer.display).toContainText('My Shop');
  await openTill(page, webHost.url);
  await pickCountry(page, 'United States', 'United States +1');
  await typeOnKeypad(page, SALE_NUMBER.slice(0, 6));
  // As the clerk types: the flag and the number, grouped as the country writes it.
  await expect(customer.display).toContainText('(201) 555');
  await expect(customer.display.locator('.flag-image')).toBeVisible();
  await typeOnKeypad(page, SALE_NUMBER.slice(6));
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');

  // At confirm, before any cash: the number, the operator, what is paid and received, and the question.
  await expect(customer.display).toContainText(usNational(SALE_NUMBER));
  await expect(customer.display).toContainText('Verizon USA');
  await expect(customer.display).toContainText('$10.00');
  await expect(customer.display).toContainText('Is this your number?');
  // The clerk cannot take the cash until the customer says yes.
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await expect(page.getByRole('button', { name: SEND })).toBeDisabled();
  const { sales: none } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {});
  expect(none).toHaveLength(0);

  await customer.display.getByRole('button', { name: "Yes, that's my number" }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toHaveCount(0);
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
  await expect(customer.display).toContainText('Delivered — thank you');

  // A few seconds later the number and the amounts are gone, while the clerk's screen still shows the sale.
  await expect(customer.display).not.toContainText(usNational(SALE_NUMBER), { timeout: 20_000 });
  await expect(customer.display).not.toContainText('$10.00');
  await expect(customer.display).toContainText('My Shop');
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');

  // The next customer starts from nothing: never the last one's number.
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(customer.display).not.toContainText(usNational(SALE_NUMBER));
  await customer.close();
});

test('"No, that\'s not my number" stops the sale: the clerk is back at the number, told why, and nothing is taken', async ({ page, webHost, browser }) => {
  const customer = await openDisplay(browser, webHost.customerUrl);
  await openTill(page, webHost.url);
  await toConfirm(page);
  await expect(page.getByRole('button', { name: SEND })).toBeDisabled();
  await customer.display.getByRole('button', { name: "No, that's not my number" }).click();

  await expect(page.getByRole('status').filter({ hasText: 'The customer said this is not their number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find operator' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm the sale' })).toHaveCount(0);
  const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {});
  expect(sales).toHaveLength(0);
  // The number the customer refused is still there to correct, and the display shows it as it is typed again.
  await expect(customer.display).toContainText(usNational(SALE_NUMBER));
  const { entries } = await callTill<{ entries: AuditEntry[] }>(webHost, 'audit.list', {});
  expect(entries.map((entry) => entry.action)).toContain('customer-said-no');
  await customer.close();
});

test("where a manager allows it, the clerk goes on without the customer's yes, and the skip is in the audit trail", async ({ page, webHost, browser }) => {
  await callTill(webHost, 'settings.update', { customerDisplay: { allowSkip: true } });
  const customer = await openDisplay(browser, webHost.customerUrl);
  await openTill(page, webHost.url);
  await toConfirm(page);
  await expect(page.getByRole('button', { name: SEND })).toBeDisabled();
  await page.getByRole('button', { name: "Go on without the customer's yes" }).click();
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
  const { entries } = await callTill<{ entries: AuditEntry[] }>(webHost, 'audit.list', {});
  const skip = entries.find((entry) => entry.action === 'customer-confirm-skipped');
  expect(skip).toMatchObject({ clerkName: 'Grace' });
  await customer.close();
});

test('without a customer display the sale goes on as before', async ({ page, webHost }) => {
  await openTill(page, webHost.url);
  await toConfirm(page);
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toHaveCount(0);
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
});

test('a sale the clerk leaves for another screen does not come back on the display when the clerk returns', async ({ page, webHost, browser }) => {
  const customer = await openDisplay(browser, webHost.customerUrl);
  await openTill(page, webHost.url);
  await toConfirm(page);
  await yesThenSell(page, customer.display);
  await expect(customer.display).toContainText('Delivered — thank you');
  // At once to the history, and back: the sale screen still holds the sale, the display never shows it again.
  await page.getByRole('button', { name: 'Recent sales' }).click();
  await expect(customer.display).not.toContainText(usNational(SALE_NUMBER));
  // Back on the sale screen, which tells the till again what it shows (the sale): the till keeps it off the display.
  const told = page.waitForResponse((response) => response.url().endsWith('/api/customer.show'));
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await told;
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
  await expect(customer.display).toContainText('My Shop');
  await expect(customer.display).not.toContainText(usNational(SALE_NUMBER));
  await customer.close();
});

test('the number leaves the display when the till locks', async ({ page, webHost, browser }) => {
  const customer = await openDisplay(browser, webHost.customerUrl);
  await openTill(page, webHost.url);
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, SALE_NUMBER);
  await expect(customer.display).toContainText(usNational(SALE_NUMBER));
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(customer.display).not.toContainText(usNational(SALE_NUMBER));
  await expect(customer.display).toContainText('My Shop');
  await customer.close();
});

test('a PIN sale: the customer reads "Your PIN is on your voucher", and neither their page nor its stream ever holds the PIN or a token', async ({ page, webHost, browser }) => {
  await shopReady(webHost, 'NG');
  const customer = await openDisplay(browser, webHost.customerUrl);
  // The display's stream as raw text, read beside the page: everything the display was ever sent.
  const stream = rawStream(webHost.port, webHost.customerToken);
  await openTill(page, webHost.url);
  await enterNumber(page, '7011234567');
  await findOperator(page, 'Airtel Nigeria');
  await changeOperator(page, 'Airtel Nigeria PIN');
  await page.getByRole('group', { name: 'Choose the amount' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await yesThenSell(page, customer.display);
  await expect(customer.display).toContainText('Your PIN is on your voucher');

  // The PIN itself, as the voucher's one original prints it on the clerk's side.
  await page.getByRole('button', { name: 'Print voucher' }).click();
  const pin = digitsOf((await page.locator('.print-sheet.is-in-place .pin-code strong').textContent()) ?? '');
  expect(pin).toMatch(/^\d{6,}$/);
  const shown = await customer.page.content();
  expect(digitsOf(shown)).not.toContain(pin);
  const sent = stream.text();
  expect(sent).toContain('customer.view');
  expect(digitsOf(sent)).not.toContain(pin);
  for (const secret of [webHost.token, webHost.customerToken]) expect(sent + shown).not.toContain(secret);
  stream.close();
  await customer.close();
});

test("the display's token is refused on every method of the till", async ({ webHost, browser }) => {
  const customer = await openDisplay(browser, webHost.customerUrl);
  const statuses = await customer.page.evaluate(
    async ({ token }) => {
      const methods = ['status.get', 'settings.get', 'sales.list', 'sales.create', 'printing.showPin', 'customer.show', 'clerks.session'];
      return Promise.all(methods.map(async (method) => (await fetch(`/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-till-token': token }, body: '{}' })).status));
    },
    { token: webHost.customerToken },
  );
  expect(statuses.every((status) => status === 403)).toBe(true);
  await customer.close();
});

for (const size of [
  { width: 800, height: 480 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height}, in English and in Arabic, the confirm step fits without scrolling and axe finds nothing serious`, async ({ page, webHost, browser }) => {
    await callTill(webHost, 'settings.update', { shop: { name: 'Boutique Al-Amal — Télécom & Services du Centre-Ville' } });
    const customer = await openDisplay(browser, webHost.customerUrl, size);
    expect(await overflows(customer.page)).toEqual([]);
    expect(await axeSerious(customer.page)).toEqual([]);
    await openTill(page, webHost.url);
    await toConfirm(page);
    await expect(customer.display.getByRole('button', { name: "Yes, that's my number" })).toBeVisible();
    expect(await overflows(customer.page)).toEqual([]);
    expect(await axeSerious(customer.page)).toEqual([]);
    await customer.page.screenshot({ path: test.info().outputPath(`customer-confirm-${size.width}x${size.height}-en.png`) });

    // The customer's language for this sale: the display follows it, right to left.
    await page.getByRole('button', { name: 'Change amount' }).click();
    await toggle(toggleGroup(page, 'Language for this customer'), 'العربية').click();
    await page.getByRole('button', { name: ARABIC.next, exact: true }).click();
    await expect(customer.page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = customer.page.getByRole('region', { name: 'شاشة الزبون' });
    await expect(arabic.getByRole('button', { name: 'نعم، هذا رقمي' })).toBeVisible();
    // The number reads left to right, whatever the page's direction.
    await expect(arabic.locator('.customer-number')).toHaveAttribute('dir', 'ltr');
    await expect(arabic).toContainText(usNational(SALE_NUMBER));
    expect(await overflows(customer.page)).toEqual([]);
    expect(await axeSerious(customer.page)).toEqual([]);
    await customer.page.screenshot({ path: test.info().outputPath(`customer-confirm-${size.width}x${size.height}-ar.png`) });
    await customer.close();
  });
}

/** The display's event stream read by the test itself, as text. */
function rawStream(port: number, token: string): { text(): string; close(): void } {
  let text = '';
  const outgoing = httpRequest({ host: '127.0.0.1', port, path: `/customer/events?token=${encodeURIComponent(token)}`, headers: { host: `127.0.0.1:${port}` } }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
    });
  });
  outgoing.on('error', () => undefined);
  outgoing.end();
  return { text: () => text, close: () => outgoing.destroy() };
}
