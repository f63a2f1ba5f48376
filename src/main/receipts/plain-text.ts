/**
 * A laid-out receipt as plain text at its width: for logs, a copy in a message, and the tests. Pieces are
 * placed with spaces as on paper (right to left, `start` is the right edge and a row's key is on the right);
 * each piece keeps its own reading order.
 */
import type { ReceiptBlock, ReceiptLayout } from '../../shared/contract';
import { length } from './text-wrap';

function place(line: string, width: number, align: 'start' | 'center' | 'end', rtl: boolean): string {
  const free = Math.max(0, width - length(line));
  const side = align === 'center' ? 'center' : (align === 'start') !== rtl ? 'left' : 'right';
  if (side === 'left') return line.trimEnd();
  if (side === 'right') return `${' '.repeat(free)}${line}`;
  return `${' '.repeat(Math.floor(free / 2))}${line}`;
}

function blockLines(block: ReceiptBlock, columns: number, rtl: boolean): string[] {
  switch (block.kind) {
    case 'text':
      return block.lines.map((line) => place(line, columns, block.align, rtl));
    case 'row': {
      if (block.inline) {
        const [value = ''] = block.value;
        const gap = ' '.repeat(Math.max(1, columns - length(block.key) - length(value)));
        // A report's second currency has no key: no spaces are left dangling where it would be.
        return [(rtl ? `${value}${gap}${block.key}` : `${block.key}${gap}${value}`).trimEnd()];
      }
      return [place(block.key, columns, 'start', rtl), ...block.value.map((line) => place(line, columns, 'end', rtl))];
    }
    case 'rule':
      return [(block.style === 'double' ? '=' : '-').repeat(columns)];
    case 'qr':
      return [place(`[QR ${block.data}]`, columns, 'center', rtl)];
    case 'feed':
    case 'cut':
    case 'drawer':
      return [];
  }
}

export function receiptText(layout: ReceiptLayout): string {
  const rtl = layout.direction === 'rtl';
  return `${layout.blocks.flatMap((block) => blockLines(block, layout.columns, rtl)).join('\n')}\n`;
}
