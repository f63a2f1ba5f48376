/**
 * Flows that leave the clerk where they were, in browser mode at 1024×768: a shift's report and the day's Z shown
 * and printed on their own screens (a network thermal printer, a real TCP server on loopback, and the browser's
 * print window), never a trip to the print page; a clerk asked for a manager's PIN before the final question,
 * not after it; and "Start over" from the confirm step "Same again" led to, which drops the sale on screen and
 * sends nothing.
 */
import type { Locator, Page } from '@playwright/test';
import type { Sale } from '../../src/shared/contract';
import { decodeEscPos } from '../support/escpos-text';
import { startFakePrinter } from '../support/fake-network-printer';
import { approveAsManager, signIn } from './fixtures/clerk-steps';
import { countPrintCalls, printedText } from './fixtures/print-window';
import { digitsOf, enterNumber, expectConfirm, findOperator, openTill, pickCountry, sellTenDollarsToUsNumber } from './fixtures/sale-steps';
import { hiddenBelow } from './fixtures/screen-fit';
import { callTill, expect, MANAGER, shopReady, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

/** The screen button for `name` is the one lit up, and the address is that screen's. */
async function expectOnScreen(page: Page, name: string, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  await expect(page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

/** Counts the cash the drawer should hold (float 0, nothing sold: 0) and closes the shift. */
async function closeShift(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Shift', exact: true }).click();
  await page.getByRole('button', { name: 'Close shift', exact: true }).click();
  const count = page.getByRole('region', { name: 'Count the cash' });
  await count.getByRole('textbox', { name: 'Counted cash USD' }).fill('0');
  await count.getByRole('button', { name: 'Close shift', exact: true }).click();
  return page.getByRole('region', { name: 'Shift report' });
}

test('a shift closed with a network printer: its report on the Shift screen, printed there, and found again later', async ({ page, webHost }) => {
  const printer = await startFakePrinter('ok');
  try {
    await shopReady(webHost);
    await callTill(webHost, 'settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false } });
    await openTill(page, webHost.url);

    const report = await closeShift(page);
    await expect(report.getByRole('heading', { name: 'Shift 1 closed' })).toBeVisible();
    await expect(report.getByRole('table', { name: 'Cash in the drawer' })).toContainText('Exact');
    // Printed by itself once, from the core, while the report stays on screen.
    await expect.poll(() => printer.jobs().length).toBe(1);
    expect(decodeEscPos(printer.jobs()[0]!).text).toContain('SHIFT REPORT 1');
    await expect(report.getByRole('status')).toHaveText('Printed');
    await expectOnScreen(page, 'Shift', '/shift');

    // "Print report": another copy, counted, and the clerk is still on the report.
    const print = report.getByRole('button', { name: 'Print report', exact: true });
    expect((await print.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await print.click();
    await expect.poll(() => printer.jobs().length).toBe(2);
    expect(decodeEscPos(printer.jobs()[1]!).text).toContain('REPRINT 1');
    await expect(report.getByRole('status')).toHaveText('Printed');
    await expectOnScreen(page, 'Shift', '/shift');
    await expect(report).toBeVisible();

    // Done, a look at selling, and back: the closed shift's report is one tap away, and is not printed again.
    await report.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByRole('button', { name: 'Sell', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Open shift' })).toBeVisible();
    await page.getByRole('button', { name: 'Shift', exact: true }).click();
    await page.getByRole('region', { name: 'Earlier shifts today' }).getByRole('button', { name: /Shift 1/ }).click();
    await expect(report.getByRole('table', { name: 'Cash in the drawer' })).toContainText('Exact');
    expect(printer.jobs()).toHaveLength(2);
  } finally {
    await printer.close();
  }
});

test('a clerk closing the day is asked for a manager’s PIN before the final question; the Z stays on the Day screen', async ({ page, webHost }, testInfo) => {
  await shopReady(webHost);
  await callTill(webHost, 'clerks.add', { name: 'Ada', pin: '13579', role: 'clerk' });
  await callTill(webHost, 'clerks.lock');
  const { businessDay: day } = await callTill<{ businessDay: string }>(webHost, 'status.get');
  // The browser is the printer (the till's default): the Z prints with its print window, from the Day screen.
  const printCalls = await countPrintCalls(page);
  await page.goto(webHost.url);
  await signIn(page, 'Ada', '13579');

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Day summary' });
  await expect(summary.getByRole('table', { name: 'Sales that went through' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the day', exact: true }).click();

  // The manager first: nothing final has been asked yet.
  await expect(page.getByRole('dialog', { name: 'Manager approval' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await approveAsManager(page);

  // Then the final question; its "yes" closes the day at once, with no second PIN.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('This is final');
  await question.getByRole('button', { name: 'Yes, close the day' }).click();
  await expect(summary).toContainText('Z report');
  await expect(page.getByRole('dialog', { name: 'Manager approval' })).toHaveCount(0);
  await expect.poll(printCalls).toBe(1);
  expect(await printedText(page, testInfo.outputPath('z.pdf'))).toContain('Z REPORT');
  await expectOnScreen(page, 'Day', '/day');
  await expect(page.getByRole('button', { name: 'Print report', exact: true })).toBeVisible();

  // The approval was for this close, and the trail says so (read as the manager: the trail is theirs).
  const clerks = await callTill<Array<{ id: string; name: string }>>(webHost, 'clerks.list');
  const manager = clerks.find((clerk) => clerk.name === MANAGER.name)!;
  const ada = clerks.find((clerk) => clerk.name === 'Ada')!;
  await callTill(webHost, 'clerks.signIn', { clerkId: manager.id, pin: MANAGER.pin });
  const approvals = await callTill<Array<{ action: string; subject: string | null; clerkId: string | null; managerName: string }>>(webHost, 'clerks.approvals', { day });
  const closes = approvals.filter((approval) => approval.action === 'close-day');
  expect(closes.map(({ action, subject, clerkId, managerName }) => ({ action, subject, clerkId, managerName }))).toEqual([
    { action: 'close-day', subject: day, clerkId: ada.id, managerName: MANAGER.name },
  ]);
});

/** The number step as a new sale begins it: nothing typed, the shop's country (US here). */
async function expectFreshNumberStep(page: Page): Promise<void> {
  const entry = page.getByRole('status', { name: 'Mobile number' });
  await expect(entry).toBeVisible();
  expect(digitsOf(await entry.innerText())).toBe('');
  await expect(page.getByRole('button', { name: /^Country/ })).toHaveAccessibleName(/United States/);
  await expect(page.getByRole('region', { name: 'Confirm the sale' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change operator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start over', exact: true })).toBeDisabled();
}

/** Tab until `target` has the focus (it is reachable by keyboard), then Enter presses it. */
async function pressByKeyboard(page: Page, target: Locator): Promise<void> {
  for (let tabs = 0; tabs < 40 && !(await target.evaluate((element) => element === element.ownerDocument.activeElement)); tabs += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test('"Start over" from the confirm step "Same again" led to: an empty number step, and no sale sent', async ({ page, webHost }) => {
  await shopReady(webHost);
  await openTill(page, webHost.url);

  // On the number step from the start (nothing to drop yet): typing moves nothing.
  const startOver = page.getByRole('button', { name: 'Start over', exact: true });
  const find = page.getByRole('button', { name: 'Find operator' });
  await expect(startOver).toBeDisabled();
  const before = [await find.boundingBox(), await startOver.boundingBox()];
  await enterNumber(page, '2015550123');
  expect([await find.boundingBox(), await startOver.boundingBox()]).toEqual(before);
  await startOver.click();
  await expectFreshNumberStep(page);

  await sellTenDollarsToUsNumber(page);
  // A sale already sent is never dropped: its result step has none.
  await expect(startOver).toHaveCount(0);
  await page.getByRole('button', { name: 'Same again' }).click();
  const confirm = await expectConfirm(page);
  await expect(confirm).toContainText('(201) 555-0123');

  // In view at 1024×768, a touch target, reached by keyboard.
  await expect(startOver).toBeInViewport();
  expect((await startOver.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  expect(await hiddenBelow(page)).toBe(0);
  await pressByKeyboard(page, startOver);
  await expectFreshNumberStep(page);

  // From the amount step too.
  await pickCountry(page, 'United States', 'United States +1');
  await enterNumber(page, '2015550177');
  await findOperator(page, 'Verizon USA');
  await expect(page.getByRole('group', { name: 'Choose the amount' })).toBeVisible();
  await startOver.click();
  await expectFreshNumberStep(page);

  // The one sale of this test is the one sent before "Same again": the journal has no other, nor has the service.
  const { sales } = await callTill<{ sales: Sale[] }>(webHost, 'sales.list', {});
  expect(sales).toHaveLength(1);
  const reconciliation = await callTill<{ matched: number; onlyInJournal: unknown[]; onlyAtService: unknown[] }>(webHost, 'reports.reconcile', { day: sales[0]!.businessDay });
  expect(reconciliation).toMatchObject({ matched: 1, onlyInJournal: [], onlyAtService: [] });
});
