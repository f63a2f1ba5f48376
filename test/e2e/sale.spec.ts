import type { Sale } from '../../src/shared/contract';
import { SALE_NUMBER, saleState, sellTenDollarsToUsNumber, sendTenDollarsToUsNumber, usNational } from './fixtures/sale-steps';
import { callTill, expect, test } from './fixtures/web-host';

test('one full sale in training mode, by touch alone, followed to its final state', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await sellTenDollarsToUsNumber(page);

  await page.getByRole('button', { name: 'Recent sales' }).click();
  const row = page.getByRole('region', { name: 'Recent sales' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'succeeded');
  await expect(row).toContainText(usNational(SALE_NUMBER));
  await expect(page.locator('[data-field="pending"]')).toHaveText('Waiting: 0');
});

test('with the event stream cut off, the sale on screen still reaches its final state', async ({ page, webHost }) => {
  // No server-sent events at all: the screen must not depend on hearing every event to show the truth.
  await page.route('**/api/events**', (route) => route.abort());
  await page.goto(webHost.url);
  await sellTenDollarsToUsNumber(page);
});

test('a sale the operator refunds is never shown as delivered: not on the result step, its receipt, the Day screen nor the CSV', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  // The simulator refunds a number ending 222 at once, its record still carrying what it would have delivered.
  await sendTenDollarsToUsNumber(page, undefined, '2015550222');
  await expect(saleState(page)).toHaveAttribute('data-state', 'refunded');
  const progress = page.getByRole('region', { name: 'Sale progress' });
  const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', { limit: 1 });
  // The journal keeps that record; the sale as the till hands it out (lists, events, the screens) carries none of it.
  expect(sales[0]).toMatchObject({ state: 'refunded', delivered: null, cost: null, discount: null });

  await expect(progress.locator('dl.summary dd[data-field="delivered"]')).toHaveText('Nothing — give back $10.00');
  const receipt = progress.getByRole('region', { name: 'Receipt preview' });
  await expect(receipt).toContainText('REFUNDED');
  await expect(receipt).toContainText(/Handed back\s*USD 10\.00/);
  await expect(receipt).not.toContainText('Delivered');
  await expect(progress.getByRole('button', { name: 'Print voucher' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const byState = page.getByRole('region', { name: 'By state' });
  await expect(byState.getByRole('row', { name: /^Refunded by the operator/ }).getByRole('cell')).toHaveText(['1', '$10.00', '—']);
  await expect(page.getByText('Phones received', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('—');

  const { csv } = await callTill<{ csv: string }>(webHost, 'reports.csv', {});
  const [header, row] = csv.trim().split('\r\n').map((line) => line.split(','));
  const cell = (column: string) => row![header!.indexOf(column)];
  expect(['state', 'amount', 'delivered', 'delivered_currency', 'cost', 'discount'].map(cell)).toEqual(['refunded', '10.00', '', '', '', '']);
});
