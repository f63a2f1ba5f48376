/**
 * A laid-out receipt as a PDF of the paper's width (58 mm for 32 columns, 80 mm for 42 and 48) and as tall as
 * the slip, made with pdfkit: text in Courier, which every PDF reader has and whose text copies out; lines that
 * Courier's WinAnsi encoding cannot show (Arabic) as bitmaps from line-bitmap.ts in the same place; the QR code
 * as vector squares, sharp at any zoom.
 */
import PDFDocument from 'pdfkit';
import { paperWidthMm, type ReceiptBlock, type ReceiptLayout } from '../../shared/contract';
import { QR_QUIET_MODULES, qrModuleDots } from './escpos';
import { DOTS_PER_COLUMN, DOTS_PER_LINE, linePng, printLines, type PrintLine } from './line-bitmap';
import { length } from './text-wrap';

type Pdf = InstanceType<typeof PDFDocument>;

const POINTS_PER_MM = 72 / 25.4;
const PADDING = 2 * POINTS_PER_MM;
/** Courier's characters are 0.6 em wide. */
const COURIER_EM_PER_COLUMN = 0.6;
/** A line of text is as high as in font A (12 × 24 dots), and the printer leaves half a column under it. */
const BOX_PER_COLUMN = DOTS_PER_LINE / DOTS_PER_COLUMN;
const GAP_PER_COLUMN = 0.5;
const BASELINE_PER_BOX = 0.74;
/** Pixels per printer dot in a line's bitmap: sharp when zoomed, a few kilobytes a line. */
const BITMAP_RESOLUTION = 3;

/** Characters WinAnsi has beyond Latin-1, the encoding pdfkit writes the standard fonts in. */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

function courierCanShow(text: string): boolean {
  return Array.from(text).every((char) => {
    const point = char.codePointAt(0)!;
    return (point >= 0x20 && point < 0x7f) || (point >= 0xa0 && point <= 0xff) || WIN_ANSI_EXTRA.has(char);
  });
}

interface Geometry {
  width: number;
  /** One column's width in points. */
  column: number;
}

interface Part {
  height: number;
  draw: (pdf: Pdf, top: number) => void;
}

const lineHeight = (g: Geometry, scale: 1 | 2) => g.column * (BOX_PER_COLUMN * scale + GAP_PER_COLUMN);

function drawLine(pdf: Pdf, g: Geometry, printed: PrintLine, top: number): void {
  const box = g.column * BOX_PER_COLUMN * printed.scale;
  let x = PADDING;
  for (const cell of printed.cells) {
    if (cell.kind === 'bitmap') {
      const width = cell.bitmap.columns * g.column;
      pdf.image(linePng(cell.bitmap, BITMAP_RESOLUTION), x, top, { width, height: box });
      x += width;
      continue;
    }
    const text = cell.text.trim();
    if (text !== '') {
      const lead = length(cell.text) - length(cell.text.trimStart());
      pdf
        .font(printed.bold ? 'Courier-Bold' : 'Courier')
        .fontSize((g.column * cell.scale) / COURIER_EM_PER_COLUMN)
        .text(text, x + lead * g.column * cell.scale, top + box * BASELINE_PER_BOX, { lineBreak: false, baseline: 'alphabetic' });
    }
    x += length(cell.text) * g.column * cell.scale;
  }
}

function rule(g: Geometry, style: 'single' | 'double'): Part {
  return {
    height: lineHeight(g, 1),
    draw: (pdf, top) => {
      const middle = top + lineHeight(g, 1) / 2;
      const offsets = style === 'double' ? [-0.9, 0.9] : [0];
      for (const offset of offsets) pdf.moveTo(PADDING, middle + offset).lineTo(g.width - PADDING, middle + offset);
      pdf.lineWidth(0.6).stroke('black');
    },
  };
}

/** The QR code at the size the printer prints it, centred, each row's dark runs one rectangle. */
function qr(g: Geometry, modules: string[], columns: number): Part {
  const side = modules.length + 2 * QR_QUIET_MODULES;
  const module = (qrModuleDots(modules, columns * DOTS_PER_COLUMN) * g.column) / DOTS_PER_COLUMN;
  return {
    height: side * module,
    draw: (pdf, top) => {
      const left = (g.width - side * module) / 2 + QR_QUIET_MODULES * module;
      const y0 = top + QR_QUIET_MODULES * module;
      modules.forEach((row, y) => {
        for (const run of row.matchAll(/1+/g)) pdf.rect(left + run.index * module, y0 + y * module, run[0].length * module, module);
      });
      pdf.fill('black');
    },
  };
}

function parts(block: ReceiptBlock, layout: ReceiptLayout, g: Geometry): Part[] {
  switch (block.kind) {
    case 'text':
    case 'row':
      return printLines(block, layout.columns, layout.direction, courierCanShow).map((printed) => ({
        height: lineHeight(g, printed.scale),
        draw: (pdf, top) => drawLine(pdf, g, printed, top),
      }));
    case 'rule':
      return [rule(g, block.style)];
    case 'qr':
      return [qr(g, block.modules, layout.columns)];
    // Feeding the paper past the cutter, cutting and the cash drawer mean nothing on a page.
    case 'feed':
    case 'cut':
    case 'drawer':
      return [];
  }
}

export interface ReceiptPdfOptions {
  /** The PDF's creation date; fixed, the same layout gives the same bytes. */
  createdAt?: Date;
}

/** The receipt as a one-page PDF the paper's width, the slip's height. */
export function receiptPdf(layout: ReceiptLayout, options: ReceiptPdfOptions = {}): Promise<Buffer> {
  const width = paperWidthMm(layout.columns) * POINTS_PER_MM;
  const g: Geometry = { width, column: (width - 2 * PADDING) / layout.columns };
  const all = layout.blocks.flatMap((block) => parts(block, layout, g));
  const height = all.reduce((sum, part) => sum + part.height, 2 * PADDING);
  const pdf = new PDFDocument({ size: [width, height], margin: 0, info: { CreationDate: options.createdAt ?? new Date() } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let top = PADDING;
  for (const part of all) {
    part.draw(pdf, top);
    top += part.height;
  }
  pdf.end();
  return done;
}
