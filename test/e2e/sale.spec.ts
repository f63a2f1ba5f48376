import { SALE_NUMBER, sellTenDollarsToUsNumber } from './fixtures/sale-steps';
import { expect, test } from './fixtures/web-host';

test('one full sale in training mode, by touch alone, followed to its final state', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await sellTenDollarsToUsNumber(page);

  await page.getByRole('button', { name: 'Recent sales' }).click();
  const row = page.getByRole('region', { name: 'Recent sales' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'succeeded');
  await expect(row).toContainText(`+1${SALE_NUMBER}`);
  await expect(page.locator('[data-field="pending"]')).toHaveText('Waiting: 0');
});

test('with the event stream cut off, the sale on screen still reaches its final state', async ({ page, webHost }) => {
  // No server-sent events at all: the screen must not depend on hearing every event to show the truth.
  await page.route('**/api/events**', (route) => route.abort());
  await page.goto(webHost.url);
  await sellTenDollarsToUsNumber(page);
});
