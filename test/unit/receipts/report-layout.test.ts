import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type ReceiptColumns } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { receiptText } from '../../../src/main/receipts/plain-text';
import { buildDayReport, buildShiftReport } from '../../../src/main/receipts/report-document';
import { layoutReport } from '../../../src/main/receipts/report-layout';
import { RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { length } from '../../../src/main/receipts/text-wrap';
import { SHOP } from '../../support/receipt-fixtures';
import { OPEN_SHIFT_REPORT, SHIFT_REPORT, X_SUMMARY, Z_SUMMARY } from '../../support/report-fixtures';

const TZ = 'Africa/Lagos';

const shiftText = (columns: ReceiptColumns, language: Language = 'en', report = SHIFT_REPORT, copy = 0) =>
  receiptText(layoutReport(buildShiftReport(report, SHOP, { copy, language, timeZone: TZ, environment: 'live' }), columns));
const dayText = (columns: ReceiptColumns, language: Language = 'en', summary = Z_SUMMARY, copy = 0) =>
  receiptText(layoutReport(buildDayReport(summary, SHOP, { copy, language, environment: 'live' }), columns));
/** Lines as words, whatever the width put between them. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('report layout', () => {
  // The snapshots are the printouts as text: a change to any of them is a change a reviewer reads line by line.
  for (const columns of [32, 48] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`lays out a closed shift's report at ${columns} columns in ${language}`, async () => {
        await expect(shiftText(columns, language)).toMatchFileSnapshot(`__snapshots__/shift-report-${columns}-${language}.txt`);
      });
      it(`lays out a Z at ${columns} columns in ${language}`, async () => {
        await expect(dayText(columns, language)).toMatchFileSnapshot(`__snapshots__/z-report-${columns}-${language}.txt`);
      });
    }
  }

  it("heads a shift's report with the shop, its number and period, and counts the drawer against the cash expected", () => {
    const text = shiftText(48);
    for (const line of ['Corner Shop', 'Tax ID: TX-99', 'SHIFT REPORT 3', 'Day', '2026-11-23', 'Clerk', 'Amina', 'Made 23/11/2026, 16:00']) expect(text).toContain(line);
    expect(text).toMatch(/Opened +23\/11\/2026, 08:00/);
    expect(text).toMatch(/Closed +23\/11\/2026, 16:00/);
    expect(text).toMatch(/Sent \(4\) +NGN 2,000\.00\n +USD 15\.00/);
    expect(text).toMatch(/Failed \(1\) +USD 5\.00/);
    expect(text).toMatch(/MTN Nigeria \(4\) +NGN 2,000\.00/);
    expect(text).toMatch(/CASH USD\nFloat +USD 50\.00\nTaken +USD 22\.50\nHanded back +USD 5\.00\nExpected +USD 67\.50\nCounted +USD 65\.25\nDifference +USD 2\.25 SHORT/);
    expect(text).toMatch(/Difference +NGN 0\.50 OVER/);
    expect(flat(text)).toContain('NOT FINAL YET Sales 1 Their cash is counted as taken; it goes back if they fail.');
    expect(text).not.toContain('REPRINT');
  });

  it("says an open shift is open and not counted yet, and REPRINT n on a copy", () => {
    const text = shiftText(48, 'en', OPEN_SHIFT_REPORT, 2);
    expect(text).toContain('SHIFT REPORT 3 (open)');
    expect(text).toContain('REPRINT 2');
    expect(text).toMatch(/Closed +Still open/);
    expect(text).toContain('Not counted yet.');
    expect(text).not.toMatch(/Counted|Difference|OVER|SHORT/);
  });

  it('shows the Z of a day: totals, clerks, shifts with their cash, and the refunds with masked numbers', () => {
    const text = dayText(48);
    expect(text).toContain('Z REPORT 2026-11-23');
    expect(text).not.toContain('not closed');
    expect(text).toMatch(/SALES SENT\nSales +6\nPaid +NGN 2,000\.00\n +USD 35\.00\nDelivered +CUP 10\.00\n +NGN 22,750\.00\nCost +NGN 1,900\.00\n +USD 33\.250001/);
    expect(text).toMatch(/Bola \(2\) +USD 20\.00/);
    expect(text).toMatch(/SHIFT 4\nClerk +Bola\n/);
    expect(text).toMatch(/Sales \(3\) +USD 27\.25\n-+\nCASH USD\nFloat +USD 40\.00/);
    expect(text).toMatch(/Difference +USD 0\.00\n/);
    expect(text).toMatch(/CASH TO GIVE BACK\n11:42 080\* \*\*\* 4567 +USD 5\.00\n18:05 080\* \*\*\* 6543 +USD 7\.25\nTotal +USD 12\.25/);
    expect(text).not.toContain('8099876543');
    expect(text).toMatch(/NOT FINAL YET\nSales +0\n=/);
  });

  it('titles an open day X REPORT (not closed), with its sales not final yet', () => {
    const text = dayText(48, 'en', X_SUMMARY);
    expect(text).toContain('X REPORT 2026-11-23 (not closed)');
    // The day's own close: none yet (its shifts' closes are theirs).
    expect(text).toMatch(/To +24\/11\/2026, 00:00\n-+\n/);
    expect(text).toMatch(/NOT FINAL YET\nSales +1\n/);
  });

  it('says there is nothing to list rather than leaving a heading bare', () => {
    const text = dayText(32, 'en', { ...Z_SUMMARY, refunds: [], refundTotals: [], byShift: [], byOperator: [] });
    expect(text).toMatch(/CASH TO GIVE BACK\nNone\./);
    expect(text).toMatch(/SALES BY OPERATOR\nNone\./);
    expect(text).not.toContain('SHIFT ');
  });

  it('speaks French and Arabic, right to left in Arabic', () => {
    expect(shiftText(48, 'fr')).toMatch(/RAPPORT DE SERVICE 3[^]*Écart +2,25 USD MANQUE/);
    expect(dayText(48, 'fr', X_SUMMARY)).toContain('RAPPORT X 2026-11-23 (non clôturé)');
    const arabic = layoutReport(buildDayReport(Z_SUMMARY, SHOP, { copy: 1, language: 'ar', environment: 'live' }), 48);
    expect(arabic.direction).toBe('rtl');
    expect(receiptText(arabic)).toContain('تقرير Z 2026-11-23');
    expect(receiptText(arabic)).toContain('نسخة مكررة 1');
  });

  it("marks a training till's shift reports and X and Z at their top and bottom, in their language; no other", () => {
    for (const language of LANGUAGES) {
      const options = { copy: 0, language, environment: 'training' } as const;
      for (const layout of [layoutReport(buildShiftReport(SHIFT_REPORT, SHOP, { ...options, timeZone: TZ }), 48), layoutReport(buildDayReport(X_SUMMARY, SHOP, options), 48)]) {
        const mark = { kind: 'text', lines: [RECEIPT_WORDS[language].training], role: 'training', scale: 2, bold: true };
        expect(layout.blocks[0]).toMatchObject(mark);
        expect(layout.blocks.at(-3)).toMatchObject(mark);
        expect(layout.blocks.filter((block) => block.kind === 'text' && block.role === 'training')).toHaveLength(2);
      }
    }
    expect(shiftText(48) + dayText(48)).not.toContain('TRAINING');
  });

  it('never opens the drawer, and ends with the cut', () => {
    for (const layout of [layoutReport(buildShiftReport(SHIFT_REPORT, SHOP, { copy: 0, language: 'en', timeZone: TZ, environment: 'live' }), 42), layoutReport(buildDayReport(Z_SUMMARY, SHOP, { copy: 0, language: 'en', environment: 'live' }), 42)]) {
      expect(layout.blocks.some((block) => block.kind === 'drawer')).toBe(false);
      expect(layout.blocks.at(-1)).toEqual({ kind: 'cut' });
    }
  });

  it('prints no space a thermal font lacks', () => {
    for (const language of LANGUAGES) {
      expect(shiftText(42, language)).not.toMatch(/[\u00A0\u2009\u202F\u200E\u200F\u061C]/);
      expect(dayText(42, language)).not.toMatch(/[\u00A0\u2009\u202F\u200E\u200F\u061C]/);
    }
  });

  it('never lets a line overflow the paper, whatever the names say', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', 'é', 'ع', '—', '7', 'W'), maxLength: 80 });
    fc.assert(
      fc.property(fc.constantFrom(...RECEIPT_COLUMNS), fc.constantFrom(...LANGUAGES), text, text, (columns, language, clerk, operator) => {
        const report = {
          ...SHIFT_REPORT,
          shift: { ...SHIFT_REPORT.shift, clerkName: clerk },
          byOperator: [{ ...SHIFT_REPORT.byOperator[0]!, operatorName: operator }],
        };
        const summary = { ...Z_SUMMARY, byClerk: [{ ...Z_SUMMARY.byClerk[0]!, clerk }], byShift: [{ ...Z_SUMMARY.byShift[0]!, shift: report.shift }] };
        const layouts = [
          layoutReport(buildShiftReport(report, { ...SHOP, name: operator }, { copy: 3, language, timeZone: TZ, environment: 'training' }), columns),
          layoutReport(buildDayReport(summary, SHOP, { copy: 0, language, environment: 'live' }), columns),
        ];
        for (const block of layouts.flatMap((layout) => layout.blocks)) {
          if (block.kind === 'text') for (const line of block.lines) expect(length(line)).toBeLessThanOrEqual(columns / block.scale);
          if (block.kind === 'row') {
            if (block.inline) expect(length(block.key) + 1 + length(block.value[0] ?? '')).toBeLessThanOrEqual(columns);
            else for (const line of [block.key, ...block.value]) expect(length(line)).toBeLessThanOrEqual(columns);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
