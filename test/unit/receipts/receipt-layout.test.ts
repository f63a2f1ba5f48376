import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type ReceiptColumns, type Sale } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { pinLineColumns } from '../../../src/main/receipts/pin-line';
import { layoutReceipt, trainingBlocks } from '../../../src/main/receipts/receipt-layout';
import { RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { length } from '../../../src/main/receipts/text-wrap';
import { EMAIL_SALE, PIN_CODE, PIN_SALE, QUEUED_SALE, RECEIPT_SALE, REFUNDED_SALE, SHOP, TILL_NOW, TRAINING_PIN_SALE } from '../../support/receipt-fixtures';

const TZ = 'Africa/Lagos';

function laidOut(sale: Sale, kind: 'receipt' | 'voucher', columns: (typeof RECEIPT_COLUMNS)[number], language: (typeof LANGUAGES)[number] = 'en', copy = 0) {
  // A counted copy: the PIN's code is given (a preview, without it, shows the code masked).
  return layoutReceipt(buildReceipt(sale, SHOP, { kind, copy, language, timeZone: TZ, pinCode: PIN_CODE, ...TILL_NOW }), { columns, drawer: false });
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

  it('lays out a refunded sale as cash handed back, never as delivered (issue 23)', async () => {
    await expect(receiptText(laidOut(REFUNDED_SALE, 'receipt', 42))).toMatchFileSnapshot('__snapshots__/refunded-42-en.txt');
    await expect(receiptText(laidOut(REFUNDED_SALE, 'receipt', 32, 'ar'))).toMatchFileSnapshot('__snapshots__/refunded-32-ar.txt');
  });

  it('refuses the voucher of a refunded sale, even when the service sent a PIN with it', () => {
    expect(() => laidOut({ ...PIN_SALE, state: 'refunded' }, 'voucher', 42)).toThrow(/no PIN voucher/);
    expect(receiptText(laidOut({ ...PIN_SALE, state: 'refunded' }, 'receipt', 42))).not.toContain('1234 5678');
  });

  for (const language of ['en', 'ar'] as const) {
    it(`lays out a training voucher in ${language}: the mark at the top, beside the PIN and at the bottom`, async () => {
      await expect(receiptText(laidOut(TRAINING_PIN_SALE, 'voucher', 32, language))).toMatchFileSnapshot(`__snapshots__/voucher-training-32-${language}.txt`);
    });
  }

  it('marks everything made in training, in its language, large, at its top and bottom and on both sides of a PIN', () => {
    for (const language of LANGUAGES) {
      const mark = RECEIPT_WORDS[language].training;
      for (const columns of RECEIPT_COLUMNS) {
        for (const kind of ['receipt', 'voucher'] as const) {
          const layout = laidOut(TRAINING_PIN_SALE, kind, columns, language);
          const texts = layout.blocks.filter((block) => block.kind === 'text');
          const marks = texts.filter((block) => block.role === 'training');
          expect(marks.length).toBe(kind === 'voucher' ? 4 : 2);
          for (const block of marks) expect(block).toMatchObject({ scale: 2, bold: true, align: 'center' });
          for (const block of marks) expect(block.lines.join(' ')).toBe(mark);
          // The very first thing printed and the last before the paper is fed out and cut.
          expect(texts[0]).toBe(marks[0]);
          expect(layout.blocks.at(-3)).toBe(marks.at(-1));
          if (kind === 'voucher') {
            const pin = layout.blocks.findIndex((block) => block.kind === 'text' && block.role === 'pin');
            expect([layout.blocks[pin - 1], layout.blocks[pin + 1]]).toEqual([marks[1], marks[2]]);
          }
        }
      }
    }
    for (const kind of ['receipt', 'voucher'] as const) {
      expect(laidOut(PIN_SALE, kind, 48).blocks.some((block) => block.kind === 'text' && block.role === 'training')).toBe(false);
      expect(receiptText(laidOut(PIN_SALE, kind, 48))).not.toContain('TRAINING');
    }
  });

  it('breaks the mark after its dash when it does not fit a double-size line', () => {
    const mark = (language: Language, columns: ReceiptColumns) => trainingBlocks(RECEIPT_WORDS[language].training, columns).flatMap((block) => (block.kind === 'text' ? block.lines : []));
    expect(mark('en', 48)).toEqual(['TRAINING — NOT VALID']);
    expect(mark('en', 32)).toEqual(['TRAINING —', 'NOT VALID']);
    expect(mark('fr', 42)).toEqual(['FORMATION —', 'NON VALABLE']);
    expect(mark('ar', 32)).toEqual(['تدريب — غير صالح']);
    expect(trainingBlocks(null, 48)).toEqual([]);
  });

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
    expect(receipt).toContain('080* *** 4567');
    expect(receipt).not.toContain('8031234567');
    const email = receiptText(laidOut(EMAIL_SALE, 'receipt', 48));
    expect(email).toContain('ya*********@nauta.com.cu');
    expect(email).toContain('+1 30* *** 0123');
  });

  it('says why a queued sale waits, REPRINT n on a reprint, both currencies, and the references', () => {
    const queued = receiptText(laidOut(QUEUED_SALE, 'receipt', 48));
    expect(queued.replace(/\s+/g, ' ')).toContain('SAVED, WAITING TO SEND It will be sent in a moment.');
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
    const kicked = layoutReceipt(buildReceipt(RECEIPT_SALE, SHOP, { kind: 'receipt', copy: 0, language: 'en', timeZone: TZ, ...TILL_NOW }), { columns: 32, drawer: true });
    expect(kicked.blocks[0]).toEqual({ kind: 'drawer' });
  });

  it('prints no space a thermal font lacks (Intl puts U+202F in French numbers and times)', () => {
    for (const language of LANGUAGES) expect(receiptText(laidOut(PIN_SALE, 'voucher', 42, language))).not.toMatch(/[\u00A0\u2009\u202F]/);
  });

  it('never lets a line overflow the paper or break where the layout did not, whatever the shop and sale say', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', 'é', 'ع', '—', '7', '\n', '\r', 'W'), maxLength: 120 });
    fc.assert(
      fc.property(fc.constantFrom(...RECEIPT_COLUMNS), fc.constantFrom(...LANGUAGES), text, text, text, (columns, language, name, footer, clerk) => {
        const doc = buildReceipt({ ...PIN_SALE, clerk }, { ...SHOP, name, receiptFooter: footer }, { kind: 'voucher', copy: 12, language, timeZone: TZ, pinCode: PIN_CODE, ...TILL_NOW });
        for (const block of layoutReceipt(doc, { columns, drawer: false }).blocks) {
          if (block.kind === 'text') for (const line of block.lines) expect(block.role === 'pin' ? pinLineColumns(line) : length(line) * block.scale).toBeLessThanOrEqual(columns);
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
