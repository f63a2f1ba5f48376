/**
 * The thermal printer's bytes, read back with a small ESC/POS decoder: the text the printer prints, the cut,
 * the drawer pulse, and the bitmaps (the QR code, and the Arabic lines its code pages cannot print).
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type ReceiptLayout, type Sale } from '../../../src/shared/contract';
import type { Language } from '../../../src/shared/languages';
import { printerCanPrint, receiptEscPos } from '../../../src/main/receipts/escpos';
import { buildReceipt } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { decodeEscPos, type EscPosImage } from '../../support/escpos-text';
import { PIN_CODE, PIN_SALE, QUEUED_SALE, RECEIPT_SALE, SHOP, TILL_NOW } from '../../support/receipt-fixtures';

type Columns = (typeof RECEIPT_COLUMNS)[number];

function voucher(columns: Columns, language: Language = 'en', drawer = false, sale: Sale = PIN_SALE): ReceiptLayout {
  return layoutReceipt(buildReceipt(sale, SHOP, { kind: 'voucher', copy: 0, language, timeZone: 'Africa/Lagos', pinCode: PIN_CODE, ...TILL_NOW }), { columns, drawer });
}

const squashed = (text: string) => text.replace(/\s+/g, ' ');
const ARABIC = /[\u0600-\u06FF]/;

/** The QR code's modules read back from its raster: the centre dot of each module, inside the quiet zone. */
function modulesOf(image: EscPosImage, size: number): string[] {
  const inked = image.rows.map((row) => row.indexOf('1')).filter((x) => x >= 0);
  const origin = Math.min(...inked);
  const dots = (image.rows[origin]!.lastIndexOf('1') - origin + 1) / size;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => image.rows[Math.floor(origin + (y + 0.5) * dots)]![Math.floor(origin + (x + 0.5) * dots)]).join(''),
  );
}

describe('ESC/POS bytes', () => {
  for (const columns of RECEIPT_COLUMNS) {
    it(`prints the PIN voucher at ${columns} columns: PIN, serial and sale id as text, one cut, the QR code as a bitmap`, () => {
      const layout = voucher(columns);
      const printed = decodeEscPos(receiptEscPos(layout));
      // The PIN may be laid out on two lines; its groups still follow one another.
      expect(squashed(printed.text)).toContain('1234 5678 9012 34');
      expect(printed.text).toContain('4815162342');
      expect(printed.text).toMatch(new RegExp(`^Sale +S-20261123-0002$`, 'm'));
      expect(printed.text.split('\n').every((line) => line.length <= columns)).toBe(true);
      expect([printed.cuts, printed.pulses, printed.images]).toEqual([1, 0, 1]);
      const qr = layout.blocks.find((block) => block.kind === 'qr');
      expect(qr?.kind).toBe('qr');
      if (qr?.kind === 'qr') expect(modulesOf(printed.rasters[0]!, qr.modules.length)).toEqual(qr.modules);
    });
  }

  it('pulses the cash drawer only when the layout opens it', () => {
    expect(decodeEscPos(receiptEscPos(voucher(42, 'en', true))).pulses).toBe(1);
    expect(decodeEscPos(receiptEscPos(voucher(42, 'en', false))).pulses).toBe(0);
  });

  it('prints French accents in the code page it switched to, and they read back as themselves', () => {
    const printed = decodeEscPos(receiptEscPos(voucher(42, 'fr')));
    for (const word of ['Opérateur', 'RECHARGE LIVRÉE', 'N° de série', 'Réf. opérateur']) expect(printed.text).toContain(word);
    expect(printed.text).not.toMatch(/[?\uFFFD]/);
  });

  it('round-trips Latin-1, Central European, Turkish and Baltic letters and typographic punctuation', () => {
    const lines = ['Zażółć gęślą jaźń ŞşĞğıİ āēūķ ÆØÅ ß', '€ – — ‘’ “” • … § ¶'];
    expect(lines.every(printerCanPrint)).toBe(true);
    const layout: ReceiptLayout = {
      columns: 48,
      language: 'en',
      direction: 'ltr',
      blocks: [{ kind: 'text', lines, align: 'start', scale: 1, bold: false, role: 'note' }],
    };
    expect(decodeEscPos(receiptEscPos(layout)).text).toBe(lines.join('\n'));
  });

  it('knows what the code pages cannot print', () => {
    for (const text of ['قسيمة', 'שלום', '東京', '😀', 'ĉu', '23/11/2026، 10:15']) expect(printerCanPrint(text)).toBe(false);
  });

  for (const columns of RECEIPT_COLUMNS) {
    it(`prints an Arabic voucher at ${columns} columns: Arabic as bitmaps, the PIN and the sale id still as text`, () => {
      const layout = voucher(columns, 'ar', true);
      const printed = decodeEscPos(receiptEscPos(layout));
      const arabicLines = layout.blocks.flatMap((block) =>
        block.kind === 'text' ? block.lines.filter((line) => ARABIC.test(line)) : block.kind === 'row' && ARABIC.test(block.key + block.value.join('')) ? [block.key] : [],
      );
      expect(arabicLines.length).toBeGreaterThan(10);
      expect(printed.images).toBeGreaterThanOrEqual(arabicLines.length + 1);
      expect(squashed(printed.text)).toContain('1234 5678 9012 34');
      expect(printed.text).toContain('S-20261123-0002');
      expect(printed.text).toContain('4815162342');
      expect(printed.text).not.toMatch(ARABIC);
      expect(printed.text).not.toMatch(/[?\uFFFD]/);
      expect([printed.cuts, printed.pulses]).toEqual([1, 1]);
      // Right to left, a line of the printer's own text ends at the right edge.
      const note = printed.text.split('\n').find((line) => line.includes('Or call the IVR number'));
      expect(note).toMatch(/^ +Or call the IVR number/);
      expect(note).toHaveLength(columns);
    });
  }

  it('prints receipts in every language and width without a command the decoder does not know', () => {
    const cases = [RECEIPT_SALE, QUEUED_SALE].flatMap((sale) => (['en', 'fr', 'ar'] as const).map((language, index) => ({ sale, language, columns: RECEIPT_COLUMNS[index]! })));
    for (const { sale, language, columns } of cases) {
      const layout = layoutReceipt(buildReceipt(sale, SHOP, { kind: 'receipt', copy: 2, language, timeZone: 'UTC', ...TILL_NOW }), { columns, drawer: true });
      const printed = decodeEscPos(receiptEscPos(layout));
      expect(printed.text).toContain(sale.id);
      expect(printed.text).not.toMatch(/[?\uFFFD]/);
    }
  });
});
