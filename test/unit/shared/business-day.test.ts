import { describe, expect, it } from 'vitest';
import { businessDayBounds, businessDayOf, nextDay } from '../../../src/shared/business-day';

describe('business days', () => {
  it('counts the hours before the start hour as the day before', () => {
    const rule = { startHour: 4, timeZone: 'Africa/Lagos' }; // UTC+1, no DST
    expect(businessDayOf(new Date('2026-11-22T02:30:00Z'), rule)).toBe('2026-11-21'); // 03:30 local
    expect(businessDayOf(new Date('2026-11-22T03:00:00Z'), rule)).toBe('2026-11-22'); // 04:00 local
  });

  it('bounds a day from its start hour to the next day\'s, in the zone', () => {
    const { from, to } = businessDayBounds('2026-11-22', { startHour: 4, timeZone: 'Africa/Lagos' });
    expect(from.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('handles a daylight-saving change: the day is 23 hours long', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: 06:00 GMT on the 28th to 06:00 BST on the 29th.
    const { from, to } = businessDayBounds('2026-03-28', { startHour: 6, timeZone: 'Europe/London' });
    expect(from.toISOString()).toBe('2026-03-28T06:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });

  it('answers each zone and start hour its own day when asked in the same second', () => {
    const instant = new Date('2026-11-22T23:30:00.250Z');
    expect(businessDayOf(instant, { startHour: 0, timeZone: 'UTC' })).toBe('2026-11-22');
    expect(businessDayOf(instant, { startHour: 0, timeZone: 'Africa/Lagos' })).toBe('2026-11-23'); // 00:30 local
    expect(businessDayOf(new Date('2026-11-22T23:30:00.900Z'), { startHour: 0, timeZone: 'UTC' })).toBe('2026-11-22');
    expect(businessDayOf(instant, { startHour: 1, timeZone: 'Africa/Lagos' })).toBe('2026-11-22'); // before its 01:00 start
    expect(businessDayOf(new Date('2026-11-22T23:59:59.999Z'), { startHour: 0, timeZone: 'UTC' })).toBe('2026-11-22');
    expect(businessDayOf(new Date('2026-11-23T00:00:00.000Z'), { startHour: 0, timeZone: 'UTC' })).toBe('2026-11-23');
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
