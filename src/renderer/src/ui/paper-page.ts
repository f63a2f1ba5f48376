/**
 * The named page (print-sheet.css) a receipt prints on: its paper's width (58 mm for 32 columns, else 80 mm)
 * and a length from a few steps that holds it. A roll has no pages: where a driver honours the page's length, a
 * page much longer than the receipt feeds blank paper and one too short splits the receipt in two. The steps
 * keep both small. The arithmetic follows receipt-view.css's print rules (type sized to the printable width,
 * lines 1.25 times the type).
 */
import { paperWidthMm, type ReceiptBlock, type ReceiptLayout } from '@shared/contract';

export const PAGE_LENGTHS_MM = [150, 200, 300, 450, 600] as const;

/** A monospace character's width for its type size, as receipt-view.css assumes (--receipt-ch-ratio). */
const CH_RATIO = 0.62;
const LINE_HEIGHT = 1.25;
/** Lines added for what the estimate cannot see (a script wider than the grid wrapping a line more). */
const SLACK = 1.1;

export function paperPageClass(layout: ReceiptLayout): string {
  const width = paperWidthMm(layout.columns);
  const margin = width === 58 ? 5 : 4;
  const type = (width - 2 * margin) / (layout.columns * CH_RATIO);
  const lines = layout.blocks.reduce((sum, block) => sum + linesOf(block, layout.columns), 0);
  const length = 2 + lines * type * LINE_HEIGHT * SLACK;
  const fits = PAGE_LENGTHS_MM.find((mm) => mm >= length) ?? PAGE_LENGTHS_MM[PAGE_LENGTHS_MM.length - 1];
  return `receipt-page-${width}-${fits}`;
}

/** How many lines of ordinary type a block takes on paper. */
function linesOf(block: ReceiptBlock, columns: number): number {
  switch (block.kind) {
    case 'text':
      // The PIN is drawn larger than double size (2.25 times, lines of 1.2) with a little room around it; the
      // training mark is double size between rules (about a line more).
      if (block.role === 'pin') return block.lines.length * 2.2 + 0.6;
      return block.role === 'training' ? block.lines.length * 2 + 1 : block.lines.length * block.scale;
    case 'row':
      return block.inline ? 1 : 1 + block.value.length;
    case 'rule':
      return 1;
    case 'qr':
      // 18 characters wide (or the paper's width), square, with half a line above and below.
      return (Math.min(18, columns) * CH_RATIO) / LINE_HEIGHT + 1;
    case 'feed':
      return block.lines;
    case 'cut':
    case 'drawer':
      // The cut line is drawn on screen only; the drawer is no ink.
      return 0;
  }
}
