import { describe, expect, it } from 'vitest';
import type { MethodOutput } from '@shared/contract';
import { historyFilter, stepDay, TODAYS_SALES } from '../../../../src/renderer/src/screens/recent/history-view';
import { PAGE_SIZE, pageInputs } from '../../../../src/renderer/src/screens/recent/use-sale-pages';
import { aSale } from '../support/till-fixtures';

const TODAY = '2026-11-22';

describe('what the history asks for', () => {
  it('asks for today’s business day until another is chosen, and nothing before today is known', () => {
    expect(historyFilter(TODAYS_SALES, TODAY)).toEqual({ day: TODAY });
    expect(historyFilter(TODAYS_SALES, undefined)).toBeNull();
    expect(historyFilter({ ...TODAYS_SALES, day: { kind: 'all' } }, undefined)).toEqual({});
  });

  it('puts the search and the filters in, clerks and operators by id', () => {
    const view = { day: { kind: 'day' as const, day: '2026-02-28' }, text: '4567', state: 'failed' as const, clerk: { id: 'C1', name: 'Amina' }, operator: { id: 341, name: 'MTN' } };
    expect(historyFilter(view, TODAY)).toEqual({ day: '2026-02-28', text: '4567', state: 'failed', clerkId: 'C1', operatorId: 341 });
  });
});

describe('a step from one day to the next', () => {
  it('goes back across months and years, and forward onto today, which then follows the business day', () => {
    expect(stepDay({ kind: 'day', day: '2026-03-01' }, TODAY, -1)).toEqual({ kind: 'day', day: '2026-02-28' });
    expect(stepDay({ kind: 'day', day: '2026-01-01' }, TODAY, -1)).toEqual({ kind: 'day', day: '2025-12-31' });
    expect(stepDay({ kind: 'today' }, TODAY, -1)).toEqual({ kind: 'day', day: '2026-11-21' });
    expect(stepDay({ kind: 'day', day: '2026-11-21' }, TODAY, 1)).toEqual({ kind: 'today' });
  });

  it('never goes past today, and has no step from all days', () => {
    expect(stepDay({ kind: 'today' }, TODAY, 1)).toBeNull();
    expect(stepDay({ kind: 'all' }, TODAY, -1)).toBeNull();
    expect(stepDay({ kind: 'today' }, undefined, -1)).toBeNull();
  });
});

describe('the pages of a long list', () => {
  const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const page = (minutes: number[], more: boolean): MethodOutput<'sales.list'> => ({ sales: minutes.map((minute) => aSale({ id: `S${minute}`, createdAt: at(minute) })), more });

  it('starts each page below the last sale of the page before it, as that page is now', () => {
    const first = page([59, 58], true);
    const second = page([57, 56], true);
    const inputs = pageInputs({ day: TODAY }, 3, (input) => (input.before === undefined ? first : input.before === at(58) ? second : undefined));
    expect(inputs).toEqual([
      { day: TODAY, limit: PAGE_SIZE },
      { day: TODAY, limit: PAGE_SIZE, before: at(58) },
      { day: TODAY, limit: PAGE_SIZE, before: at(56) },
    ]);
    // A new sale pushed 58 off page 1: page 2 now starts below 59, so 58 is on it.
    const pushed = page([60, 59], true);
    expect(pageInputs({ day: TODAY }, 2, (input) => (input.before === undefined ? pushed : undefined))[1]).toEqual({ day: TODAY, limit: PAGE_SIZE, before: at(59) });
  });

  it('stops at a page not read yet, and at the last page', () => {
    expect(pageInputs({}, 3, () => undefined)).toHaveLength(1);
    expect(pageInputs({}, 3, () => page([1], false))).toHaveLength(1);
  });
});
