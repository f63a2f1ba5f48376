/**
 * The Day screen's "Sales by hour" in Chromium at 1024×768, on a till whose shop keeps its days in Kathmandu's time
 * (UTC+5:45, a quarter of an hour off UTC's): a $10 sale, then the figure by its name, the whole screen in view,
 * its numbers one tap away with the sale in the row of the hour Kathmandu's clock showed when it was taken, the
 * drawing unmoved when the table opens, and axe finding nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Sale } from '../../src/shared/contract';
import { openTill, sellTenDollarsToUsNumber } from './fixtures/sale-steps';
import { hiddenBelow } from './fixtures/screen-fit';
import { callTill, expect, shopReady, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

const ZONE = 'Asia/Kathmandu';

test('a sale is found in its hour of the shop’s clock, in the Day screen’s figure and its table', async ({ page, webHost }) => {
  await shopReady(webHost);
  await callTill(webHost, 'settings.update', { businessDay: { timeZone: ZONE } });
  await openTill(page, webHost.url);
  await sellTenDollarsToUsNumber(page);
  const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {});
  const hour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: ZONE }).format(new Date(sales[0]!.createdAt)));

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const figure = page.getByRole('region', { name: 'Day summary' }).getByRole('figure', { name: 'Sales by hour' });
  await expect(figure).toBeVisible();
  await expect(figure.locator(`rect[data-category="${hour}"]`)).toHaveCount(1);
  expect(await hiddenBelow(page)).toBe(0);
  const drawing = figure.locator('.bar-chart');
  const before = await drawing.boundingBox();

  const show = figure.getByRole('button', { name: 'Show the numbers' });
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await show.click();
  const table = figure.getByRole('table', { name: 'Sales by hour' });
  const row = table.locator(`tr[data-row="${hour}"]`);
  await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${hour % 12 || 12}:00 [AP]M`));
  await expect(row.getByRole('cell')).toHaveText(['1', '$10.00']);
  // Every other hour shown sold nothing.
  await expect(table.getByRole('cell', { name: '$10.00' })).toHaveCount(1);
  expect(await drawing.boundingBox()).toEqual(before);
  await expect(figure.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');

  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
