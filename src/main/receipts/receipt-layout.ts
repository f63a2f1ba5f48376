/**
 * The pure layout: a receipt document fitted to a paper's columns, as blocks every renderer draws the same
 * way (screen, thermal printer, plain text, PDF). Nothing here knows a printer; the snapshot tests read it at
 * 32, 42 and 48 columns and right to left.
 */
import type { ReceiptColumns } from '../../shared/schemas';
import type { ReceiptBlock, ReceiptLayout } from '../../shared/contract';
import type { ReceiptDocument, ReceiptRow } from './receipt-document';
import { PIN_SCALE, pinRows } from './pin-line';
import { qrModules } from './qr-matrix';
import { length, printable, wrap } from './text-wrap';

export interface LayoutOptions {
  columns: ReceiptColumns;
  /** Open the cash drawer first, so it opens while the slip prints. */
  drawer: boolean;
}

type TextBlock = Extract<ReceiptBlock, { kind: 'text' }>;

/** Text wrapped to the paper (a scale 2 line holds half the characters); no text, no block. */
export function text(value: string, columns: number, style: Omit<TextBlock, 'kind' | 'lines'>): TextBlock[] {
  const lines = wrap(value, Math.floor(columns / style.scale));
  return lines.length > 0 ? [{ kind: 'text', lines, ...style }] : [];
}

/**
 * A key and its value on one line when they fit (with a space between), else the value on lines of its own. A
 * key longer than a line (a report's long clerk or operator name), or one of several paragraphs, puts its first
 * lines in a text of its own.
 */
export function row({ key, value, bold = false }: ReceiptRow, columns: number): ReceiptBlock[] {
  const cleanKey = printable(key);
  const cleanValue = printable(value);
  const oneLine = !cleanKey.includes('\n') && !cleanValue.includes('\n');
  if (oneLine && length(cleanKey) + 1 + length(cleanValue) <= columns) return [{ kind: 'row', key: cleanKey, value: [cleanValue], inline: true, bold }];
  const keyLines = wrap(cleanKey, columns);
  const last = keyLines.pop() ?? '';
  const head: ReceiptBlock[] = keyLines.length > 0 ? [{ kind: 'text', lines: keyLines, align: 'start', scale: 1, bold, role: 'note' }] : [];
  return [...head, { kind: 'row', key: last, value: wrap(cleanValue, columns), inline: false, bold }];
}

/**
 * The training mark, double size like the PIN, centred: on one line where it fits, else broken after its dash
 * ("TRAINING —" / "NOT VALID") rather than wherever a word happens to end. No mark, no block.
 */
export function trainingBlocks(mark: string | null, columns: ReceiptColumns): ReceiptBlock[] {
  if (mark === null) return [];
  const width = Math.floor(columns / 2);
  const phrases = length(mark) <= width ? [mark] : mark.split(/(?<= —) /);
  return [{ kind: 'text', lines: phrases.flatMap((phrase) => wrap(phrase, width)), align: 'center', scale: 2, bold: true, role: 'training' }];
}

/** The top of every slip, a sale's or a report's: the training mark, the shop, the title, and REPRINT n on a copy. */
export function headerBlocks(doc: Pick<ReceiptDocument, 'shop' | 'title' | 'copyLine' | 'trainingMark'>, columns: ReceiptColumns): ReceiptBlock[] {
  return [
    ...trainingBlocks(doc.trainingMark, columns),
    ...text(doc.shop.name, columns, { align: 'center', scale: 2, bold: true, role: 'shop' }),
    ...doc.shop.lines.flatMap((line) => text(line, columns, { align: 'center', scale: 1, bold: false, role: 'shop' })),
    { kind: 'rule', style: 'double' },
    ...text(doc.title, columns, { align: 'center', scale: 1, bold: true, role: 'title' }),
    ...(doc.copyLine ? text(doc.copyLine, columns, { align: 'center', scale: 2, bold: true, role: 'copy' }) : []),
    { kind: 'rule', style: 'single' },
  ];
}

/** The end of every slip: its footer and the training mark, then paper past the cutter, and the cut. */
export function footerBlocks(doc: Pick<ReceiptDocument, 'footer' | 'trainingMark'>, columns: ReceiptColumns): ReceiptBlock[] {
  return [
    ...(doc.footer ? text(doc.footer, columns, { align: 'center', scale: 1, bold: false, role: 'footer' }) : []),
    ...trainingBlocks(doc.trainingMark, columns),
    { kind: 'feed', lines: 3 },
    { kind: 'cut' },
  ];
}

export function layoutReceipt(doc: ReceiptDocument, options: LayoutOptions): ReceiptLayout {
  const { columns } = options;
  const rows = (list: ReceiptRow[]) => list.flatMap((item) => row(item, columns));
  const blocks: ReceiptBlock[] = [];
  if (options.drawer) blocks.push({ kind: 'drawer' });

  blocks.push(...headerBlocks(doc, columns));
  blocks.push(...rows(doc.details));
  if (doc.amounts.length > 0) {
    blocks.push({ kind: 'rule', style: 'single' });
    blocks.push(...rows(doc.amounts));
  }
  blocks.push(...text(doc.state.title, columns, { align: 'center', scale: 1, bold: true, role: 'state' }));
  if (doc.state.note) blocks.push(...text(doc.state.note, columns, { align: 'center', scale: 1, bold: false, role: 'state' }));

  if (doc.pin) {
    blocks.push({ kind: 'rule', style: 'double' });
    blocks.push(...text(doc.pin.label, columns, { align: 'center', scale: 1, bold: true, role: 'title' }));
    // A training PIN has the mark right above and below it, as large: the top and bottom of a slip tear off, and
    // a strip cut between the mark and the code is bare digits, without the shop, the operator or the value.
    blocks.push(...trainingBlocks(doc.trainingMark, columns));
    // Under its heading, which counts its characters: on one line where it fits, else rows that read as one code.
    blocks.push({ kind: 'text', lines: pinRows(printable(doc.pin.code), columns), align: 'center', scale: PIN_SCALE, bold: true, role: 'pin' });
    blocks.push(...trainingBlocks(doc.trainingMark, columns));
    blocks.push({ kind: 'rule', style: 'double' });
    blocks.push(...rows(doc.pin.rows));
    for (const line of doc.pin.info) blocks.push(...text(line, columns, { align: 'start', scale: 1, bold: false, role: 'note' }));
  }

  if (doc.references.length > 0) {
    blocks.push({ kind: 'rule', style: 'single' });
    blocks.push(...rows(doc.references));
  }
  if (doc.qr) blocks.push({ kind: 'qr', data: doc.qr, modules: qrModules(doc.qr) });
  blocks.push(...footerBlocks(doc, columns));
  return { columns, language: doc.language, direction: doc.direction, blocks };
}
