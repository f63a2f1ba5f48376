/**
 * Whatever text a sale, the service's PIN, the shop's profile or a clerk's name holds, every document still prints:
 * random Unicode (lone surrogates, controls a printer would obey, U+FFFE/U+FFFF, right to left, words longer than
 * the paper) in every field, through the layout, plain text, the thermal printer's bytes (read back: no control
 * byte from text, no line wider than the paper, bitmaps included) and the PDF (a few read back with pdftotext).
 * Never a throw, never a line over the paper. The screen's side is receipt-view-any-text.test.tsx.
 */
import { maskPin } from '../../../src/shared/pin-mask';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ENVIRONMENTS, RECEIPT_COLUMNS, type ReceiptLayout, type Sale, type ShiftReport } from '../../../src/shared/contract';
import { LANGUAGES } from '../../../src/shared/languages';
import { SALE_STATES } from '../../../src/shared/sale-states';
import { printerCanPrint, receiptEscPos } from '../../../src/main/receipts/escpos';
import { DOTS_PER_COLUMN, printLines } from '../../../src/main/receipts/line-bitmap';
import { pinLineColumns } from '../../../src/main/receipts/pin-line';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { receiptPdf } from '../../../src/main/receipts/receipt-pdf';
import { buildReceipt, type Shop } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { buildShiftReport } from '../../../src/main/receipts/report-document';
import { layoutReport } from '../../../src/main/receipts/report-layout';
import { length } from '../../../src/main/receipts/text-wrap';
import { anyText, someText, UNSAFE_TEXT } from '../../support/any-text';
import { decodeEscPos } from '../../support/escpos-text';
import { PIN_SALE, TILL_NOW } from '../../support/receipt-fixtures';
import { SHIFT_REPORT } from '../../support/report-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'any-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = anyText();
const nullable = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: null });
const money = fc.record({ micros: fc.integer({ min: 0, max: 10 ** 12 }), currency: text });

/** A PIN sale whose every text is random: the clerk's name, the operator's, the number, the references, the PIN. */
const sale: fc.Arbitrary<Sale & { pinCode: string }> = fc
  .record({
    clerk: text,
    operator: text,
    recipient: fc.oneof(text.map((e164) => ({ kind: 'phone' as const, country: 'NG', e164, grouped: { national: e164, international: e164 } })), text.map((email) => ({ kind: 'email' as const, email }))),
    sender: fc.option(text.map((e164) => ({ country: 'US', e164, grouped: { national: e164, international: e164 } })), { nil: null }),
    amount: money,
    delivered: fc.option(money, { nil: null }),
    state: fc.constantFrom(...SALE_STATES),
    environment: fc.constantFrom(...ENVIRONMENTS),
    operatorTransactionId: nullable(text),
    pin: fc.record({ code: someText().filter((code) => code.replace(/[\s\u0085]+/g, '') !== ''), serial: nullable(text), value: nullable(text), ivr: nullable(text), validity: nullable(text), info: fc.array(text, { maxLength: 3 }) }),
  })
  .map(({ pin: { code, ...pin }, ...fields }) => ({ ...PIN_SALE, ...fields, pin: { ...pin, masked: maskPin(code) }, pinCode: code, operator: { ...PIN_SALE.operator, name: fields.operator } }));

const shop: fc.Arbitrary<Shop> = fc.record({ name: text, address: text, taxId: text, receiptHeader: text, receiptFooter: text, defaultCountry: fc.constantFrom('NG', 'US', 'FR', 'MA') });

/** A shift's report whose clerks' and operators' names are random. */
const report: fc.Arbitrary<ShiftReport> = fc.tuple(text, text, text, text).map(([clerk, closedBy, other, operator]) => ({
  ...SHIFT_REPORT,
  shift: { ...SHIFT_REPORT.shift, clerkName: clerk, closedBy },
  byClerk: [{ ...SHIFT_REPORT.byClerk[0]!, clerk: other }],
  byOperator: [{ ...SHIFT_REPORT.byOperator[0]!, operatorName: operator }],
}));

const paper = fc.record({ columns: fc.constantFrom(...RECEIPT_COLUMNS), language: fc.constantFrom(...LANGUAGES) });

function saleLayout(value: Sale & { pinCode: string }, profile: Shop, { columns, language }: { columns: (typeof RECEIPT_COLUMNS)[number]; language: (typeof LANGUAGES)[number] }, kind: 'receipt' | 'voucher', copy: number) {
  // Only a delivered PIN sale has a voucher (src/shared/sale-money.ts): a voucher's sale is one.
  const shown: Sale = kind === 'voucher' ? { ...value, state: 'succeeded' } : value;
  return layoutReceipt(buildReceipt(shown, profile, { kind, copy, language, timeZone: 'Africa/Lagos', pinCode: value.pinCode, ...TILL_NOW }), { columns, drawer: copy === 0 });
}

/** Every laid-out line fits the paper (a double-size one half of it, a PIN's by its own measure) and holds nothing unsafe. */
function expectLayoutFits(layout: ReceiptLayout): void {
  const { columns } = layout;
  for (const block of layout.blocks) {
    if (block.kind === 'text') {
      for (const line of block.lines) expect(block.role === 'pin' ? pinLineColumns(line) : length(line) * block.scale).toBeLessThanOrEqual(columns);
      for (const line of block.lines) expect(line).not.toMatch(/\p{Cc}/u);
    }
    if (block.kind === 'row') {
      if (block.inline) expect(length(block.key) + 1 + length(block.value[0] ?? '')).toBeLessThanOrEqual(columns);
      else for (const line of [block.key, ...block.value]) expect(length(line)).toBeLessThanOrEqual(columns);
      for (const line of [block.key, ...block.value]) expect(line).not.toMatch(/\p{Cc}/u);
    }
    if (block.kind === 'text' || block.kind === 'row') expect(JSON.stringify(block)).not.toMatch(UNSAFE_TEXT);
  }
}

/** The plain text: no line wider than the paper, nothing unsafe. */
function expectTextFits(layout: ReceiptLayout): void {
  const text = receiptText(layout);
  expect(text).not.toMatch(UNSAFE_TEXT);
  for (const line of text.split('\n')) expect(length(line)).toBeLessThanOrEqual(layout.columns);
}

/**
 * The thermal printer's bytes: the bitmap path's lines are as wide as the columns they stand for, and read back,
 * not a byte of text is a command (the decoder throws on one) and no line or image is wider than the paper.
 */
function expectEscPosFits(layout: ReceiptLayout): void {
  for (const block of layout.blocks) {
    if (block.kind !== 'text' && block.kind !== 'row') continue;
    for (const printed of printLines(block, layout.columns, layout.direction, printerCanPrint)) {
      const width = printed.cells.reduce((sum, cell) => sum + (cell.kind === 'text' ? length(cell.text) * cell.scale : cell.bitmap.columns), 0);
      expect(width).toBeLessThanOrEqual(layout.columns);
    }
  }
  const paperDots = layout.columns * DOTS_PER_COLUMN;
  const printed = decodeEscPos(receiptEscPos(layout));
  for (const dots of printed.lineDots) expect(dots).toBeLessThanOrEqual(paperDots);
  for (const raster of printed.rasters) expect(raster.width).toBeLessThanOrEqual(paperDots);
  expect(printed.cuts).toBe(1);
}

describe('a slip whatever its text', () => {
  it('lays out, and prints as plain text and as ESC/POS bytes, never over the paper, never a command from text', () => {
    fc.assert(
      fc.property(sale, shop, paper, fc.constantFrom('receipt' as const, 'voucher' as const), fc.nat(3), (value, profile, rendering, kind, copy) => {
        const layout = saleLayout(value, profile, rendering, kind, copy);
        expectLayoutFits(layout);
        expectTextFits(layout);
        expectEscPosFits(layout);
      }),
      { numRuns: 60 },
    );
  });

  it("lays out and prints a shift's report whatever its clerks' and operators' names", () => {
    fc.assert(
      fc.property(report, shop, paper, fc.constantFrom(...ENVIRONMENTS), (value, profile, { columns, language }, environment) => {
        const layout = layoutReport(buildShiftReport(value, profile, { copy: 1, language, timeZone: 'UTC', environment }), columns);
        expectLayoutFits(layout);
        expectTextFits(layout);
        expectEscPosFits(layout);
      }),
      { numRuns: 25 },
    );
  });

  it('makes a PDF of it, whose text reads back', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(sale, shop, paper, async (value, profile, rendering) => {
        const pdf = await receiptPdf(saleLayout(value, profile, rendering, 'voucher', 1), { createdAt: new Date(0) });
        const file = join(dir, `${run++}.pdf`);
        writeFileSync(file, pdf);
        // The sale's id and REPRINT 1 are in the PDF's own font, whatever else had to go as pictures.
        const read = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(read).toContain(value.id);
      }),
      { numRuns: 6 },
    );
  });
});
