import { expect, test } from './fixtures/web-host';

test('the page renders the status bar in training mode, online, from the printed address', async ({ page, webHost }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto(webHost.url);
  const statusBar = page.getByRole('banner', { name: 'Till status' });
  await expect(statusBar.locator('[data-field="environment"]')).toHaveText('TRAINING');
  await expect(statusBar.locator('[data-field="connectivity"]')).toHaveText('Online');
  await expect(statusBar.locator('[data-field="pending"]')).toHaveText('Waiting: 0');
  await expect(statusBar.locator('[data-field="balance"]')).toContainText('Balance $10,000.00');
  // The token leaves the address bar at once, and a reload still works from the session's copy.
  await expect(page).toHaveURL(`http://127.0.0.1:${webHost.port}/`);
  await page.reload();
  await expect(statusBar.locator('[data-field="environment"]')).toHaveText('TRAINING');
  // The strict CSP is in force and the built page needs nothing it forbids.
  expect(violations).toEqual([]);
});

test('a page opened without the token explains how to open the till', async ({ page, webHost }) => {
  await page.goto(`http://127.0.0.1:${webHost.port}/`);
  await expect(page.getByText('This page needs the address the till printed')).toBeVisible();
});
