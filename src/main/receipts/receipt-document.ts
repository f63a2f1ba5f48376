/**
 * What a receipt or a PIN voucher says, built from the sale, the shop's profile and the language: words and
 * values, not yet fitted to any paper (receipt-layout.ts does that for a width).
 */
import { formatMoney } from '../../shared/money';
import { hasVoucher, saleMoney } from '../../shared/sale-money';
import { directionOf, type Language } from '../../shared/languages';
import { shopLocale } from '../../shared/shop-place';
import type { Environment, Money, Sale, Settings } from '../../shared/schemas';
import { TillError } from '../../shared/errors';
import type { ReceiptKind } from '../../shared/contract';
import { pinCharacters } from '../../shared/pin-mask';
import { saleWait } from '../../shared/sale-wait';
import { maskedRecipient } from './masked-recipient';
import { groupPin } from './pin-groups';
import { fill, RECEIPT_WORDS } from './receipt-words';
import { safeTexts } from './safe-text';
import { printable } from './text-wrap';

export interface ReceiptRow {
  key: string;
  value: string;
  bold?: boolean;
}

export interface ReceiptDocument {
  language: Language;
  direction: 'ltr' | 'rtl';
  shop: { name: string; lines: string[] };
  title: string;
  /** "REPRINT n" on every copy after the first. */
  copyLine: string | null;
  /** "TRAINING — NOT VALID" on everything made in training, at its top, at its bottom and beside a PIN; else null. */
  trainingMark: string | null;
  details: ReceiptRow[];
  amounts: ReceiptRow[];
  /** The state as the screen titles it, and what the customer needs to know beside it (why and until when it waits). */
  state: { title: string; note: string | null };
  pin: { label: string; code: string; rows: ReceiptRow[]; info: string[] } | null;
  references: ReceiptRow[];
  /** What the QR code holds: the sale's id, which finds the sale in the till's history. */
  qr: string | null;
  footer: string | null;
}

export interface ReceiptOptions {
  kind: ReceiptKind;
  /** 0 for the original, n for REPRINT n. */
  copy: number;
  language: Language;
  timeZone: string;
  /**
   * The PIN's code, for a counted copy of the voucher only (a print, a PDF). Without it a voucher shows the code
   * masked, as every preview does: a preview is no copy.
   */
  pinCode?: string | null | undefined;
  /** The till's clock and connection as the slip is made: a waiting sale says why and until when it waits. */
  now: Date;
  online: boolean;
}

/** What of the shop's profile a slip prints, and its country, whose formats the slip is written in. */
export type Shop = Pick<Settings['shop'], 'name' | 'address' | 'taxId' | 'receiptHeader' | 'receiptFooter' | 'defaultCountry'>;

/** The locale a slip in this language is written in: the shop's country's (shared/shop-place.ts), as on screen. */
export function paperLocale(language: Language, shop: Pick<Shop, 'defaultCountry'>): string {
  return shopLocale(language, shop.defaultCountry);
}

/**
 * Date and time on the shop's clock, as the screen writes them: the country's order and its clock (24-hour in
 * Lagos and Paris, AM/PM in a US shop; printable() turns Intl's narrow spaces into ones a thermal font has);
 * `time` alone for a moment later the same day (when a waiting sale is sent).
 */
export function receiptTime(iso: string, locale: string, timeZone: string, part: 'dateTime' | 'time' = 'dateTime'): string {
  const format = new Intl.DateTimeFormat(locale, { ...(part === 'dateTime' ? { dateStyle: 'short' } : {}), timeStyle: 'short', timeZone });
  return printable(format.format(new Date(iso)));
}

/** An exact amount with its currency's code: a slip may carry several currencies, and "$" is several. */
export function printedMoney(amount: Money, locale: string): string {
  return printable(formatMoney(amount.micros, amount.currency, locale, 'code'));
}

/** The training mark in the document's language, or null for the real service's documents. */
export function trainingMark(environment: Environment, language: Language): string | null {
  return environment === 'training' ? RECEIPT_WORDS[language].training : null;
}

export function shopLines(shop: Shop, language: Language): ReceiptDocument['shop'] {
  const words = RECEIPT_WORDS[language];
  return {
    name: shop.name,
    lines: [shop.address, shop.taxId ? `${words.taxId}: ${shop.taxId}` : '', shop.receiptHeader].filter((line) => line.trim() !== ''),
  };
}

/** Under the state's title: why and until when a waiting sale waits, what to keep while it is confirmed, the money. */
function stateNote(sale: Sale, options: ReceiptOptions, locale: string): string | null {
  const notes = RECEIPT_WORDS[options.language].stateNote;
  switch (sale.state) {
    case 'queued': {
      const wait = saleWait(sale, options.now, options.online);
      if (wait === null) return null;
      if (wait.kind === 'offline' || wait.kind === 'soon') return notes[wait.kind];
      return fill(notes[wait.kind], receiptTime(wait.until, locale, options.timeZone, 'time'));
    }
    case 'sending':
    case 'processing':
    case 'unknown':
      return notes.confirming;
    case 'succeeded':
      return null;
    case 'failed':
    case 'refunded':
      return notes.givenBack;
    case 'cancelled':
      return notes.cancelled;
  }
}

/** Above the PIN: how many characters it has ("PIN (14 digits)"), so rows of it read as one code. */
function pinHeading(code: string, language: Language): string {
  const characters = pinCharacters(code);
  const words = RECEIPT_WORDS[language];
  // A masked code's dots stand for digits as far as anyone may know; only letters make it "characters".
  return fill(characters.some((char) => /\p{L}/u.test(char)) ? words.pinCharacters : words.pinDigits, characters.length);
}

export function buildReceipt(sale: Sale, shop: Shop, options: ReceiptOptions): ReceiptDocument {
  const { language } = options;
  const words = RECEIPT_WORDS[language];
  const money = saleMoney(sale);
  if (options.kind === 'voucher' && !hasVoucher(sale)) {
    throw new TillError('INVALID_INPUT', 'This sale has no PIN voucher: only a successful sale of a PIN operator has one. Print its receipt instead.');
  }
  const locale = paperLocale(language, shop);
  const recipient = maskedRecipient(sale.recipient, shop.defaultCountry);
  const details: ReceiptRow[] = [
    { key: words.date, value: receiptTime(sale.createdAt, locale, options.timeZone) },
    { key: words.clerk, value: sale.clerk },
    { key: words.sale, value: sale.id },
    { key: words.operator, value: sale.operator.name },
    { key: sale.recipient.kind === 'phone' ? words.number : words.email, value: recipient },
  ];
  if (sale.sender) details.push({ key: words.sender, value: maskedRecipient({ kind: 'phone', ...sale.sender }, shop.defaultCountry) });

  const amounts: ReceiptRow[] = [{ key: words.paid, value: printedMoney(money.paid, locale), bold: true }];
  if (money.delivered) amounts.push({ key: words.delivered, value: printedMoney(money.delivered, locale) });
  if (money.toDeliver) amounts.push({ key: words.toDeliver, value: printedMoney(money.toDeliver, locale) });
  if (money.handedBack) amounts.push({ key: words.handedBack, value: printedMoney(money.handedBack, locale) });

  const references: ReceiptRow[] = [];
  if (sale.transactionId !== null) references.push({ key: words.transaction, value: String(sale.transactionId) });
  if (sale.operatorTransactionId) references.push({ key: words.operatorReference, value: sale.operatorTransactionId });

  const pin =
    options.kind === 'voucher' && sale.pin?.masked
      ? {
          label: pinHeading(options.pinCode ?? sale.pin.masked, language),
          code: groupPin(options.pinCode ?? sale.pin.masked),
          rows: [
            ...(money.delivered ? [{ key: words.faceValue, value: printedMoney(money.delivered, locale), bold: true }] : []),
            ...(sale.pin.serial ? [{ key: words.serial, value: sale.pin.serial }] : []),
            ...(sale.pin.validity ? [{ key: words.validity, value: sale.pin.validity }] : []),
            ...(sale.pin.value ? [{ key: words.pinInfo, value: sale.pin.value }] : []),
            // A row, not a sentence: a number inside Arabic text would read its digit groups backwards.
            ...(sale.pin.ivr ? [{ key: words.dial, value: sale.pin.ivr }] : []),
          ],
          info: sale.pin.info,
        }
      : null;

  // Made safe here, the one door every text of a slip comes in by: no renderer ever sees a control character.
  return safeTexts({
    language,
    direction: directionOf(language),
    shop: shopLines(shop, language),
    title: options.kind === 'voucher' ? words.voucher : words.receipt,
    copyLine: options.copy > 0 ? fill(words.reprint, options.copy) : null,
    trainingMark: trainingMark(sale.environment, language),
    details,
    amounts,
    state: { title: words.state[sale.state], note: stateNote(sale, options, locale) },
    pin,
    references,
    qr: sale.id,
    footer: shop.receiptFooter.trim() || null,
  });
}

/** The test page from Settings: the shop's header, the width, and characters to check the font with. */
export function buildTestPage(
  shop: Shop,
  options: { language: Language; timeZone: string; columns: number; printer: string; at: Date; environment: Environment },
): ReceiptDocument {
  const words = RECEIPT_WORDS[options.language];
  return safeTexts({
    language: options.language,
    direction: directionOf(options.language),
    shop: shopLines(shop, options.language),
    title: words.testPage,
    copyLine: null,
    trainingMark: trainingMark(options.environment, options.language),
    details: [
      { key: words.date, value: receiptTime(options.at.toISOString(), paperLocale(options.language, shop), options.timeZone) },
      { key: words.width, value: fill(words.columns, options.columns) },
    ],
    amounts: [],
    state: { title: options.printer, note: null },
    pin: null,
    references: [],
    qr: null,
    footer: words.testLines.join('\n'),
  });
}
