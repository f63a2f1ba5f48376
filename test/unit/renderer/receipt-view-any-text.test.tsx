// @vitest-environment happy-dom
/**
 * The screen's side of "whatever the text, it prints" (the core's is test/unit/receipts/any-text-prints.test.ts):
 * laid-out slips whose lines hold random Unicode, even what the core would have replaced (controls, lone
 * surrogates, U+FFFE/U+FFFF, direction overrides), drawn by the receipt view: never a throw, and every line drawn
 * as the core laid it out, none wider than the paper.
 */
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_COLUMNS, type ReceiptBlock, type ReceiptLayout } from '@shared/contract';
import { LANGUAGES } from '@shared/languages';
import { ReceiptView } from '../../../src/renderer/src/ui/receipt-view';
import { anyText } from '../../support/any-text';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

type Columns = (typeof RECEIPT_COLUMNS)[number];

const chars = (text: string) => Array.from(text).length;
/** A line as the core gives one: never a line break in it, at most `width` characters. */
const fit = (text: string, width: number) => Array.from(text.replace(/[\n\r\u0085\u2028\u2029]/g, ' ')).slice(0, width).join('');
const lines = (width: number) => fc.array(anyText().map((line) => fit(line, width)), { minLength: 1, maxLength: 3 });

function block(columns: Columns): fc.Arbitrary<ReceiptBlock> {
  const style = { align: fc.constantFrom('start' as const, 'center' as const, 'end' as const), bold: fc.boolean() };
  return fc.oneof(
    fc.record({
      kind: fc.constant('text' as const),
      scale: fc.constant(1 as const),
      role: fc.constantFrom('shop' as const, 'title' as const, 'state' as const, 'note' as const, 'footer' as const),
      lines: lines(columns),
      ...style,
    }),
    fc.record({
      kind: fc.constant('text' as const),
      scale: fc.constant(2 as const),
      role: fc.constantFrom('shop' as const, 'copy' as const, 'pin' as const, 'training' as const),
      lines: lines(columns / 2),
      ...style,
    }),
    fc.tuple(anyText(), anyText(), fc.boolean()).map(([key, value, bold]): ReceiptBlock => {
      const fittedKey = fit(key, columns - 1);
      return { kind: 'row', key: fittedKey, value: [fit(value, columns - 1 - chars(fittedKey))], inline: true, bold };
    }),
    fc.tuple(anyText(), lines(columns), fc.boolean()).map(([key, value, bold]): ReceiptBlock => ({ kind: 'row', key: fit(key, columns), value, inline: false, bold })),
    fc.constantFrom<ReceiptBlock>({ kind: 'rule', style: 'single' }, { kind: 'rule', style: 'double' }, { kind: 'feed', lines: 3 }, { kind: 'cut' }, { kind: 'drawer' }),
  );
}

const layout: fc.Arbitrary<ReceiptLayout> = fc
  .record({ columns: fc.constantFrom(...RECEIPT_COLUMNS), language: fc.constantFrom(...LANGUAGES) })
  .chain(({ columns, language }) =>
    fc.array(block(columns), { minLength: 1, maxLength: 12 }).map((blocks) => ({ columns, language, direction: language === 'ar' ? ('rtl' as const) : ('ltr' as const), blocks })),
  );

/** What the view drew of each text and row, in order: its lines as the reader gets them. */
function drawnLines(sheet: Element): Array<{ lines: string[]; scale: 1 | 2 }> {
  return [...sheet.querySelectorAll(':scope > .receipt-text, :scope > .receipt-row')].map((element) => {
    if (element.classList.contains('receipt-pin')) {
      // The PIN's groups are drawn apart by spacing: the line read back is its groups with a space between.
      const pinLines = [...element.querySelectorAll('.receipt-pin-line')].map((line) => [...line.children].map((group) => group.textContent ?? '').join(' '));
      return { lines: pinLines, scale: 2 };
    }
    if (element.classList.contains('receipt-row') && !element.classList.contains('is-stacked')) {
      const [key, value] = [element.querySelector('.receipt-key')?.textContent ?? '', element.querySelector('.receipt-value')?.textContent ?? ''];
      return { lines: [value === '' ? key : `${key} ${value}`], scale: 1 };
    }
    return { lines: [...element.querySelectorAll('.receipt-line')].map((line) => line.textContent ?? ''), scale: element.classList.contains('receipt-scale-2') ? 2 : 1 };
  });
}

describe('a receipt on screen whatever its text', () => {
  it('draws every line as laid out, never wider than the paper, and never throws', () => {
    fc.assert(
      fc.property(layout, (slip) => {
        const { container } = renderWithTill(stepBridge(), <ReceiptView layout={slip} />);
        try {
          const sheet = container.querySelector('.receipt-sheet');
          expect(sheet?.getAttribute('dir')).toBe(slip.direction);
          const drawn = drawnLines(sheet!);
          const expected = slip.blocks.flatMap((item) => {
            if (item.kind === 'text') return [{ lines: item.role === 'pin' ? item.lines.map((line) => line.split(' ').filter(Boolean).join(' ')) : item.lines, scale: item.scale }];
            if (item.kind === 'row') return [{ lines: item.inline ? [item.value[0] === '' ? item.key : `${item.key} ${item.value[0]}`] : [item.key, ...item.value], scale: 1 }];
            return [];
          });
          expect(drawn).toEqual(expected);
          for (const { lines: drawnLine, scale } of drawn) for (const line of drawnLine) expect(chars(line)).toBeLessThanOrEqual(slip.columns / scale);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});
