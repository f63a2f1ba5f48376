import { describe, expect, it } from 'vitest';
import { dayCount, daysFrom, isKnownDay } from '../../../office/server/queries/calendar';

describe("the office's calendar", () => {
  it('knows the dates the calendar has, from 1900 on, and no date Date would roll over', () => {
    expect(['2026-02-28', '2024-02-29', '1900-01-01', '9999-12-31'].filter(isKnownDay)).toHaveLength(4);
    expect(['2026-02-29', '2026-02-30', '2026-13-45', '2026-00-10', '2026-04-31', '1899-12-31', '0001-01-01', '2026-1-01', '+02026-01-01', '2026-01-01T00'].filter(isKnownDay)).toEqual([]);
  });

  it('counts a range of days without listing them, and lists one up to the last day of the year 9999', () => {
    expect(dayCount('2026-11-21', '2026-11-27')).toBe(7);
    expect(dayCount('2026-11-27', '2026-11-27')).toBe(1);
    expect(dayCount('2026-11-28', '2026-11-27')).toBe(0);
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    // Every day from 1900 to 9999: 8,100 years of 365 days, one leap day in 4 but none in 1900, 2100, 2200, 2300…
    expect(dayCount('1900-01-01', '9999-12-31')).toBe(8100 * 365 + 2025 - 61);
    expect(daysFrom('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(daysFrom('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysFrom('2026-03-01', '2026-02-27')).toEqual([]);
  });
});
