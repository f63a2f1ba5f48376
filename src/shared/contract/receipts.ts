/**
 * Receipts and PIN vouchers: the laid-out blocks every renderer draws (the screen, the thermal printer, plain
 * text, a PDF), and the methods that make them. This domain's slice of the contract; src/shared/contract.ts
 * merges every slice.
 */
import { z } from 'zod';
import { Id, method, ReceiptColumns } from '../schemas';
import { LANGUAGES } from '../languages';

export const ReceiptKind = z.enum(['receipt', 'voucher']);
export type ReceiptKind = z.infer<typeof ReceiptKind>;

/** start/end follow the receipt's direction: start is the left of an English slip and the right of an Arabic one. */
export const BlockAlign = z.enum(['start', 'center', 'end']);

/**
 * One laid-out piece of a receipt at a given width. Text is already wrapped: every line of a `text` block
 * fits `columns / scale` characters, and a `row` that does not fit on one line has its value on lines of
 * its own. The PIN's lines are the exception: its groups are drawn at the scale and the spaces between them at
 * single width, and that is what fits the columns (receipts/pin-line.ts). Renderers only place what they are given.
 */
export const ReceiptBlock = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    lines: z.array(z.string()),
    align: BlockAlign,
    /** Character width and height multiplier: 2 for the shop's name, the PIN and REPRINT. */
    scale: z.union([z.literal(1), z.literal(2)]),
    bold: z.boolean(),
    /**
     * What the text is, for renderers that show some kinds their own way: the PIN large on screen, the training
     * mark ("TRAINING — NOT VALID") as a banner.
     */
    role: z.enum(['shop', 'title', 'copy', 'state', 'pin', 'note', 'footer', 'training']),
  }),
  z.object({
    kind: z.literal('row'),
    key: z.string(),
    /** The value's lines; one when it fits beside the key. */
    value: z.array(z.string()),
    /** False: the key is on a line of its own and the value's lines follow, aligned to the end. */
    inline: z.boolean(),
    bold: z.boolean(),
  }),
  z.object({ kind: z.literal('rule'), style: z.enum(['single', 'double']) }),
  /** A QR code: its text, and the module matrix as rows of '1' (dark) and '0', made once in the core. */
  z.object({ kind: z.literal('qr'), data: z.string(), modules: z.array(z.string()) }),
  z.object({ kind: z.literal('feed'), lines: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('cut') }),
  /** Opens the cash drawer wired to the printer. */
  z.object({ kind: z.literal('drawer') }),
]);
export type ReceiptBlock = z.infer<typeof ReceiptBlock>;

export const ReceiptLayout = z.object({
  columns: ReceiptColumns,
  language: z.enum(LANGUAGES),
  direction: z.enum(['ltr', 'rtl']),
  blocks: z.array(ReceiptBlock),
});
export type ReceiptLayout = z.infer<typeof ReceiptLayout>;

/** The paper and the language of a rendering; without them, the printer's and the shop's in Settings. */
const Rendering = {
  columns: ReceiptColumns.optional(),
  /** The customer's language when the clerk chose one. */
  language: z.enum(LANGUAGES).optional(),
};

/**
 * A sale's receipt or voucher as its next print would come out (the core decides the copy: "original" is
 * the original only while no copy may be on paper, else the next REPRINT n), or exactly the copy of one print
 * job (the print page, which prints a job the screen was given).
 */
export const ReceiptRequest = z.union([
  z.object({ saleId: Id, kind: ReceiptKind, copy: z.enum(['original', 'reprint']).default('original'), ...Rendering }).strict(),
  z.object({ jobId: z.number().int().positive(), ...Rendering }).strict(),
]);
export type ReceiptRequest = z.output<typeof ReceiptRequest>;

export const receiptsMethods = {
  'receipts.render': method(ReceiptRequest, z.object({ layout: ReceiptLayout, copy: z.number().int(), text: z.string() })),
  /**
   * Another copy of a print job's document as a PDF of the paper's width (browser mode's download): a copy of its
   * own, numbered like a print (REPRINT n after the original), a voucher's under the reprint rule and audited.
   */
  'receipts.pdf': method(z.object({ jobId: z.number().int().positive(), ...Rendering }).strict(), z.object({ fileName: z.string(), base64: z.string() })),
} as const;
