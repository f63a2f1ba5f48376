import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type Sale } from '../../../src/shared/contract';
import { LANGUAGES } from '../../../src/shared/languages';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt, pinLines } from '../../../src/main/receipts/receipt-layout';
import { length } from '../../../src/main/receipts/text-wrap';
import { EMAIL_SALE, PIN_SALE, QUEUED_SALE, RECEIPT_SALE, SHOP } from '../../support/receipt-fixtures';

const TZ = 'Africa/Lagos';

function laidOut(sale: Sale, kind: 'receipt' | 'voucher', columns: (typeof RECEIPT_COLUMNS)[number], language: (typeof LANGUAGES)[number] = 'en', copy = 0) {
  return layoutReceipt(buildReceipt(sale, SHOP, { kind, copy, language, timeZone: TZ }), { columns, drawer: false });
}

describe('receipt layout', () => {
  // The snapshots are the slips as text: a change to any of them is a change a reviewer reads line by line.
  for (const columns of RECEIPT_COLUMNS) {
    it(`lays out a PIN voucher at ${columns} columns`, async () => {
      await expect(receiptText(laidOut(PIN_SALE, 'voucher', columns))).toMatchFileSnapshot(`__snapshots__/voucher-${columns}-en.txt`);
    });
    it(`lays out a receipt at ${columns} columns`, async () => {
      await expect(receiptText(laidOut(RECEIPT_SALE, 'receipt', columns))).toMatchFileSnapshot(`__snapshots__/receipt-${columns}-en.txt`);
    });
    it(`lays out an Arabic (right-to-left) voucher reprint at ${columns} columns`, async () => {
      const layout = laidOut(PIN_SALE, 'voucher', columns, 'ar', 2);
      expect(layout.direction).toBe('rtl');
      await expect(receiptText(layout)).toMatchFileSnapshot(`__snapshots__/voucher-${columns}-ar.txt`);
    });
  }

  it('shows the PIN, its serial, validity, instructions and face value on the voucher, and no PIN on the receipt', () => {
    const voucher = receiptText(laidOut(PIN_SALE, 'voucher', 48));
    expect(voucher).toContain('1234 5678 9012 34');
    for (const text of ['4815162342', '90 days', '1-888-555-0142', 'Dial *123*PIN# from your MTN phone', 'Value', 'NGN 3,250.00']) expect(voucher).toContain(text);
    expect(receiptText(laidOut(PIN_SALE, 'receipt', 48))).not.toContain('1234 5678');
  });

  it('refuses a voucher for a sale without a PIN', () => {
    expect(() => laidOut(RECEIPT_SALE, 'voucher', 48)).toThrow(/no PIN voucher/);
  });

  it('masks the middle of the number and of an e-mail address', () => {
    const receipt = receiptText(laidOut(RECEIPT_SALE, 'receipt', 48));
    expect(receipt).toContain('+234 80****4567');
    expect(receipt).not.toContain('8031234567');
    const email = receiptText(laidOut(EMAIL_SALE, 'receipt', 48));
    expect(email).toContain('ya*********@nauta.com.cu');
    expect(email).toContain('+1 30****0123');
  });

  it('says PENDING on a queued sale, REPRINT n on a reprint, both currencies, and the references', () => {
    const queued = receiptText(laidOut(QUEUED_SALE, 'receipt', 48));
    expect(queued.replace(/\s+/g, ' ')).toContain('PENDING — will be sent when the connection returns');
    expect(queued).toContain('To deliver');
    expect(queued).not.toContain('Transaction');
    const reprint = receiptText(laidOut(RECEIPT_SALE, 'receipt', 48, 'en', 3));
    expect(reprint).toContain('REPRINT 3');
    expect(reprint).toMatch(/Paid +USD 5\.00/);
    expect(reprint).toMatch(/Transaction +4242/);
    expect(reprint).toMatch(/Operator ref\. +OP123456789012/);
    expect(receiptText(laidOut(RECEIPT_SALE, 'receipt', 48))).not.toContain('REPRINT');
  });

  it('puts a QR code of the sale id, the cut last, and the drawer kick first only when asked', () => {
    const plain = laidOut(RECEIPT_SALE, 'receipt', 32);
    const qr = plain.blocks.find((block) => block.kind === 'qr');
    expect(qr).toMatchObject({ data: RECEIPT_SALE.id });
    expect(qr?.kind === 'qr' && qr.modules.every((row) => row.length === qr.modules.length)).toBe(true);
    expect(plain.blocks.at(-1)).toEqual({ kind: 'cut' });
    expect(plain.blocks.some((block) => block.kind === 'drawer')).toBe(false);
    const kicked = layoutReceipt(buildReceipt(RECEIPT_SALE, SHOP, { kind: 'receipt', copy: 0, language: 'en', timeZone: TZ }), { columns: 32, drawer: true });
    expect(kicked.blocks[0]).toEqual({ kind: 'drawer' });
  });

  it('prints no space a thermal font lacks (Intl puts U+202F in French numbers and times)', () => {
    for (const language of LANGUAGES) expect(receiptText(laidOut(PIN_SALE, 'voucher', 42, language))).not.toMatch(/[\u00A0\u2009\u202F]/);
  });

  it('spreads a long PIN evenly over lines', () => {
    expect(pinLines('1234 5678 9012 34', 16)).toEqual(['1234 5678', '9012 34']);
    expect(pinLines('1234 5678 9012 34', 24)).toEqual(['1234 5678 9012 34']);
    expect(pinLines('123456', 16)).toEqual(['123456']);
  });

  it('never lets a line overflow the paper or break where the layout did not, whatever the shop and sale say', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', 'é', 'ع', '—', '7', '\n', '\r', 'W'), maxLength: 120 });
    fc.assert(
      fc.property(fc.constantFrom(...RECEIPT_COLUMNS), fc.constantFrom(...LANGUAGES), text, text, text, (columns, language, name, footer, clerk) => {
        const doc = buildReceipt({ ...PIN_SALE, clerk }, { ...SHOP, name, receiptFooter: footer }, { kind: 'voucher', copy: 12, language, timeZone: TZ });
        for (const block of layoutReceipt(doc, { columns, drawer: false }).blocks) {
          if (block.kind === 'text') for (const line of block.lines) expect(length(line)).toBeLessThanOrEqual(columns / block.scale);
          if (block.kind === 'row') {
            if (block.inline) expect(length(block.key) + 1 + length(block.value[0] ?? '')).toBeLessThanOrEqual(columns);
            else for (const line of block.value) expect(length(line)).toBeLessThanOrEqual(columns);
          }
          if (block.kind === 'text' || block.kind === 'row') expect(JSON.stringify(block)).not.toMatch(/\\[nr]/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
