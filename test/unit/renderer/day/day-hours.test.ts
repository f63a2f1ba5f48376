import { describe, expect, it } from 'vitest';
import { hourNames, shownHours } from '../../../../src/renderer/src/screens/day/day-hours';

describe('the hours the Day screen’s sales by hour show', () => {
  it('spans the first hour that sold to the last, in the business day’s order', () => {
    expect(shownHours([9, 17, 12], 0)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // A day that starts at 04:00 puts its small hours after 23:00.
    expect(shownHours([22, 1, 23], 4, 1)).toEqual([22, 23, 0, 1]);
  });

  it('shows at least `minimum` hours around a short day, within the day', () => {
    expect(shownHours([10], 0, 8)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(shownHours([1], 0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(shownHours([23], 0, 8)).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
    expect(shownHours([3], 4, 8)).toEqual([20, 21, 22, 23, 0, 1, 2, 3]);
  });

  it('shows nothing for a day that sold nothing, and never more than the day’s 24 hours', () => {
    expect(shownHours([], 0)).toEqual([]);
    expect(shownHours([0, 23], 0, 30)).toHaveLength(24);
  });

  it('names an hour and its span as the shop’s language writes them, a span to midnight without a date', () => {
    expect(hourNames('en').hour(14)).toBe('2 PM');
    expect(hourNames('fr').hour(14)).toBe('14 h');
    expect(hourNames('fr').span(23)).toBe('23:00 – 0:00');
  });
});
