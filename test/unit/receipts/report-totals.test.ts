/**
 * The amounts on a printed report are the report's own, to the micro-unit: every figure is read back from the
 * laid-out rows and compared with the exact integers it was printed from, at every width and in every language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type CashLine, type Money, type ReceiptLayout } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { toMicros } from '../../../src/shared/money';
import { fill, RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { buildDayReport, buildShiftReport } from '../../../src/main/receipts/report-document';
import { layoutReport } from '../../../src/main/receipts/report-layout';
import { SHOP } from '../../support/receipt-fixtures';
import { SHIFT_REPORT, Z_SUMMARY } from '../../support/report-fixtures';

const CURRENCIES = ['USD', 'NGN', 'EUR', 'JPY', 'KWD', 'XOF'];

interface Group {
  key: string;
  values: string[];
}

/** Each section's rows, a key's further lines (a second currency's amount has no key) under it. */
function sections(layout: ReceiptLayout): Map<string, Group[]> {
  const found = new Map<string, Group[]>();
  let current: Group[] = [];
  for (const block of layout.blocks) {
    if (block.kind === 'text' && block.role === 'title' && block.align === 'start') {
      current = [];
      found.set(block.lines.join(' '), current);
    } else if (block.kind === 'row') {
      const value = block.value.join(' ');
      if (block.key === '' && current.length > 0) current.at(-1)!.values.push(value);
      else current.push({ key: block.key, values: [value] });
    }
  }
  return found;
}

/** A printed amount back to exact micro-units: its code and grouping taken out, its decimal mark made a point. */
function microsOf(printed: string, currency: string, language: Language): number {
  const digits = printed.replace(currency, '').replace(/\s/g, '');
  return toMicros(language === 'fr' ? digits.replace(',', '.') : digits.replace(/,/g, ''));
}

const amount = fc.integer({ min: 0, max: 10_000_000_000_000 });
const currencies = fc.uniqueArray(fc.constantFrom(...CURRENCIES), { minLength: 1, maxLength: 3 }).map((list) => [...list].sort());
const totals = currencies.chain((list) => fc.tuple(...list.map((currency) => amount.map((micros): Money => ({ micros, currency })))));

const cashLine = (currency: string) =>
  fc.record({ float: amount, taken: amount, back: amount, counted: amount }).map(({ float, taken, back, counted }): CashLine => {
    const handedBack = Math.min(back, taken);
    const expected = float + taken - handedBack;
    return { currency, float, taken, handedBack, expected, counted, difference: counted - expected };
  });
const cashLines = currencies.chain((list) => fc.tuple(...list.map(cashLine)));

function expectAmounts(group: Group | undefined, expected: readonly Money[], language: Language): void {
  expect(group).toBeDefined();
  expect(group!.values.map((value, index) => microsOf(value, expected[index]!.currency, language))).toEqual(expected.map((money) => money.micros));
}

describe('the amounts a report prints', () => {
  it("are a shift's exact cash figures and totals, over or short said in words", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECEIPT_COLUMNS), fc.constantFrom(...LANGUAGES), cashLines, totals, (columns, language, cash, sent) => {
        const words = RECEIPT_WORDS[language].report;
        const report = { ...SHIFT_REPORT, cash, byState: [{ state: 'succeeded' as const, count: 2, requested: sent }] };
        const printed = sections(layoutReport(buildShiftReport(report, SHOP, { copy: 0, language, timeZone: 'UTC', environment: 'live' }), columns));
        expectAmounts(printed.get(words.byState)?.[0], sent, language);
        for (const line of cash) {
          const rows = new Map(printed.get(fill(words.cash, line.currency))!.map((group) => [group.key, group.values.join(' ')]));
          const read = (key: string) => microsOf(rows.get(key)!, line.currency, language);
          expect([read(words.float), read(words.taken), read(words.handedBack), read(words.expected), read(words.counted)]).toEqual([
            line.float,
            line.taken,
            line.handedBack,
            line.expected,
            line.counted,
          ]);
          const difference = rows.get(words.difference)!;
          const sign = difference.endsWith(words.over) ? 1 : difference.endsWith(words.short) ? -1 : 0;
          expect(sign).toBe(Math.sign(line.difference!));
          expect(sign * microsOf(difference.replace(words.over, '').replace(words.short, ''), line.currency, language)).toBe(line.difference);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("are a day's exact totals of sales sent and of cash to give back", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECEIPT_COLUMNS), fc.constantFrom(...LANGUAGES), totals, totals, totals, totals, (columns, language, requested, delivered, cost, refunds) => {
        const words = RECEIPT_WORDS[language];
        const summary = { ...Z_SUMMARY, succeeded: { ...Z_SUMMARY.succeeded, requested, delivered, cost }, refundTotals: refunds };
        const printed = sections(layoutReport(buildDayReport(summary, SHOP, { copy: 0, language, environment: 'live' }), columns));
        const sent = printed.get(words.report.sent)!;
        expectAmounts(sent.find((group) => group.key === words.paid), requested, language);
        expectAmounts(sent.find((group) => group.key === words.delivered), delivered, language);
        expectAmounts(sent.find((group) => group.key === words.report.cost), cost, language);
        expectAmounts(printed.get(words.report.refunds)?.find((group) => group.key === words.report.total), refunds, language);
      }),
      { numRuns: 150 },
    );
  });
});
