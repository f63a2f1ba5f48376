import { describe, expect, it } from 'vitest';
import { parsePlan, type PlanWords, planText } from '../../../src/renderer/src/screens/sale/plan-text';

const counted = (one: string, many: string) => (count: number) => `${count} ${count === 1 ? one : many}`;

const english: PlanWords = {
  number: (value) => String(value),
  days: counted('day', 'days'),
  hours: counted('hour', 'hours'),
  minutes: counted('minute', 'minutes'),
  sms: (count) => `${count} SMS`,
  perDay: (data) => `${data}/day`,
  unlimitedCalls: 'Unlimited calls',
  unlimitedData: 'Unlimited data',
};

const french: PlanWords = { ...english, number: (value) => new Intl.NumberFormat('fr').format(value), days: counted('jour', 'jours'), perDay: (data) => `${data}/jour` };

describe('plan text', () => {
  it.each([
    ['3 GB, 30 days', '3 GB · 30 days'],
    ['500 MB, 7 days', '500 MB · 7 days'],
    ['1.5GB 30Days', '1.5 GB · 30 days'],
    ['Data 1.5 gb valid 30 days', '1.5 GB · 30 days'],
    ['500MB/7days', '500 MB · 7 days'],
    ['100 minutes + 1 GB, 30 days', '100 minutes + 1 GB · 30 days'],
    ['Unlimited minutes + 10 GB, 30 days', 'Unlimited calls + 10 GB · 30 days'],
    ['Unlimited calls, 1.5 GB/day, 28 days', 'Unlimited calls + 1.5 GB/day · 28 days'],
    ['200 MB data, 28 days', '200 MB · 28 days'],
    ['1 GB, 1 day', '1 GB · 1 day'],
    ['2GB + 100 SMS, 24 hours', '2 GB + 100 SMS · 24 hours'],
    ['30-day unlimited data', 'Unlimited data · 30 days'],
  ])('reads %j as %j', (description, readable) => {
    expect(planText(description, english)).toBe(readable);
  });

  it('writes numbers and words in the language given, the data units as they are', () => {
    expect(planText('1.5 GB, 30 days', french)).toBe('1,5 GB · 30 jours');
    expect(planText('1.5GB/day', french)).toBe('1,5 GB/jour');
  });

  it.each(['PIN worth USD 5', 'INR 38.52 talktime', '1 GB data, valid for the current pack', 'Weekend bonus', ''])('leaves %j as the service wrote it', (description) => {
    expect(planText(description, english)).toBe(description);
  });

  it('says what it understood, part by part', () => {
    expect(parsePlan('100 minutes + 1 GB, 30 days')).toEqual([
      { kind: 'minutes', count: 100 },
      { kind: 'data', amount: 1, unit: 'GB', perDay: false },
      { kind: 'days', count: 30 },
    ]);
    expect(parsePlan('data')).toBeNull();
  });
});
