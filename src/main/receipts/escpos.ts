/**
 * A laid-out receipt as ESC/POS bytes for a thermal printer, made with @point-of-sale/receipt-printer-encoder.
 * Text goes in the printer's own font and code pages; what those cannot show (Arabic) goes as a bitmap of the
 * line (line-bitmap.ts), and the QR code as a bitmap of its modules, which every ESC/POS printer prints, where
 * the native QR command is missing on older and cheaper models.
 */
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptBlock, ReceiptLayout } from '../../shared/contract';
import { DOTS_PER_COLUMN, lineBitmap, printLines, type LineBitmap, type LineCell, type PrintLine } from './line-bitmap';

/**
 * The code pages the slip is sent in, by their ESC t number on Epson and compatible printers. The Windows pages
 * carry text (Western European first, then Central European, Turkish and Baltic); cp437 only draws the rules.
 * The DOS pages are left out on purpose: their tables put symbols such as § and • on control bytes.
 */
export const ESC_POS_CODEPAGES = { cp437: 0, windows1252: 16, windows1250: 45, windows1254: 48, windows1257: 51 } satisfies Partial<Record<Codepage, number>>;
const TEXT_CODEPAGES: Codepage[] = ['windows1252', 'windows1250', 'windows1254', 'windows1257'];

/** Every character some text page has on a printable byte (not a control, not DEL). */
const PRINTABLE = new Set(
  TEXT_CODEPAGES.flatMap((page) =>
    CodepageEncoder.getEncoding(page).codepoints.filter(
      (point, byte) => byte >= 0x20 && byte !== 0x7f && typeof point === 'number' && (point < 0x7f || point >= 0xa0),
    ),
  ),
);

/** True when the printer's code pages can print every character of `text`. */
export function printerCanPrint(text: string): boolean {
  return Array.from(text).every((char) => PRINTABLE.has(char.codePointAt(0)!));
}

/** Dots darker than this print black: resvg smooths the glyphs' edges into greys. */
const THRESHOLD = 144;
/** Blank dots under a bitmap of a scale 2 line, as the printer leaves under a line of text. */
const LINE_GAP = 8;
export const QR_QUIET_MODULES = 4;
const QR_MAX_MODULE_DOTS = 6;

const dark = (pixels: Uint8Array, index: number) => pixels[index * 4]! + pixels[index * 4 + 1]! + pixels[index * 4 + 2]! < THRESHOLD * 3;

/**
 * A bitmap of one text line's height as ESC * 33 (24-dot bit image): unlike a raster image it sits in the line
 * buffer, so it shares the line with text and the line keeps the printer's own line spacing. Blank columns at
 * either end go as spaces (12 dots each), which keeps a right-aligned Arabic line to a third of the bytes.
 */
function bitImage(bitmap: LineBitmap, last: boolean): number[] {
  const { width, height, pixels } = bitmap;
  const inked = (x: number) => {
    for (let y = 0; y < height; y++) if (dark(pixels, y * width + x)) return true;
    return false;
  };
  let first = 0;
  while (first < width && !inked(first)) first++;
  let end = width;
  while (end > first && !inked(end - 1)) end--;
  const lead = Math.floor(first / DOTS_PER_COLUMN);
  const trail = last ? 0 : Math.floor((width - end) / DOTS_PER_COLUMN);
  const from = lead * DOTS_PER_COLUMN;
  const to = last ? end : width - trail * DOTS_PER_COLUMN;
  const spaces = (count: number) => new Array<number>(count).fill(0x20);
  if (to <= from) return spaces(lead + trail);
  const bytes = [...spaces(lead), 0x1b, 0x2a, 33, (to - from) & 0xff, (to - from) >> 8];
  for (let x = from; x < to; x++) {
    for (let band = 0; band < 3; band++) {
      let byte = 0;
      for (let bit = 0; bit < 8; bit++) if (dark(pixels, (band * 8 + bit) * width + x)) byte |= 0x80 >> bit;
      bytes.push(byte);
    }
  }
  return [...bytes, ...spaces(trail)];
}

function withGap(bitmap: LineBitmap, rows: number): LineBitmap {
  const pixels = new Uint8Array(bitmap.width * (bitmap.height + rows) * 4).fill(255);
  pixels.set(bitmap.pixels);
  return { width: bitmap.width, height: bitmap.height + rows, pixels };
}

function blacken(pixels: Uint8Array, width: number, left: number, top: number, size: number): void {
  for (let y = top; y < top + size; y++) {
    for (let x = left; x < left + size; x++) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
}

/** Dots per module of a QR code of `modules` rows printed on paper `paperDots` wide: as large as fits, up to 6. */
export function qrModuleDots(modules: string[], paperDots: number): number {
  return Math.max(1, Math.min(QR_MAX_MODULE_DOTS, Math.floor(paperDots / (modules.length + 2 * QR_QUIET_MODULES))));
}

/** The QR code's modules inside their quiet zone, as a bitmap. */
function qrBitmap(modules: string[], paperDots: number): LineBitmap {
  const dots = qrModuleDots(modules, paperDots);
  // Raster images are a whole number of bytes wide and tall.
  const width = Math.ceil(((modules.length + 2 * QR_QUIET_MODULES) * dots) / 8) * 8;
  const height = width;
  const pixels = new Uint8Array(width * height * 4).fill(255);
  const origin = QR_QUIET_MODULES * dots;
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') blacken(pixels, width, origin + x * dots, origin + y * dots, dots);
  });
  return { width, height, pixels };
}

function image(encoder: ReceiptPrinterEncoder, bitmap: LineBitmap): void {
  encoder.image({ data: bitmap.pixels, width: bitmap.width, height: bitmap.height }, bitmap.width, bitmap.height, 'threshold', THRESHOLD);
}

function cell(encoder: ReceiptPrinterEncoder, item: LineCell, last: boolean): void {
  if (item.kind === 'bitmap') {
    // Its margins are spaces of 12 dots: single width.
    encoder.size(1).raw(bitImage(lineBitmap(item.bitmap), last));
    return;
  }
  encoder.size(item.scale);
  const text = item.text.trimEnd();
  if (text !== '') encoder.text(text);
  // The encoder drops spaces at the end of a text; before a bitmap they are its position on the line.
  const gap = item.text.length - text.length;
  if (!last && gap > 0) encoder.raw(new Array<number>(gap).fill(0x20));
}

function line(encoder: ReceiptPrinterEncoder, printed: PrintLine): void {
  const bitmap = printed.cells.find((item) => item.kind === 'bitmap');
  // A bit image is one text line high; a scale 2 line that needs a bitmap goes as a raster image of its own.
  if (printed.scale === 2 && bitmap?.kind === 'bitmap') {
    image(encoder, withGap(lineBitmap(bitmap.bitmap), LINE_GAP));
    return;
  }
  // Each cell at its own size: a PIN's groups double, the gaps between them single (pin-line.ts).
  encoder.bold(printed.bold);
  printed.cells.forEach((item, index) => cell(encoder, item, index === printed.cells.length - 1));
  encoder.newline().bold(false).size(1);
}

function block(encoder: ReceiptPrinterEncoder, item: ReceiptBlock, layout: ReceiptLayout): void {
  switch (item.kind) {
    case 'text':
    case 'row':
      for (const printed of printLines(item, layout.columns, layout.direction, printerCanPrint)) line(encoder, printed);
      return;
    case 'rule':
      encoder.rule({ style: item.style });
      return;
    case 'qr':
      encoder.align('center');
      image(encoder, qrBitmap(item.modules, layout.columns * DOTS_PER_COLUMN));
      encoder.align('left');
      return;
    case 'feed':
      encoder.newline(item.lines);
      return;
    case 'cut':
      encoder.cut();
      return;
    case 'drawer':
      encoder.pulse();
      return;
  }
}

/** The receipt as the bytes to send to an ESC/POS printer whose paper holds `layout.columns` characters of font A. */
export function receiptEscPos(layout: ReceiptLayout): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    columns: layout.columns,
    imageMode: 'raster',
    // Images bring their own spacing: a line's bitmap its gap, the QR code its quiet zone.
    feedAfterBlock: false,
    newline: '\n',
    codepageMapping: ESC_POS_CODEPAGES,
    codepageCandidates: TEXT_CODEPAGES,
  });
  encoder.initialize().codepage('auto');
  for (const item of layout.blocks) block(encoder, item, layout);
  return encoder.encode();
}
