/**
 * A sale's detail from the recent list: opened by touch or keyboard, with its ids and its timeline, and the
 * PIN of a PIN sale masked, shown again on asking (a copy the till counts) after the result screen is gone.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Sale } from '../../src/shared/contract';
import { SALE_NUMBER, changeOperator, chooseFixedAmount, enterNumber, findOperator, openTill, pickCountry, sellTenDollarsToUsNumber, usNational } from './fixtures/sale-steps';
import { hiddenBelow } from './fixtures/screen-fit';
import { callTill, expect, test } from './fixtures/web-host';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
});

async function openRecentSales(page: Page) {
  await page.getByRole('button', { name: 'Recent sales' }).click();
  return page.getByRole('region', { name: 'Recent sales' });
}

test('a row of the recent list opens the sale detail, and leads back to the list', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await sellTenDollarsToUsNumber(page);
  const saleId = (await page.getByRole('region', { name: 'Sale progress' }).locator('.sale-id').innerText()).replace(/^Sale /, '');

  const recent = await openRecentSales(page);
  const row = recent.getByRole('button', { name: new RegExp(`^\\d{1,2}:\\d{2}.* \\(201\\) ${SALE_NUMBER.slice(3, 6)}-${SALE_NUMBER.slice(6)} .*\\$10\\.00 Top-up delivered$`) });
  await expect(row).toHaveCount(1);
  await row.click();

  const detail = page.getByRole('region', { name: 'Sale detail' });
  await expect(detail.locator('.sale-state')).toHaveAttribute('data-state', 'succeeded');
  await expect(detail).toContainText(saleId);
  await expect(detail).toContainText(usNational(SALE_NUMBER));
  await expect(detail).toContainText('Verizon USA');
  const timeline = detail.getByRole('list', { name: 'What happened' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('New sale');
  await expect(timeline.first()).toContainText('Saved, waiting to send');
  await expect(timeline.last()).toContainText('Top-up delivered');
  expect(await hiddenBelow(page)).toBe(0);

  // By keyboard: back to the list lands on the row the clerk came from, and Enter opens it again.
  await detail.getByRole('button', { name: 'Back to the list' }).click();
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Sale detail' })).toContainText(saleId);
});

test('the PIN of a PIN sale is masked on screen, and shown again on asking: a copy the till counts', async ({ page, webHost }) => {
  // Auto-detection names only a country's airtime networks: a PIN operator is sold by changing to it.
  await openTill(page, webHost.url);
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, SALE_NUMBER);
  await findOperator(page, 'Verizon USA');
  await changeOperator(page, 'T-Mobile USA PIN');
  await chooseFixedAmount(page, /\$/);
  const send = page.getByRole('button', { name: 'Cash taken — send top-up' });
  await expect(send).toBeEnabled();
  await send.click();

  const progress = page.getByRole('region', { name: 'Sale progress' });
  await expect(progress.locator('.sale-state')).toHaveAttribute('data-state', 'succeeded');
  // The voucher as it will print, its PIN masked; Show PIN gives the code, counted as a copy.
  const masked = (await progress.locator('.pin-code strong').innerText()).replace(/\s+/g, '');
  expect(masked).toMatch(/^•{6,}$/);
  await progress.getByRole('button', { name: 'Show PIN' }).click();
  const code = (await progress.locator('.revealed-pin').innerText()).replace(/\s+/g, '');
  expect(code).toMatch(/^\d{6,}$/);
  expect(code).toHaveLength(masked.length);
  await progress.getByRole('button', { name: 'New sale' }).click();

  const recent = await openRecentSales(page);
  await recent.getByRole('button', { name: /Top-up delivered$/ }).click();
  const detail = page.getByRole('region', { name: 'Sale detail' });
  await expect(detail.locator('.pin-code strong')).toBeVisible();
  await expect(detail.locator('.pin-code strong')).toHaveText(masked);
  await expect(detail).not.toContainText(code);
  await detail.getByRole('button', { name: 'Show PIN' }).click();
  await expect(detail.locator('.revealed-pin')).toBeVisible();
  expect((await detail.locator('.revealed-pin').innerText()).replace(/\s+/g, '')).toBe(code);
  await expect(detail.getByRole('status').filter({ hasText: 'PIN' })).toBeVisible();
  expect(await hiddenBelow(page)).toBe(0);
  // The README's picture of a PIN sale's detail.
  await page.screenshot({ path: join('test-results', 'sale-detail', 'pin-shown.png') });
  await detail.getByRole('button', { name: 'Hide PIN' }).click();
  await expect(detail).not.toContainText(code);
  // Both showings are copies in the print log, never the original (that is the first print or PDF): 1 and 2.
  const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', { limit: 1 });
  const jobs = await callTill<Array<{ copy: number; outcome: string }>>(webHost, 'printing.jobs', { saleId: sales[0]!.id });
  expect(jobs.map((job) => [job.copy, job.outcome])).toEqual([
    [1, 'shown'],
    [2, 'shown'],
  ]);
});
