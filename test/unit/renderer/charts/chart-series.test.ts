import { describe, expect, it } from 'vitest';
import { alignSeries, labelledEvery, largestValue } from '../../../../src/renderer/src/ui/charts/chart-series';

const days = [
  { key: 'mon', label: 'Mon' },
  { key: 'tue', label: 'Tue' },
  { key: 'wed', label: 'Wed' },
];

describe('a week against the one before', () => {
  it('puts each series in the categories’ order, a missing category at zero', () => {
    const aligned = alignSeries(days, [
      { key: 'this', label: 'This week', points: [{ category: 'wed', value: 5n }, { category: 'mon', value: 2n }] },
      { key: 'before', label: 'The week before', points: [{ category: 'tue', value: 7n }] },
    ]);
    expect(aligned).toEqual([
      { key: 'this', label: 'This week', values: [2n, 0n, 5n] },
      { key: 'before', label: 'The week before', values: [0n, 7n, 0n] },
    ]);
    expect(largestValue(aligned)).toBe(7n);
  });

  it('adds up a category given in several points (one per till)', () => {
    const [one] = alignSeries(days, [{ key: 'chain', label: 'Chain', points: [{ category: 'tue', value: 3n }, { category: 'tue', value: 4n }] }]);
    expect(one!.values).toEqual([0n, 7n, 0n]);
  });

  it('refuses a point outside the categories and a category given twice, rather than drawing less than the totals', () => {
    expect(() => alignSeries(days, [{ key: 's', label: 'S', points: [{ category: 'sun', value: 1n }] }])).toThrow(/outside/);
    expect(() => alignSeries([...days, { key: 'mon', label: 'Mon' }], [])).toThrow(/twice/);
  });

  it('has a top of zero with nothing sold', () => {
    expect(largestValue(alignSeries(days, [{ key: 's', label: 'S', points: [] }]))).toBe(0n);
  });
});

describe('which categories are labelled under the bars', () => {
  it('labels every one when they fit, every n-th when they do not', () => {
    expect(labelledEvery(7, 700, 34)).toBe(1);
    expect(labelledEvery(24, 400, 34)).toBe(3);
    expect(labelledEvery(24, 240, 34)).toBe(4);
  });

  it('labels every one of nothing, or on a chart not laid out yet', () => {
    expect(labelledEvery(0, 400, 34)).toBe(1);
    expect(labelledEvery(24, 0, 34)).toBe(1);
  });
});
