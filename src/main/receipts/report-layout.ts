/**
 * A report fitted to a paper's columns, with a receipt's header, rows and end: it prints, shows on screen and
 * goes to PDF through the same renderers as a sale's receipt.
 */
import type { ReceiptBlock, ReceiptColumns, ReceiptLayout } from '../../shared/contract';
import { footerBlocks, headerBlocks, row, text } from './receipt-layout';
import type { ReportDocument } from './report-document';

export function layoutReport(doc: ReportDocument, columns: ReceiptColumns): ReceiptLayout {
  const blocks: ReceiptBlock[] = [...headerBlocks(doc, columns), ...doc.details.flatMap((item) => row(item, columns))];
  for (const section of doc.sections) {
    blocks.push({ kind: 'rule', style: 'single' });
    blocks.push(...text(section.heading, columns, { align: 'start', scale: 1, bold: true, role: 'title' }));
    blocks.push(...section.rows.flatMap((item) => row(item, columns)));
    for (const note of section.notes) blocks.push(...text(note, columns, { align: 'start', scale: 1, bold: false, role: 'note' }));
  }
  blocks.push({ kind: 'rule', style: 'double' }, ...footerBlocks(doc, columns));
  return { columns, language: doc.language, direction: doc.direction, blocks };
}
