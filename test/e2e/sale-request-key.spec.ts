/**
 * The request key belongs to the sale being prepared. An answer lost on its way back, then "Change amount"
 * and the same amount again, hands back the sale already taken (and "Start over" cannot drop it meanwhile);
 * another amount under that key is refused in words with a way on; a full disk is said in words where the
 * cash is confirmed.
 */
import type { Page, Request } from '@playwright/test';
import { SALE_NUMBER, chooseFixedAmount, digitsOf, enterNumber, findOperator, pickCountry } from './fixtures/sale-steps';
import { expect, test } from './fixtures/web-host';

const CREATE = '**/api/sales.create';

/** Country, number, operator, $10 — up to the confirm step, nothing sent. */
async function prepareTenDollars(page: Page): Promise<void> {
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, SALE_NUMBER);
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');
  await expect(page.getByRole('button', { name: 'Cash taken — send top-up' })).toBeEnabled();
}

/** The first create reaches the till, which takes the sale, but its answer never reaches the page. */
async function loseFirstAnswer(page: Page, keys: string[]): Promise<void> {
  let first = true;
  await page.route(CREATE, async (route, request: Request) => {
    keys.push((request.postDataJSON() as { requestId: string }).requestId);
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

const confirmStep = (page: Page) => page.getByRole('region', { name: 'Confirm the sale' });

/** Prepares $10 and confirms it; the till takes it but the answer is lost. Returns the request keys sent so far. */
async function confirmWithLostAnswer(page: Page, url: string): Promise<string[]> {
  const keys: string[] = [];
  await loseFirstAnswer(page, keys);
  await page.goto(url);
  await prepareTenDollars(page);
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(confirmStep(page).getByRole('alert')).toContainText('The till is not answering');
  return keys;
}

test('after a lost answer, the same sale confirmed again is the sale already taken, not a second one', async ({ page, webHost }) => {
  const keys = await confirmWithLostAnswer(page, webHost.url);
  // The till may hold the sale: it is not dropped until a press with its key is answered.
  await expect(page.getByRole('button', { name: 'Start over', exact: true })).toBeDisabled();

  // The clerk looks at Recent sales (the till did take it), comes back to the same sale, goes back and forth,
  // then confirms the same $10 again.
  await page.getByRole('button', { name: 'Recent sales' }).click();
  await expect(page.getByRole('region', { name: 'Recent sales' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sell' }).click();
  await expect(confirmStep(page).locator('dd.amount')).toHaveText('$10.00');
  await page.getByRole('button', { name: 'Change amount' }).click();
  // Back from the amount is the number step, the number kept.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(async () => digitsOf(await page.getByRole('status', { name: 'Mobile number' }).innerText())).toBe(SALE_NUMBER);
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(page.getByRole('region', { name: 'Sale progress' }).locator('.sale-state')).toHaveAttribute('data-state', 'succeeded');

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.getByRole('button', { name: 'Recent sales' }).click();
  await expect(page.getByRole('region', { name: 'Recent sales' }).getByRole('listitem')).toHaveCount(1);

  // The next sale is a new one, with a new key.
  await page.getByRole('button', { name: 'Sell' }).click();
  await page.getByRole('button', { name: 'New sale' }).click();
  await prepareTenDollars(page);
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(page.getByRole('region', { name: 'Sale progress' })).toBeVisible();
  // The progress shows as the create leaves, before it is answered: wait for the request itself.
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a key that already took a sale is refused for other details, and a new sale gets a new key', async ({ page, webHost }) => {
  const keys = await confirmWithLostAnswer(page, webHost.url);

  await page.getByRole('button', { name: 'Change amount' }).click();
  const other = page.getByRole('group', { name: 'Choose the amount' }).getByRole('button').filter({ hasNotText: '$10.00' }).first();
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(confirmStep(page).getByRole('alert')).toContainText('This sale was already taken as');
  await expect(page.getByRole('button', { name: 'Cash taken — send top-up' })).toBeDisabled();
  expect(keys[1]).toBe(keys[0]);

  await page.getByRole('button', { name: 'Start over', exact: true }).click();
  // A new sale: the number step, empty, in the shop's country.
  await expect.poll(async () => digitsOf(await page.getByRole('status', { name: 'Mobile number' }).innerText())).toBe('');
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, '2015550177');
  await findOperator(page, 'Verizon USA');
  await chooseFixedAmount(page, '$10.00');
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(page.getByRole('region', { name: 'Sale progress' })).toBeVisible();
  // The progress shows as the create leaves, before it is answered: wait for the request itself.
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a full disk is said in words at the confirm step, and the clerk may try again', async ({ page, webHost }) => {
  const message = 'The disk is full, so the till could not save. Nothing was saved: free some space on this computer, then try again.';
  await page.route(CREATE, (route) => route.fulfill({ status: 507, contentType: 'application/json', body: JSON.stringify({ error: { code: 'DISK_FULL', message } }) }));
  await page.goto(webHost.url);
  await prepareTenDollars(page);
  await page.getByRole('button', { name: 'Cash taken — send top-up' }).click();
  await expect(confirmStep(page).getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('button', { name: 'Cash taken — send top-up' })).toBeEnabled();
  // Nothing was taken: "Start over" may drop the sale, but it is not the way on the key's refusal makes it.
  await expect(page.getByRole('button', { name: 'Start over', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start over', exact: true })).not.toHaveClass(/primary/);
});
