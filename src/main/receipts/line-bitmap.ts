/**
 * The bitmap fallback for lines a device's characters cannot show (Arabic in a thermal printer's code pages or
 * in a PDF's standard fonts): which stretches of a laid-out line need a bitmap, and drawing them. A bitmap is
 * drawn at the line's exact size in printer dots (12 per column, 24 per line of text, twice both at scale 2)
 * with resvg and the bundled Noto Sans Arabic, which also has Latin letters and digits for mixed lines.
 */
import { Resvg } from '@resvg/resvg-js';
import type { ReceiptBlock, ReceiptLayout } from '../../shared/contract';
import { PIN_SCALE, pinGroups, pinLineColumns } from './pin-line';
import { safeText } from './safe-text';
import { length } from './text-wrap';

type Direction = ReceiptLayout['direction'];
type TextBlock = Extract<ReceiptBlock, { kind: 'text' }>;
type RowBlock = Extract<ReceiptBlock, { kind: 'row' }>;

export const DOTS_PER_COLUMN = 12;
export const DOTS_PER_LINE = 24;

export type Edge = 'left' | 'center' | 'right';

/** Text placed against an edge (or in the middle) of a bitmap. */
export interface LinePiece {
  text: string;
  at: Edge;
}

export interface LineBitmapSpec {
  /** The bitmap's width in columns: the whole line, or the part of a row its key or value takes. */
  columns: number;
  scale: 1 | 2;
  bold: boolean;
  /** The receipt's direction: the base order a mixed piece (Arabic words and a number) reads in. */
  direction: Direction;
  pieces: LinePiece[];
}

/** A stretch of a printed line, left to right: text in the device's own font at its scale, or a bitmap. */
export type LineCell = { kind: 'text'; text: string; scale: 1 | 2 } | { kind: 'bitmap'; bitmap: LineBitmapSpec };

export interface PrintLine {
  /** The line's height: 2 when anything on it is double size. */
  scale: 1 | 2;
  bold: boolean;
  /** Text cells are padded with spaces to their full width: each character takes its cell's `scale` columns. */
  cells: LineCell[];
}

export interface LineBitmap {
  width: number;
  height: number;
  /** RGBA, row by row, on white. */
  pixels: Uint8Array;
}

function edgeOf(align: TextBlock['align'], rtl: boolean): Edge {
  if (align === 'center') return 'center';
  return (align === 'start') !== rtl ? 'left' : 'right';
}

/** Of `free` columns on a line, those before what is placed against `at`. */
function spaceBefore(free: number, at: Edge): number {
  return at === 'right' ? free : at === 'center' ? Math.floor(free / 2) : 0;
}

/** `text` in exactly `width` characters, against an edge. */
function padded(text: string, width: number, at: Edge): string {
  const free = Math.max(0, width - length(text));
  const before = spaceBefore(free, at);
  return `${' '.repeat(before)}${text}${' '.repeat(free - before)}`;
}

type Style = Pick<PrintLine, 'scale' | 'bold'>;
type CanPrint = (text: string) => boolean;

function textLine(text: string, at: Edge, style: Style, columns: number, direction: Direction, canPrint: CanPrint): PrintLine {
  const cell: LineCell = canPrint(text)
    ? { kind: 'text', text: padded(text, columns / style.scale, at), scale: style.scale }
    : { kind: 'bitmap', bitmap: { columns, ...style, direction, pieces: [{ text, at }] } };
  return { ...style, cells: [cell] };
}

/** A PIN line in the device's font: its groups double size, the gaps between them and the margins single width. */
function pinLine(line: string, at: Edge, bold: boolean, columns: number): PrintLine {
  const free = Math.max(0, columns - pinLineColumns(line));
  const before = spaceBefore(free, at);
  const spaces = (count: number): LineCell[] => (count > 0 ? [{ kind: 'text', text: ' '.repeat(count), scale: 1 }] : []);
  const groups = pinGroups(line).flatMap((group, index): LineCell[] => [...spaces(index > 0 ? 1 : 0), { kind: 'text', text: group, scale: PIN_SCALE }]);
  return { scale: PIN_SCALE, bold, cells: [...spaces(before), ...groups, ...spaces(free - before)] };
}

/**
 * A key and its value on one line. Each keeps the device's font when it can, so a sale id or an amount beside
 * an Arabic key is still text; the key's bitmap takes the gap between them. Both unprintable: one bitmap.
 */
function inlineRow(block: RowBlock, columns: number, direction: Direction, canPrint: CanPrint): PrintLine {
  const rtl = direction === 'rtl';
  const [value = ''] = block.value;
  const style = { scale: 1 as const, bold: block.bold };
  const key = { text: block.key, at: rtl ? ('right' as const) : ('left' as const), columns: columns - length(value) };
  const val = { text: value, at: rtl ? ('left' as const) : ('right' as const), columns: length(value) };
  const bitmap = (width: number, pieces: LinePiece[]): LineCell => ({ kind: 'bitmap', bitmap: { columns: width, ...style, direction, pieces } });
  if (!canPrint(key.text) && !canPrint(val.text)) {
    return { ...style, cells: [bitmap(columns, [key, val].map(({ text, at }) => ({ text, at })))] };
  }
  const cells = (rtl ? [val, key] : [key, val]).map(({ text, at, columns: width }): LineCell =>
    canPrint(text) ? { kind: 'text', text: padded(text, width, at), scale: 1 } : bitmap(width, [{ text, at }]),
  );
  return { ...style, cells: joined(cells) };
}

/** Neighbouring text cells of one size as one. */
function joined(cells: LineCell[]): LineCell[] {
  return cells.reduce<LineCell[]>((out, cell) => {
    const last = out.at(-1);
    if (last?.kind === 'text' && cell.kind === 'text' && last.scale === cell.scale) return [...out.slice(0, -1), { ...last, text: last.text + cell.text }];
    return [...out, cell];
  }, []);
}

/** The printed lines of a text block or a row, placed as plain-text.ts places them (right to left: `start` is the right edge). */
export function printLines(block: TextBlock | RowBlock, columns: number, direction: Direction, canPrint: CanPrint): PrintLine[] {
  const rtl = direction === 'rtl';
  if (block.kind === 'text') {
    const style = { scale: block.scale, bold: block.bold };
    const at = edgeOf(block.align, rtl);
    // A PIN the font cannot print goes as a bitmap of the line like any other text, shrunk to the paper if need be.
    return block.lines.map((line) => (block.role === 'pin' && canPrint(line) ? pinLine(line, at, block.bold, columns) : textLine(line, at, style, columns, direction, canPrint)));
  }
  if (block.inline) return [inlineRow(block, columns, direction, canPrint)];
  const style = { scale: 1 as const, bold: block.bold };
  return [
    textLine(block.key, edgeOf('start', rtl), style, columns, direction, canPrint),
    ...block.value.map((line) => textLine(line, edgeOf('end', rtl), style, columns, direction, canPrint)),
  ];
}

// resvg lays every text out in a left-to-right paragraph, so a right-to-left line is wrapped in a right-to-left
// isolate, and each left-to-right run in it (a number, a date, "US$") in a left-to-right one: otherwise
// 1-888-555-0142 after Arabic words prints as 0142-555-888-1, and the Arabic would sit on the left.
const RTL = '\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFF';
const LTR_RUN = new RegExp(`(?![${RTL}])[\\p{L}\\p{N}\\p{Sc}+#*(](?:[^${RTL}]*[^\\s${RTL}])?`, 'gu');
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

function ordered(text: string, direction: Direction): string {
  if (direction === 'ltr') return text;
  return `${RLI}${text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`)}${PDI}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FAMILY = 'Noto Sans Arabic';
// Resolved at run time, not bundled: the main process's dependencies stay in node_modules.
const FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
];
const OPTIONS = { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FAMILY }, background: 'white' };

// Noto Sans Arabic's marks reach about 0.95 em above the baseline and its tails 0.35 em below: at this size and
// baseline both stay inside the line's height (as font A's glyphs do), give or take a dot.
const EM_PER_LINE = 0.78;
const BASELINE_PER_LINE = 0.74;

function textElement(piece: LinePiece, width: number, size: number, baseline: number, bold: boolean, direction: Direction): string {
  const [x, anchor] = piece.at === 'left' ? [0, 'start'] : piece.at === 'right' ? [width, 'end'] : [width / 2, 'middle'];
  const weight = bold ? 700 : 400;
  const attributes = `x="${x}" y="${baseline}" text-anchor="${anchor}" font-family="${FAMILY}" font-size="${size}" font-weight="${weight}"`;
  // Safe again here, whoever laid the line out: one control character or U+FFFF and the SVG could not be read.
  return `<text ${attributes} xml:space="preserve">${escapeXml(ordered(safeText(piece.text), direction))}</text>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** How wide a piece draws, in dots: to shrink a line whose glyphs are wider than its columns. */
function inkWidth(piece: LinePiece, size: number, bold: boolean, direction: Direction): number {
  const probe = svg(1, 1, textElement({ ...piece, at: 'left' }, 1, size, size, bold, direction));
  return new Resvg(probe, OPTIONS).getBBox()?.width ?? 0;
}

function render(spec: LineBitmapSpec, resolution: number) {
  const width = spec.columns * DOTS_PER_COLUMN * resolution;
  const height = DOTS_PER_LINE * spec.scale * resolution;
  const pieces = spec.pieces.filter((piece) => piece.text.trim() !== '');
  const natural = height * EM_PER_LINE;
  // The layout counts characters, not glyph widths: a line of wide letters gets a smaller size, never clipped.
  const room = width - (pieces.length - 1) * DOTS_PER_COLUMN * resolution;
  const needed = pieces.reduce((sum, piece) => sum + inkWidth(piece, natural, spec.bold, spec.direction), 0);
  const size = needed > room ? (natural * room) / needed : natural;
  const body = pieces.map((piece) => textElement(piece, width, size, height * BASELINE_PER_LINE, spec.bold, spec.direction)).join('');
  return new Resvg(svg(width, height, body), OPTIONS).render();
}

/** The line as printer dots, one pixel a dot: `columns` × 12 wide, 24 (scale 2: 48) high. */
export function lineBitmap(spec: LineBitmapSpec): LineBitmap {
  const image = render(spec, 1);
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}

/** The line as a PNG at `resolution` pixels a dot, for a PDF to place over the line's box. */
export function linePng(spec: LineBitmapSpec, resolution: number): Buffer {
  return render(spec, resolution).asPng();
}
