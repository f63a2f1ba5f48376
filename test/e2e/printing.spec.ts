/**
 * Printing end to end: a PIN top-up sold on the touch screen and its voucher printed, in browser mode (from the
 * result step, which stays on screen, as the browser's own print makes it into a PDF; the print page and its
 * "Download PDF"; each read back with pdftotext) and on a network thermal printer (a real TCP server on
 * loopback whose bytes are decoded back to text). The PIN is on a page only for the one copy it prints; every
 * other copy is a new, numbered one. Screenshots of the 58 mm and 80 mm vouchers in English and Arabic go to
 * test-results/receipts/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Sale } from '../../src/shared/contract';
import { decodeEscPos } from '../support/escpos-text';
import { countPrintCalls, pdfText } from './fixtures/print-window';
import { startFakePrinter } from '../support/fake-network-printer';
import { changeOperator, digitsOf, enterNumber, expectConfirm, findOperator, openTill, saleState, sendTopup } from './fixtures/sale-steps';
import { callTill, expect, shopReady, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

const SCREENSHOTS = join('test-results', 'receipts');

/** A PIN top-up to a Nigerian number, to success; the sale as the till keeps it. */
async function sellPinTopup(page: Page, host: Parameters<typeof callTill>[0], number: string): Promise<Sale> {
  await enterNumber(page, number);
  await findOperator(page, 'Airtel Nigeria');
  await changeOperator(page, 'Airtel Nigeria PIN');
  const amounts = page.getByRole('group', { name: 'Choose the amount' });
  await amounts.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectConfirm(page);
  await sendTopup(page);
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
  const { sales } = await callTill<{ sales: Sale[] }>(host, 'sales.list', { limit: 1 });
  const sale = sales[0]!;
  // A sale as the till hands it out carries its PIN masked: the code only goes out as a counted copy.
  expect(sale.pin?.masked).toMatch(/^•{6,}$/);
  return sale;
}

/** The PIN a voucher's page shows (the code, when this is the page's one drawing with it). */
async function pinOn(page: Page): Promise<string> {
  return digitsOf(await page.getByRole('region', { name: /Receipt preview|معاينة الإيصال/ }).locator('.pin-code strong').innerText());
}

/** The mark on everything the till makes in training (the default environment, and these tests'). */
const TRAINING = 'TRAINING — NOT VALID';

/**
 * A training voucher as text says the mark first and last, and right above and below its PIN: four times. (Every
 * line fits the 80 mm paper these tests print on, so the mark is one line each time.)
 */
function expectTrainingMarks(text: string): void {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  expect(lines.filter((line) => line === TRAINING)).toHaveLength(4);
  expect([lines[0], lines.at(-1)]).toEqual([TRAINING, TRAINING]);
}

test('browser mode: a PIN voucher printed from the result step once with its PIN; a PDF, a reload and a reprint are counted copies', async ({ page, webHost }, testInfo) => {
  await shopReady(webHost, 'NG');
  const printCalls = await countPrintCalls(page);
  await openTill(page, webHost.url);
  const sale = await sellPinTopup(page, webHost, '7011234567');
  const address = page.url();

  // The result step previews the voucher as it will print, its PIN masked.
  const preview = page.getByRole('region', { name: 'Receipt preview' });
  await expect(preview).toBeVisible();
  expect(await pinOn(page)).toBe(''); // masked: none of its digits
  // The preview scrolls to the PIN, which has the mark right above it.
  await expect(preview.getByText(TRAINING)).toHaveCount(4);
  await expect(preview.getByText(TRAINING).nth(1)).toBeInViewport();

  // Printed where the clerk is: the browser's print window over the result step, which stays as it was.
  await page.getByRole('button', { name: 'Print voucher' }).click();
  await expect.poll(printCalls).toBe(1);
  expect(page.url()).toBe(address);
  await expect(page.getByRole('region', { name: 'Sale progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Prints from this screen' })).toBeVisible();
  // What the browser's print makes of the page: the voucher alone, with its PIN the one time, at the paper's width.
  const inPlace = page.locator('.print-sheet.is-in-place');
  await expect(inPlace).toBeHidden();
  await expect(inPlace).toContainText(sale.id);
  const pin = digitsOf((await inPlace.locator('.pin-code strong').textContent()) ?? '');
  expect(pin).toMatch(/^\d{6,}$/);
  const printed = testInfo.outputPath('printed.pdf');
  writeFileSync(printed, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const printedText = pdfText(printed);
  expect(digitsOf(printedText)).toContain(pin);
  expect(printedText).toContain('PIN VOUCHER');
  expectTrainingMarks(printedText);
  expect(printedText).not.toContain('New sale');
  const width = /Page size:\s+([\d.]+) x/.exec(execFileSync('pdfinfo', [printed], { encoding: 'utf8' }))?.[1];
  expect(Number(width)).toBeCloseTo((80 / 25.4) * 72, 0);

  // The print page stays one tap away (its "Download PDF"): the same job, drawn again, its PIN masked now.
  await page.getByRole('button', { name: 'Open print page' }).click();
  await expect(page).toHaveURL(/#\/print\/job\/\d+$/);
  const sheet = page.getByRole('region', { name: 'Receipt preview' });
  await expect(sheet).toContainText(sale.id);
  await expect(page.locator('html')).toHaveAttribute('data-print-ready', 'true');
  expect(await pinOn(page)).toBe('');

  // A PDF is a copy of its own: the next one, REPRINT 1, never the original again.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`voucher-${sale.id}-reprint-1.pdf`);
  const downloaded = testInfo.outputPath('downloaded.pdf');
  await download.saveAs(downloaded);
  expect(digitsOf(pdfText(downloaded))).toContain(pin);
  expect(pdfText(downloaded)).toContain('REPRINT 1');
  expectTrainingMarks(pdfText(downloaded));

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(saleState(page)).toHaveAttribute('data-state', 'succeeded');
  const calls = await printCalls();
  await page.getByRole('button', { name: 'Reprint', exact: true }).click();
  await expect.poll(printCalls).toBe(calls + 1);
  await expect(inPlace).toContainText('REPRINT 2');
  expect(digitsOf((await inPlace.locator('.pin-code strong').textContent()) ?? '')).toBe(pin);

  // That copy's page, opened and drawn again (a reload), shows the PIN masked and does not print again.
  await page.getByRole('button', { name: 'Open print page' }).click();
  await expect(sheet).toContainText('REPRINT 2');
  await page.reload();
  await expect(sheet).toContainText('REPRINT 2');
  expect(await pinOn(page)).toBe(''); // masked: none of its digits
  expect(await printCalls()).toBe(0);

  // The page's Print is another copy: a new job, REPRINT 3, whose page prints itself with the PIN.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(sheet).toContainText('REPRINT 3');
  expect(await pinOn(page)).toBe(pin);
  await expect.poll(printCalls).toBe(1);
  const jobs = await callTill<Array<{ copy: number; outcome: string }>>(webHost, 'printing.jobs', { saleId: sale.id });
  expect(jobs.map((job) => [job.copy, job.outcome])).toEqual([
    [0, 'browser'],
    [1, 'saved'],
    [2, 'browser'],
    [3, 'browser'],
  ]);

  // The vouchers a newcomer compares: 80 mm and 58 mm paper, English and Arabic; each a voucher's page drawn the
  // one time it shows its PIN (a sale of its own, printed by the core).
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Tall enough that the whole slip shows, not only the part in view.
  await page.setViewportSize({ width: 1024, height: 2400 });
  const pinOperator = (await callTill<Array<{ id: number; name: string }>>(webHost, 'catalog.operators', { country: 'NG' })).find((each) => each.name === 'Airtel Nigeria PIN')!;
  const operator = await callTill<{ id: number; amounts: { kind: string; choices?: Array<{ amount: { micros: number } }> } }>(webHost, 'catalog.operator', { operatorId: pinOperator.id });
  const amount = String(operator.amounts.choices![0]!.amount.micros / 1e6);
  for (const [index, [language, columns, mm]] of ([
    ['en', 48, 80],
    ['en', 32, 58],
    ['ar', 48, 80],
    ['ar', 32, 58],
  ] as const).entries()) {
    await callTill(webHost, 'settings.update', { shop: { language }, printer: { columns } });
    const taken = await callTill<Sale>(webHost, 'sales.create', { operatorId: pinOperator.id, amount, recipient: { country: 'NG', number: `70112346${String(index).padStart(2, '0')}` } });
    await expect.poll(async () => (await callTill<{ sale: Sale }>(webHost, 'sales.get', { id: taken.id })).sale.state).toBe('succeeded');
    const job = await callTill<{ id: number }>(webHost, 'printing.print', { saleId: taken.id, kind: 'voucher' });
    // A page loaded anew (not a fragment changed on the page already there), in the language just set.
    await page.goto('about:blank');
    await page.goto(`${webHost.url.split('#')[0]}#/print/job/${job.id}`);
    const shown = page.getByRole('region', { name: language === 'en' ? 'Receipt preview' : 'معاينة الإيصال' });
    await expect(shown).toBeVisible();
    await expect(shown.locator('.receipt-sheet')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect(await pinOn(page)).toMatch(/^\d{6,}$/);
    // The 14-digit PIN on one line on either paper, as the printer prints it: its groups side by side, under a
    // heading that counts its digits.
    const groups = shown.locator('.receipt-pin-group');
    await expect(groups).toHaveCount(4);
    const tops = await Promise.all([0, 1, 2, 3].map(async (index) => Math.round((await groups.nth(index).boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
    await expect(shown).toContainText(language === 'en' ? 'PIN (14 digits)' : 'رمز PIN (عدد الأرقام: 14)');
    await shown.screenshot({ path: join(SCREENSHOTS, `voucher-${mm}mm-${language}.png`) });
  }
});

test("Settings' test page prints from Settings in browser mode", async ({ page, webHost }) => {
  await shopReady(webHost, 'NG');
  const printCalls = await countPrintCalls(page);
  await openTill(page, webHost.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Printer' }).click();
  const address = page.url();
  await page.getByRole('button', { name: 'Print a test page' }).click();
  await expect.poll(printCalls).toBe(1);
  expect(page.url()).toBe(address);
  await expect(page.getByRole('button', { name: 'Print a test page' })).toBeVisible();
  const inPlace = page.locator('.print-sheet.is-in-place');
  await expect(inPlace).toContainText('PRINTER TEST');
  await expect(inPlace.getByText(TRAINING)).toHaveCount(2);
});

test('a network thermal printer: the voucher prints by itself when the sale succeeds, then a reprint', async ({ page, webHost }) => {
  const printer = await startFakePrinter('ok');
  try {
    await shopReady(webHost, 'NG');
    await callTill(webHost, 'settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: true } });
    await openTill(page, webHost.url);
    const sale = await sellPinTopup(page, webHost, '7011234568');

    const status = page.getByRole('status').filter({ hasText: /Print/ });
    await expect(status).toHaveText('Printed');
    await expect.poll(() => printer.jobs().length).toBe(1);
    const voucher = decodeEscPos(printer.jobs()[0]!);
    expect(digitsOf(voucher.text)).toMatch(/\d{6,}/);
    expect(voucher.text).toContain(sale.pin!.serial!);
    expect(voucher.text).toContain(sale.id);
    expectTrainingMarks(voucher.text);
    expect(voucher.cuts).toBe(1);

    await page.getByRole('button', { name: 'Reprint', exact: true }).click();
    await expect.poll(() => printer.jobs().length).toBe(2);
    await expect(status).toHaveText('Printed');
    expect(decodeEscPos(printer.jobs()[1]!).text).toContain('REPRINT 1');
  } finally {
    await printer.close();
  }
});

test('a printer that fails says why, offers Try again, and the sale stays as it was', async ({ page, webHost }) => {
  const printer = await startFakePrinter('paper-out');
  try {
    await shopReady(webHost, 'NG');
    await callTill(webHost, 'settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false } });
    await openTill(page, webHost.url);
    const sale = await sellPinTopup(page, webHost, '7011234569');
    await page.getByRole('button', { name: 'Print voucher' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Not printed/ })).toContainText('out of paper');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New sale' })).toBeEnabled();
    const { sale: after } = await callTill<{ sale: Sale }>(webHost, 'sales.get', { id: sale.id });
    expect(after).toEqual(sale);
  } finally {
    await printer.close();
  }
});
