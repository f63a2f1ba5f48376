/**
 * What a shift's report and a day's X or Z say on paper, built from the report the core keeps, the shop's
 * profile and the language: a receipt's header, then sections of rows. Pure; every amount is the report's
 * exact one, printed with its currency's code.
 */
import { directionOf, type Language } from '../../shared/languages';
import type { CashLine, DaySummary, Environment, Money, Shift, ShiftReport } from '../../shared/contract';
import { maskedRecipient } from './masked-recipient';
import { paperLocale, printedMoney, receiptTime, shopLines, trainingMark, type ReceiptDocument, type ReceiptRow, type Shop } from './receipt-document';
import { fill, RECEIPT_WORDS } from './receipt-words';
import { safeTexts } from './safe-text';
import { printable } from './text-wrap';

export interface ReportSection {
  heading: string;
  rows: ReceiptRow[];
  /** Sentences under the rows: what a figure means, or that there is nothing to list. */
  notes: string[];
}

export interface ReportDocument extends Pick<ReceiptDocument, 'language' | 'direction' | 'shop' | 'title' | 'copyLine' | 'trainingMark'> {
  details: ReceiptRow[];
  sections: ReportSection[];
  /** When the report was made. */
  footer: string;
}

export interface ReportOptions {
  /** 0 for the original, n for REPRINT n. */
  copy: number;
  language: Language;
  /** The till's, for a shift; a day's report carries its own. */
  timeZone: string;
  /** The journal's: a training till's reports carry the training mark. */
  environment: Environment;
}

/** The words and formats of one report in one language, in the shop's formats: one date and one clock throughout. */
function context(language: Language, shop: Shop, timeZone: string) {
  const words = RECEIPT_WORDS[language];
  const locale = paperLocale(language, shop);
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return {
    words,
    report: words.report,
    country: shop.defaultCountry,
    time: (iso: string) => receiptTime(iso, locale, timeZone),
    clock: (iso: string) => printable(clock.format(new Date(iso))),
    money: (amount: Money) => printedMoney(amount, locale),
  };
}
type Context = ReturnType<typeof context>;

function section(c: Context, heading: string, rows: ReceiptRow[], notes: string[] = []): ReportSection {
  return { heading, rows, notes: rows.length === 0 && notes.length === 0 ? [c.report.none] : notes };
}

/** Totals in several currencies: the key beside the first, the others under it; none is a dash. */
function amountRows(c: Context, key: string, totals: readonly Money[], bold = false): ReceiptRow[] {
  if (totals.length === 0) return [{ key, value: '—', bold }];
  return totals.map((amount, index) => ({ key: index === 0 ? key : '', value: c.money(amount), bold }));
}

interface Group {
  count: number;
  requested: readonly Money[];
}

/** Sales in groups: each group's name with its count, its totals beside it. */
function groups<G extends Group>(c: Context, heading: string, list: readonly G[], name: (group: G) => string): ReportSection {
  return section(c, heading, list.flatMap((group) => amountRows(c, `${name(group)} (${group.count})`, group.requested)));
}

/** The sales by state, by operator and by clerk, as a shift's report and a day's both give them. */
function breakdown(c: Context, report: Pick<ShiftReport, 'byState' | 'byOperator' | 'byClerk'>): ReportSection[] {
  return [
    groups(c, c.report.byState, report.byState, (group) => c.report.state[group.state]),
    groups(c, c.report.byOperator, report.byOperator, (group) => group.operatorName),
    groups(c, c.report.byClerk, report.byClerk, (group) => group.clerk),
  ];
}

/** Over or short said in words beside the amount, so a minus sign cannot be missed or misread. */
function difference(c: Context, micros: number, currency: string): string {
  const amount = c.money({ micros: Math.abs(micros), currency });
  if (micros === 0) return amount;
  return `${amount} ${micros > 0 ? c.report.over : c.report.short}`;
}

/** A drawer's cash in one currency: what it should hold, and what was counted in it. */
function cash(c: Context, line: CashLine): ReportSection {
  const money = (micros: number) => c.money({ micros, currency: line.currency });
  const rows: ReceiptRow[] = [
    { key: c.report.float, value: money(line.float) },
    { key: c.report.taken, value: money(line.taken) },
    { key: c.report.handedBack, value: money(line.handedBack) },
    { key: c.report.expected, value: money(line.expected), bold: true },
  ];
  if (line.counted !== null) rows.push({ key: c.report.counted, value: money(line.counted), bold: true });
  if (line.difference !== null) rows.push({ key: c.report.difference, value: difference(c, line.difference, line.currency), bold: true });
  return section(c, fill(c.report.cash, line.currency), rows, line.counted === null ? [c.report.notCounted] : []);
}

function pending(c: Context, count: number): ReportSection {
  return section(c, c.report.pending, [{ key: c.report.sales, value: String(count) }], count > 0 ? [c.report.pendingNote] : []);
}

function shiftRows(c: Context, shift: Shift): ReceiptRow[] {
  return [
    { key: c.words.clerk, value: shift.clerkName },
    { key: c.report.opened, value: c.time(shift.openedAt) },
    { key: c.report.closed, value: shift.closedAt ? c.time(shift.closedAt) : c.report.stillOpen },
    ...(shift.closedBy ? [{ key: c.report.closedBy, value: shift.closedBy }] : []),
  ];
}

function made(c: Context, generatedAt: string): string {
  return fill(c.report.generated, c.time(generatedAt));
}

function frame(shop: Shop, options: Pick<ReportOptions, 'copy' | 'language' | 'environment'>, title: string) {
  return {
    language: options.language,
    direction: directionOf(options.language),
    shop: shopLines(shop, options.language),
    title,
    copyLine: options.copy > 0 ? fill(RECEIPT_WORDS[options.language].reprint, options.copy) : null,
    trainingMark: trainingMark(options.environment, options.language),
  };
}

/** A shift's report: its sales, and its drawer's cash against the count (an open shift's so far, uncounted). */
export function buildShiftReport(report: ShiftReport, shop: Shop, options: ReportOptions): ReportDocument {
  const c = context(options.language, shop, options.timeZone);
  const { shift } = report;
  // Made safe here, the one door a report's text comes in by (clerks' and operators' names among it).
  return safeTexts({
    ...frame(shop, options, fill(shift.closedAt ? c.report.shiftTitle : c.report.openShiftTitle, shift.id)),
    details: [{ key: c.report.day, value: shift.businessDay }, ...shiftRows(c, shift)],
    sections: [...breakdown(c, report), ...report.cash.map((line) => cash(c, line)), pending(c, report.pending)],
    footer: made(c, report.generatedAt),
  });
}

/** A day's Z once it is closed, else its X so far: what was sold, by whom and in which shift, and what goes back. */
export function buildDayReport(summary: DaySummary, shop: Shop, options: Omit<ReportOptions, 'timeZone'>): ReportDocument {
  const c = context(options.language, shop, summary.timeZone);
  const { succeeded } = summary;
  const refunds = summary.refunds.map((sale) => ({ key: `${c.clock(sale.createdAt)} ${maskedRecipient(sale.recipient, c.country)}`, value: c.money(sale.amount) }));
  return safeTexts({
    ...frame(shop, options, fill(summary.kind === 'Z' ? c.report.zTitle : c.report.xTitle, summary.day)),
    details: [
      { key: c.report.day, value: summary.day },
      { key: c.report.from, value: c.time(summary.from) },
      { key: c.report.to, value: c.time(summary.to) },
      ...(summary.closedAt ? [{ key: c.report.closed, value: c.time(summary.closedAt) }] : []),
    ],
    sections: [
      section(c, c.report.sent, [
        { key: c.report.sales, value: String(succeeded.count) },
        ...amountRows(c, c.words.paid, succeeded.requested, true),
        ...amountRows(c, c.words.delivered, succeeded.delivered),
        ...amountRows(c, c.report.cost, succeeded.cost),
      ]),
      ...breakdown(c, summary),
      ...summary.byShift.flatMap(({ shift, count, requested, cash: lines }) => [
        section(c, fill(c.report.shift, shift.id), [...shiftRows(c, shift), ...amountRows(c, `${c.report.sales} (${count})`, requested)]),
        ...lines.map((line) => cash(c, line)),
      ]),
      section(c, c.report.refunds, refunds.length > 0 ? [...refunds, ...amountRows(c, c.report.total, summary.refundTotals, true)] : []),
      pending(c, summary.pending.length),
    ],
    footer: made(c, summary.generatedAt),
  });
}
