/**
 * Text made safe before any layout or renderer sees it: controls, noncharacters and lone surrogates as a visible
 * '?', line breaks as '\n', direction controls gone; and every field of a slip goes through it.
 */
import { maskPin } from '../../../src/shared/pin-mask';
import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { lineBitmap } from '../../../src/main/receipts/line-bitmap';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt, buildTestPage } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { buildShiftReport } from '../../../src/main/receipts/report-document';
import { safeText, safeTexts } from '../../../src/main/receipts/safe-text';
import { UNSAFE_TEXT } from '../../support/any-text';
import { PIN_SALE, TILL_NOW } from '../../support/receipt-fixtures';
import { SHIFT_REPORT } from '../../support/report-fixtures';

const BAD = 'x\u001b@\u0000\u007f\u009b\uFFFE\uFFFF\uD800-\uDC00\u202E';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('safe text', () => {
  it('replaces controls, noncharacters and lone surrogates with a visible "?"', () => {
    expect(safeText('1234\u001b5678')).toBe('1234?5678');
    expect(safeText('a\u0000b\u007fc\u0080d\u009be')).toBe('a?b?c?d?e');
    expect(safeText('Shop\uFFFE\uFFFF\uFDD0\u{1FFFF}')).toBe('Shop????');
    expect(safeText('lone \uD800 and \uDFFF')).toBe('lone ? and ?');
  });

  it('keeps what is text: accents, Arabic, emoji (a surrogate pair), and line breaks as \\n', () => {
    expect(safeText('Épicerie عربي 😀')).toBe('Épicerie عربي 😀');
    expect(safeText('one\r\ntwo\rthree\u2028four\u0085five\nsix')).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    expect(safeText('a\tb')).toBe('a b');
  });

  it('drops direction controls, which would show a PIN or a name in another order', () => {
    expect(safeText('\u202E4321\u202C \u2066x\u2069\u200F\u061C')).toBe('4321 x');
  });

  it('reaches every string however deep, and leaves the rest alone', () => {
    const doc = { a: 'x\u0007', b: [{ c: '\uFFFF', d: 3, e: null, f: true }], g: ['\uD800'] };
    expect(safeTexts(doc)).toEqual({ a: 'x?', b: [{ c: '?', d: 3, e: null, f: true }], g: ['?'] });
  });
});

describe('a slip made from text that is not safe', () => {
  const CODE = `1234${BAD}5678`;
  const sale: Sale = {
    ...PIN_SALE,
    clerk: `Ami${BAD}na`,
    operator: { ...PIN_SALE.operator, name: `MTN${BAD}` },
    operatorTransactionId: `OP${BAD}`,
    pin: { masked: maskPin(CODE), serial: `48${BAD}`, value: `v${BAD}`, ivr: `1-888${BAD}`, validity: `90${BAD}`, info: [`Dial${BAD}`, BAD] },
  };
  const shop = { name: `Corner${BAD}`, address: `Road${BAD}`, taxId: `TX${BAD}`, receiptHeader: `Open${BAD}`, receiptFooter: `Thanks${BAD}`, defaultCountry: 'NG' };

  it('holds none of it in any field of its document, the PIN included', () => {
    const docs = [
      buildReceipt(sale, shop, { kind: 'voucher', copy: 1, language: 'en', timeZone: 'UTC', pinCode: CODE, ...TILL_NOW }),
      buildTestPage(shop, { language: 'ar', timeZone: 'UTC', columns: 32, printer: `P${BAD}`, at: new Date(0), environment: 'training' }),
      buildShiftReport({ ...SHIFT_REPORT, shift: { ...SHIFT_REPORT.shift, clerkName: BAD, closedBy: BAD } }, shop, { copy: 0, language: 'fr', timeZone: 'UTC', environment: 'live' }),
    ];
    for (const doc of docs) for (const text of strings(doc)) expect(text).not.toMatch(UNSAFE_TEXT);
  });

  it("shows a PIN's stray control byte as '?' in its plain text, never the byte", () => {
    const text = receiptText(layoutReceipt(buildReceipt(sale, shop, { kind: 'voucher', copy: 0, language: 'en', timeZone: 'UTC', pinCode: CODE, ...TILL_NOW }), { columns: 48, drawer: false }));
    expect(text).not.toMatch(UNSAFE_TEXT);
    expect(text.replace(/\s+/g, '')).toContain('1234x?@');
  });

  it("draws a line's bitmap whatever it holds (the SVG behind it could not be read with U+FFFF in it)", () => {
    const bitmap = lineBitmap({ columns: 32, scale: 1, bold: false, direction: 'rtl', pieces: [{ text: `عربي${BAD}`, at: 'right' }] });
    expect([bitmap.width, bitmap.height]).toEqual([32 * 12, 24]);
  });
});
