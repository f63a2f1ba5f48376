/** The bitmap fallback: lines drawn at their exact size in printer dots, placed and ordered as they read. */
import { describe, expect, it } from 'vitest';
import type { ReceiptBlock } from '../../../src/shared/contract';
import { lineBitmap, printLines, type LineBitmap, type LineBitmapSpec } from '../../../src/main/receipts/line-bitmap';

const spec = (text: string, overrides: Partial<LineBitmapSpec> = {}): LineBitmapSpec => ({
  columns: 32,
  scale: 1,
  bold: false,
  direction: 'rtl',
  pieces: [{ text, at: 'right' }],
  ...overrides,
});

const isDark = (bitmap: LineBitmap, x: number, y: number) => bitmap.pixels[(y * bitmap.width + x) * 4]! < 128;

/** For each column, whether any of its dots is dark. */
function inkedColumns(bitmap: LineBitmap): boolean[] {
  return Array.from({ length: bitmap.width }, (_, x) => Array.from({ length: bitmap.height }, (_, y) => isDark(bitmap, x, y)).some(Boolean));
}

function inkSpan(bitmap: LineBitmap): { first: number; last: number; dark: number } {
  const columns = inkedColumns(bitmap);
  return { first: columns.indexOf(true), last: columns.lastIndexOf(true), dark: columns.filter(Boolean).length };
}

/** Where `part`'s ink (drawn alone) best matches inside `line`: to tell the order a mixed line reads in. */
function offsetOf(line: LineBitmap, part: LineBitmap): number {
  const { first, last } = inkSpan(part);
  let best = { score: -Infinity, x: -1 };
  for (let x = 0; x + (last - first) < line.width; x++) {
    let score = 0;
    for (let dx = 0; dx <= last - first; dx++) {
      for (let y = 0; y < line.height; y++) {
        const want = isDark(part, first + dx, y);
        if (want === isDark(line, x + dx, y)) score += want ? 2 : 0;
        else score -= 1;
      }
    }
    if (score > best.score) best = { score, x };
  }
  return best.x;
}

describe('line bitmaps', () => {
  it('draws an Arabic line at its exact size in dots: 12 a column, 24 a line, twice as high at scale 2', () => {
    for (const [columns, scale, width, height] of [
      [32, 1, 384, 24],
      [42, 1, 504, 24],
      [48, 2, 576, 48],
    ] as const) {
      const bitmap = lineBitmap(spec('قسيمة PIN', { columns, scale }));
      expect([bitmap.width, bitmap.height, bitmap.pixels.length]).toEqual([width, height, width * height * 4]);
      expect(inkSpan(bitmap).dark).toBeGreaterThan(20);
    }
  });

  it('puts a right-to-left line at the right edge, an end piece at the left, a centred one in the middle', () => {
    const right = inkSpan(lineBitmap(spec('الرقم التسلسلي')));
    expect(right.last).toBeGreaterThan(384 - 6);
    expect(right.first).toBeGreaterThan(384 / 2);
    const left = inkSpan(lineBitmap(spec('الرقم التسلسلي', { pieces: [{ text: 'الرقم التسلسلي', at: 'left' }] })));
    expect(left.first).toBeLessThan(6);
    expect(left.last).toBeLessThan(384 / 2);
    const centre = inkSpan(lineBitmap(spec('نسخة مكررة 1', { pieces: [{ text: 'نسخة مكررة 1', at: 'center' }] })));
    expect(Math.abs((centre.first + centre.last) / 2 - 192)).toBeLessThan(6);
  });

  it("places a row's key and value at the two ends", () => {
    const columns = inkedColumns(lineBitmap(spec('', { pieces: [{ text: 'التاريخ', at: 'right' }, { text: '23/11/2026، 10:15', at: 'left' }] })));
    expect(columns.slice(0, 12).some(Boolean)).toBe(true);
    expect(columns.slice(372).some(Boolean)).toBe(true);
    expect(columns.slice(180, 220).some(Boolean)).toBe(false);
  });

  it('keeps a number in reading order inside right-to-left text, the Arabic words on the right', () => {
    const line = lineBitmap(spec('أو اتصل: 1-888-555-0142'));
    const at = (text: string) => offsetOf(line, lineBitmap(spec(text, { direction: 'ltr', pieces: [{ text, at: 'left' }] })));
    const [start, end, words] = [at('1-888'), at('0142'), at('اتصل')];
    expect(start).toBeLessThan(end);
    expect(end).toBeLessThan(words);
  });

  it('escapes XML: <, & and > are drawn, not parsed', () => {
    const plain = inkSpan(lineBitmap(spec('A B', { direction: 'ltr' })));
    const marked = inkSpan(lineBitmap(spec(`A <&>"' B`, { direction: 'ltr' })));
    expect(marked.dark).toBeGreaterThan(plain.dark + 20);
    expect(() => lineBitmap(spec('</text><text>'))).not.toThrow();
  });

  it('shrinks a line whose glyphs are wider than its columns instead of cutting it off', () => {
    const span = inkSpan(lineBitmap(spec('W'.repeat(32), { direction: 'ltr', bold: true, pieces: [{ text: 'W'.repeat(32), at: 'left' }] })));
    expect(span.first).toBeGreaterThanOrEqual(0);
    expect(span.last).toBeLessThan(384);
    expect(span.last - span.first).toBeGreaterThan(300);
  });
});

describe('printed lines', () => {
  const arabicOnly = (text: string) => !/[\u0600-\u06FF]/.test(text);

  it('keeps text where the device can show it and puts a bitmap where not, both at their columns', () => {
    const row: Extract<ReceiptBlock, { kind: 'row' }> = { kind: 'row', key: 'البيع', value: ['S-20261123-0002'], inline: true, bold: false };
    expect(printLines(row, 32, 'rtl', arabicOnly)).toEqual([
      {
        scale: 1,
        bold: false,
        cells: [
          { kind: 'text', text: 'S-20261123-0002', scale: 1 },
          { kind: 'bitmap', bitmap: { columns: 17, scale: 1, bold: false, direction: 'rtl', pieces: [{ text: 'البيع', at: 'right' }] } },
        ],
      },
    ]);
    const english = { ...row, key: 'Sale' };
    expect(printLines(english, 32, 'ltr', arabicOnly)).toEqual([{ scale: 1, bold: false, cells: [{ kind: 'text', text: `Sale${' '.repeat(13)}S-20261123-0002`, scale: 1 }] }]);
  });

  it('places text blocks as the plain text does: start is the right edge right to left, scale 2 lines in half the characters', () => {
    const block: Extract<ReceiptBlock, { kind: 'text' }> = { kind: 'text', lines: ['N 2'], align: 'center', scale: 2, bold: true, role: 'copy' };
    expect(printLines(block, 32, 'ltr', arabicOnly)[0]!.cells).toEqual([{ kind: 'text', text: `${' '.repeat(6)}N 2${' '.repeat(7)}`, scale: 2 }]);
    const note: Extract<ReceiptBlock, { kind: 'text' }> = { kind: 'text', lines: ['phone'], align: 'start', scale: 1, bold: false, role: 'note' };
    expect(printLines(note, 32, 'rtl', arabicOnly)[0]!.cells).toEqual([{ kind: 'text', text: `${' '.repeat(27)}phone`, scale: 1 }]);
  });

  it("prints a PIN's groups double size and the gaps between them single width, so 14 digits fit 32 columns", () => {
    const pin: Extract<ReceiptBlock, { kind: 'text' }> = { kind: 'text', lines: ['1234 5678 9012 34', '12'], align: 'center', scale: 2, bold: true, role: 'pin' };
    const [line, short] = printLines(pin, 32, 'rtl', arabicOnly);
    const group = (text: string) => ({ kind: 'text', text, scale: 2 });
    const gap = (count: number) => ({ kind: 'text', text: ' '.repeat(count), scale: 1 });
    // 28 + 3 = 31 columns: no margin before, one after.
    expect(line).toEqual({ scale: 2, bold: true, cells: [group('1234'), gap(1), group('5678'), gap(1), group('9012'), gap(1), group('34'), gap(1)] });
    expect(short!.cells).toEqual([gap(14), group('12'), gap(14)]);
    // What the device cannot print goes as a bitmap of the whole line, like any other text.
    const arabic = printLines({ ...pin, lines: ['١٢٣٤ ٥٦٧٨'] }, 32, 'ltr', arabicOnly);
    expect(arabic[0]!.cells).toEqual([{ kind: 'bitmap', bitmap: { columns: 32, scale: 2, bold: true, direction: 'ltr', pieces: [{ text: '١٢٣٤ ٥٦٧٨', at: 'center' }] } }]);
  });
});
