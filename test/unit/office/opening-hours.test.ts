import { describe, expect, it } from 'vitest';
import { isQuiet, openMinutesBetween, parseOpeningHours } from '../../../office/server/opening-hours';

const hours = parseOpeningHours('08:00-20:00')!;
const at = (iso: string) => Date.parse(iso);

describe('opening hours', () => {
  it('reads two times of day, the first earlier, and refuses anything else', () => {
    expect(hours).toEqual({ from: 480, to: 1200 });
    expect(parseOpeningHours('00:00-24:00')).toEqual({ from: 0, to: 1440 });
    for (const bad of ['20:00-08:00', '8-20', '08:00', '08:00-25:00', '08:00-08:00', '08:00-12:00-14:00']) expect(parseOpeningHours(bad), bad).toBeNull();
  });

  it('counts only the minutes the shops are open, in the given time zone', () => {
    // 19:30 yesterday to 08:45 today (UTC): 30 minutes last evening, 45 this morning.
    expect(openMinutesBetween(at('2026-11-26T19:30:00Z'), at('2026-11-27T08:45:00Z'), hours, 'UTC', 10_000)).toBe(75);
    // The same instants in Lagos (UTC+1): 20:30 yesterday (closed) to 09:45: 105 minutes.
    expect(openMinutesBetween(at('2026-11-26T19:30:00Z'), at('2026-11-27T08:45:00Z'), hours, 'Africa/Lagos', 10_000)).toBe(105);
    // Within one opening.
    expect(openMinutesBetween(at('2026-11-27T09:00:00Z'), at('2026-11-27T11:30:00Z'), hours, 'UTC', 10_000)).toBe(150);
    // Counting stops once past what the caller asks about.
    expect(openMinutesBetween(at('2026-01-01T00:00:00Z'), at('2026-11-27T11:30:00Z'), hours, 'UTC', 60)).toBeGreaterThan(60);
  });

  it('flags a till quiet after more than N minutes of opening hours without an event, or never heard from', () => {
    const now = at('2026-11-27T08:45:00Z');
    expect(isQuiet(at('2026-11-26T19:50:00Z'), now, 60, hours, 'UTC')).toBe(false);
    expect(isQuiet(at('2026-11-26T19:00:00Z'), now, 60, hours, 'UTC')).toBe(true);
    expect(isQuiet(at('2026-11-27T07:00:00Z'), now, 60, hours, 'UTC')).toBe(false);
    expect(isQuiet(null, now, 60, hours, 'UTC')).toBe(true);
    // At night nothing new counts: silent since 19:30, still not quiet at 23:00.
    expect(isQuiet(at('2026-11-27T19:30:00Z'), at('2026-11-27T23:00:00Z'), 60, hours, 'UTC')).toBe(false);
  });
});
