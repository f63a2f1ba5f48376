/**
 * Issue 23: a refund, a failure or a cancellation is never shown as delivered, anywhere the core shows a sale's
 * money. For every state, random amounts in random currencies, and a service's record that carries a delivered
 * amount, a cost and a discount (and a PIN) whatever the state, a sale written to a real journal goes through every
 * view the core makes of it: its receipt and voucher (plain text in every language, ESC/POS bytes decoded), the
 * day's CSV, the day's X summary and Z (the SQL path), and the X and Z on paper (plain text, ESC/POS). A delivered
 * amount, a cost and a discount show for a sale that went through, and for no other. The screens' side is
 * test/unit/renderer/money-shown.test.tsx; the chain's, test/integration/chain/central.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type Money, type ReceiptLayout, type SaleState } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { microsToDecimal } from '../../../src/shared/money';
import { moneyStanding } from '../../../src/shared/sale-money';
import { SALE_STATES } from '../../../src/shared/sale-states';
import type { Db } from '../../../src/main/journal/open';
import { toSale } from '../../../src/main/journal/sale-view';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { receiptEscPos } from '../../../src/main/receipts/escpos';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildReceipt, printedMoney } from '../../../src/main/receipts/receipt-document';
import { layoutReceipt } from '../../../src/main/receipts/receipt-layout';
import { RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { buildDayReport } from '../../../src/main/receipts/report-document';
import { layoutReport } from '../../../src/main/receipts/report-layout';
import { decodeEscPos } from '../../support/escpos-text';
import { SHOP } from '../../support/receipt-fixtures';
import { writeSaleInState, type SaleInState } from '../../support/sale-in-state';
import { journalReports } from '../../support/journal-reports';
import { withTempJournal } from '../../support/temp-journal';

let db: Db;
withTempJournal('till-money-shown-', (opened) => {
  db = opened;
});

const NOW = new Date('2030-01-01T00:00:00.000Z');
/**
 * The customer pays in the account's currency and the phone receives in its own, as at the counter: so the
 * delivered currency on a page can only be the delivered amount's (or, on an unsettled sale, its quote's).
 */
const micros = fc.integer({ min: 1, max: 500_000_000_000 });
const paidIn = fc.constantFrom('USD', 'EUR');
const saleArbitrary = (state: SaleState) =>
  fc.record({
    amount: micros,
    currency: paidIn,
    delivered: micros,
    deliveredCurrency: fc.constantFrom('NGN', 'GHS', 'INR'),
    quoted: fc.option(micros, { nil: null }),
    cost: micros,
    discount: micros,
    pin: fc.boolean(),
    language: fc.constantFrom(...LANGUAGES),
    columns: fc.constantFrom(...RECEIPT_COLUMNS),
  }).map((drawn) => ({ ...drawn, state }));

let dayNumber = 0;
const freshDay = () => new Date(Date.UTC(2026, 0, 1) + 86_400_000 * dayNumber++).toISOString().slice(0, 10);

/** The page as a printer prints it: ESC/POS decoded where the printer's code pages hold the script (Arabic goes as bitmaps). */
const printed = (layout: ReceiptLayout, language: Language) => (language === 'ar' ? receiptText(layout) : decodeEscPos(receiptEscPos(layout)).text);
const pages = (layout: ReceiptLayout, language: Language) => [receiptText(layout), printed(layout, language)];
/** A row keyed `key` on a page, left to right or right to left. */
const hasRow = (page: string, key: string) => page.split('\n').some((line) => line.trim().startsWith(`${key} `) || line.trim().endsWith(` ${key}`));

describe('a sale’s money in every view of the core, by its state', () => {
  for (const state of SALE_STATES) {
    it(`${state}: shows a delivered amount, a cost and a discount only if the top-up went through`, () => {
      const reports = journalReports(db, NOW);
      const sales = createSalesRepo(db);
      fc.assert(
        fc.property(saleArbitrary(state), (drawn) => {
          const day = freshDay();
          const delivered: Money = { micros: drawn.delivered, currency: drawn.deliveredCurrency };
          const spec: SaleInState = {
            id: `S-${day}`,
            day,
            state,
            amount: { micros: drawn.amount, currency: drawn.currency },
            quoted: drawn.quoted === null ? null : { micros: drawn.quoted, currency: drawn.deliveredCurrency },
            delivered,
            cost: { micros: drawn.cost, currency: drawn.currency },
            discount: { micros: drawn.discount, currency: drawn.currency },
            pin: drawn.pin ? '12345678901234' : null,
          };
          writeSaleInState(sales, spec);
          const sale = toSale(sales.get(spec.id)!);
          const went = moneyStanding(state) === 'delivered';
          const words = RECEIPT_WORDS[drawn.language];
          const deliveredText = printedMoney(delivered, drawn.language);

          // The receipt, and the voucher of a PIN sale: the only one printed is a delivered one's.
          const options = { copy: 0, language: drawn.language, timeZone: 'UTC', now: NOW, online: true };
          const receipt = layoutReceipt(buildReceipt(sale, SHOP, { ...options, kind: 'receipt' }), { columns: drawn.columns, drawer: false });
          for (const page of pages(receipt, drawn.language)) {
            expect(hasRow(page, words.delivered)).toBe(went);
            if (went) expect(page.replace(/\s+/g, ' ')).toContain(deliveredText);
            if (moneyStanding(state) === 'handedBack') expect(page).not.toContain(drawn.deliveredCurrency);
          }
          if (drawn.pin && went) {
            const voucher = layoutReceipt(buildReceipt(sale, SHOP, { ...options, kind: 'voucher' }), { columns: drawn.columns, drawer: false });
            for (const page of pages(voucher, drawn.language)) expect(hasRow(page, words.faceValue)).toBe(true);
          } else if (drawn.pin) {
            expect(() => buildReceipt(sale, SHOP, { ...options, kind: 'voucher' })).toThrow(/no PIN voucher/);
          }

          // The CSV: the amounts of a sale that did not go through are empty cells.
          const [header, row] = reports.csv(day).csv.trim().split('\r\n').map((line) => line.split(','));
          const cell = (column: string) => row![header!.indexOf(column)];
          const cells = (column: string) => [cell(column), cell(`${column}_currency`)];
          expect(cells('amount')).toEqual([microsToDecimal(spec.amount.micros), spec.amount.currency]);
          expect(cells('delivered')).toEqual(went ? [microsToDecimal(delivered.micros), delivered.currency] : ['', '']);
          expect(cells('cost')).toEqual(went ? [microsToDecimal(spec.cost.micros), spec.cost.currency] : ['', '']);
          expect(cells('discount')).toEqual(went ? [microsToDecimal(spec.discount.micros), spec.discount.currency] : ['', '']);

          // The day's X, and its Z once nothing is left unsettled: what phones received, cost and discount of sent sales only.
          const final = moneyStanding(state) !== 'pending';
          const summaries = [reports.summary(day, 'X'), ...(final ? [reports.summary(day, 'Z')] : [])];
          for (const summary of summaries) {
            expect(summary.byState).toEqual([{ state, count: 1, requested: [spec.amount], delivered: went ? [delivered] : [] }]);
            expect(summary.succeeded.delivered).toEqual(went ? [delivered] : []);
            expect(summary.succeeded.cost).toEqual(went ? [spec.cost] : []);
            expect(summary.succeeded.discount).toEqual(went ? [spec.discount] : []);
            // On paper.
            const report = layoutReport(buildDayReport(summary, SHOP, { copy: 0, language: drawn.language, environment: 'live' }), drawn.columns);
            for (const page of pages(report, drawn.language)) {
              if (went) expect(page.replace(/\s+/g, ' ')).toContain(deliveredText);
              else expect(page).not.toContain(drawn.deliveredCurrency);
            }
          }
        }),
        { numRuns: 25 },
      );
    });
  }
});
