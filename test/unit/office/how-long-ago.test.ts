import { describe, expect, it } from 'vitest';
import { howLongAgo } from '../../../office/app/how-long-ago';

describe('how long ago a till was heard from', () => {
  it('says minutes under an hour, hours under two days, days after, rounded down', () => {
    expect(howLongAgo(0)).toEqual({ key: 'minutesAgo', count: 0 });
    expect(howLongAgo(59)).toEqual({ key: 'minutesAgo', count: 59 });
    expect(howLongAgo(60)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(howLongAgo(180)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(howLongAgo(47 * 60 + 59)).toEqual({ key: 'hoursAgo', count: 47 });
    expect(howLongAgo(48 * 60)).toEqual({ key: 'daysAgo', count: 2 });
    expect(howLongAgo(10 * 24 * 60 - 1)).toEqual({ key: 'daysAgo', count: 9 });
  });
});
