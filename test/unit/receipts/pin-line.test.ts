/**
 * A PIN on paper: on one line, double size, wherever it fits the paper; else in rows under one heading that
 * counts its digits, so that it cannot be taken for two codes. For every paper (32, 42 and 48 columns) and every
 * PIN length from 8 to 20: the layout, the plain text and the printer's bytes (the size command read back).
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type ReceiptBlock, type ReceiptColumns } from '../../../src/shared/contract';
import type { Language } from '../../../src/shared/languages';
import { maskPin } from '../../../src/shared/pin-mask';
import { receiptEscPos } from '../../../src/main/receipts/escpos';
import { groupPin } from '../../../src/main/receipts/pin-groups';
import { pinLineColumns, pinRows } from '../../../src/main/receipts/pin-line';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { decodeEscPos } from '../../support/escpos-text';
import { PIN_SALE, SHOP, TILL_NOW, TRAINING_PIN_SALE } from '../../support/receipt-fixtures';

type TextBlock = Extract<ReceiptBlock, { kind: 'text' }>;

const LENGTHS = Array.from({ length: 13 }, (_, i) => i + 8);
const GS_DOUBLE_SIZE = [0x1d, 0x21, 0x11];

/** "1234567890123…": n digits. */
const codeOf = (n: number) => Array.from({ length: n }, (_, i) => String((i + 1) % 10)).join('');

function voucher(pinCode: string | undefined, columns: ReceiptColumns, language: Language = 'en', sale = PIN_SALE) {
  const masked = { ...sale, pin: { ...sale.pin!, masked: maskPin(pinCode ?? codeOf(14)) } };
  return layoutReceipt(buildReceipt(masked, SHOP, { kind: 'voucher', copy: 0, language, timeZone: 'Africa/Lagos', pinCode, ...TILL_NOW }), { columns, drawer: false });
}

function pinOf(blocks: ReceiptBlock[]): { heading: string; pin: TextBlock } {
  const texts = blocks.filter((block): block is TextBlock => block.kind === 'text');
  const at = texts.findIndex((block) => block.role === 'pin');
  // The heading is the title right above the PIN, a training mark between them or not.
  const heading = texts.slice(0, at).findLast((block) => block.role === 'title');
  return { heading: heading!.lines.join(' '), pin: texts[at]! };
}

function containsBytes(bytes: Uint8Array, sequence: number[]): boolean {
  return bytes.some((_, at) => sequence.every((byte, i) => bytes[at + i] === byte));
}

describe('a PIN on paper', () => {
  for (const columns of RECEIPT_COLUMNS) {
    it(`is one line wherever 8 to 20 digits fit ${columns} columns double size, else rows under "PIN (n digits)"`, () => {
      for (const n of LENGTHS) {
        const code = codeOf(n);
        const groups = groupPin(code).split(' ');
        const { heading, pin } = pinOf(voucher(code, columns).blocks);
        expect(heading).toBe(`PIN (${n} digits)`);
        expect(pin).toMatchObject({ scale: 2, bold: true, align: 'center' });
        // Double size, one column between two groups.
        const fits = 2 * n + groups.length - 1 <= columns;
        expect(pin.lines.length === 1, `${n} digits at ${columns} columns`).toBe(fits);
        expect(pin.lines.join(' ')).toBe(groups.join(' '));
        for (const line of pin.lines) expect(pinLineColumns(line)).toBeLessThanOrEqual(columns);
        // Rows hold whole groups, spread evenly: no row is a stray group under full ones.
        const perRow = pin.lines.map((line) => line.split(' ').length);
        expect(Math.max(...perRow) - Math.min(...perRow)).toBeLessThanOrEqual(1);
        if (!fits) expect(pin.lines.length).toBeGreaterThan(1);
      }
    });

    it(`prints 8 to 20 digits at ${columns} columns double width and height, the gaps single width, the rows right under the heading`, () => {
      for (const n of LENGTHS) {
        const layout = voucher(codeOf(n), columns);
        const { pin } = pinOf(layout.blocks);
        const bytes = receiptEscPos(layout);
        expect(containsBytes(bytes, GS_DOUBLE_SIZE)).toBe(true);
        const printed = decodeEscPos(bytes);
        const lines = printed.text.split('\n');
        const first = lines.findIndex((line) => line.trim() === pin.lines[0]);
        expect(lines[first - 1]!.trim()).toBe(`PIN (${n} digits)`);
        pin.lines.forEach((row, index) => {
          expect(lines[first + index]!.trim()).toBe(row);
          // Every digit large; the spaces (margin and gaps) at single width, so the line is as the layout measured it.
          expect(printed.lineWide[first + index]).toBe(row.replace(/ /g, ''));
          const margin = Math.floor((columns - pinLineColumns(row)) / 2);
          expect(printed.lineDots[first + index]).toBe(12 * (margin + pinLineColumns(row)));
        });
        expect(receiptText(layout)).toContain(`PIN (${n} digits)\n${pin.lines.map((row) => `${' '.repeat(Math.floor((columns - row.length) / 2))}${row}`).join('\n')}\n`);
      }
    });
  }

  it('fits a 14-digit PIN on one line of 58 mm paper (28 + 3 of 32 columns), and puts 16 digits in two rows of two groups', () => {
    expect(pinOf(voucher('12345678901234', 32).blocks).pin.lines).toEqual(['1234 5678 9012 34']);
    expect(pinOf(voucher('1234567890123456', 32).blocks).pin.lines).toEqual(['1234 5678', '9012 3456']);
    expect(pinOf(voucher('12345678901234567890', 42).blocks).pin.lines).toEqual(['1234 5678 9012', '3456 7890']);
    expect(pinOf(voucher('12345678901234567890', 48).blocks).pin.lines).toEqual(['1234 5678 9012 3456 7890']);
    expect(pinRows('1234 5678 9012 34', 30)).toEqual(['1234 5678', '9012 34']);
  });

  it('keeps the heading over the PIN in every language, and a training mark on both sides of it', () => {
    expect(pinOf(voucher(codeOf(16), 32, 'fr').blocks).heading).toBe('PIN (16 chiffres)');
    expect(pinOf(voucher(codeOf(16), 32, 'ar').blocks).heading).toBe('رمز PIN (عدد الأرقام: 16)');
    const training = receiptText(voucher(codeOf(16), 32, 'en', TRAINING_PIN_SALE));
    expect(training).toContain('PIN (16 digits)\n           TRAINING —\n           NOT VALID\n           1234 5678\n           9012 3456\n           TRAINING —');
  });

  it('counts characters, not digits, in a code with letters', () => {
    expect(pinOf(voucher('AB12CD34EF', 32).blocks).heading).toBe('PIN (10 characters)');
  });

  it('keeps a preview masked: the dots, their count, never a digit', () => {
    const layout = voucher(undefined, 32);
    const { heading, pin } = pinOf(layout.blocks);
    expect(heading).toBe('PIN (14 digits)');
    expect(pin.lines).toEqual(['•••• •••• •••• ••']);
    expect(receiptText(layout)).toContain('PIN (14 digits)\n       •••• •••• •••• ••\n');
    expect(receiptText(layout)).not.toContain('1234 5678');
  });
});
