/**
 * The receipt as a PDF, read back with poppler's pdftotext and pdfinfo: the text copies out, the page is the
 * paper's width. The PDFs are left in a temp dir to open by hand.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReceiptColumns } from '../../../src/shared/contract';
import type { Language } from '../../../src/shared/languages';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { receiptPdf } from '../../../src/main/receipts/receipt-pdf';
import { PIN_CODE, PIN_SALE, SHOP, TILL_NOW } from '../../support/receipt-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
const createdAt = new Date('2026-11-23T09:15:02.000Z');

function voucher(columns: ReceiptColumns, language: Language) {
  return layoutReceipt(buildReceipt(PIN_SALE, SHOP, { kind: 'voucher', copy: 0, language, timeZone: 'Africa/Lagos', pinCode: PIN_CODE, ...TILL_NOW }), { columns, drawer: true });
}

async function written(columns: ReceiptColumns, language: Language): Promise<string> {
  const file = join(dir, `voucher-${columns}-${language}.pdf`);
  writeFileSync(file, await receiptPdf(voucher(columns, language), { createdAt }));
  return file;
}

function pageWidth(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages: +1$/m);
  return Number(/^Page size: +([\d.]+) x/m.exec(info)?.[1]);
}

const text = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('receipt PDF', () => {
  it('makes an 80 mm page whose text copies out: the PIN, the serial, the sale id', async () => {
    const file = await written(48, 'en');
    expect(Math.abs(pageWidth(file) - 226.77)).toBeLessThan(0.5);
    const extracted = text(file);
    expect(extracted.replace(/\s+/g, ' ')).toContain('1234 5678 9012 34');
    expect(extracted).toContain('4815162342');
    expect(extracted).toMatch(/Sale +S-20261123-0002/);
  });

  it('makes a 58 mm page for 32 columns, Arabic as pictures and the numbers still as text', async () => {
    const file = await written(32, 'ar');
    expect(Math.abs(pageWidth(file) - 164.41)).toBeLessThan(0.5);
    const extracted = text(file);
    expect(extracted.replace(/\s+/g, ' ')).toContain('1234 5678 9012 34');
    expect(extracted).toContain('S-20261123-0002');
    expect(extracted).toContain('4815162342');
    expect(extracted).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('is 80 mm wide at 42 columns too, and the same bytes for the same receipt and date', async () => {
    const file = await written(42, 'fr');
    expect(Math.abs(pageWidth(file) - 226.77)).toBeLessThan(0.5);
    expect(text(file)).toContain('Opérateur');
    const layout = voucher(42, 'fr');
    expect((await receiptPdf(layout, { createdAt })).equals(await receiptPdf(layout, { createdAt }))).toBe(true);
  });
});
