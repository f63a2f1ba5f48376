import { describe, expect, it } from 'vitest';
import { alignSeries, categoryLabels, labelledEvery, largestValue } from '../../../../src/renderer/src/ui/charts/chart-series';

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

describe('the labels drawn under the bars', () => {
  const room = { charPx: 7, minPx: 34, maxPx: 100 };
  const week = ['Sat, Nov 21', 'Sun, Nov 22', 'Mon, Nov 23', 'Tue, Nov 24', 'Wed, Nov 25', 'Thu, Nov 26', 'Fri, Nov 27'];
  /** Drawn labels' spans (centred in their categories), as the chart lays them out: none may meet the next. */
  const overlaps = (labels: Array<string | null>, width: number) => {
    const step = width / labels.length;
    const spans = labels.flatMap((label, index) => (label === null ? [] : [[(index + 0.5) * step - (Array.from(label).length * room.charPx) / 2, (index + 0.5) * step + (Array.from(label).length * room.charPx) / 2] as const]));
    return spans.slice(1).filter(([start], index) => start < spans[index]![1]).length;
  };

  it('draws a week of days whole on a wide chart, every third on a phone, never one over another', () => {
    expect(categoryLabels(week, 900, room)).toEqual(week);
    const phone = categoryLabels(week, 300, room);
    expect(phone).toEqual(['Sat, Nov 21', null, null, 'Tue, Nov 24', null, null, 'Fri, Nov 27']);
    expect(overlaps(phone, 300)).toBe(0);
  });

  it('keeps the hours of a day short and thinned as before', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => String(hour));
    expect(categoryLabels(hours, 400, room).filter((label) => label !== null)).toEqual(['0', '3', '6', '9', '12', '15', '18', '21']);
  });

  it('shortens a long name to the room it has, with an ellipsis, rather than drawing it over its neighbour', () => {
    const operators = ['Airtel Nigeria Prepaid Data Bundles', 'MTN', 'Glo Mobile Nigeria', '9mobile'];
    const labels = categoryLabels(operators, 300, room);
    expect(labels[0]).toMatch(/^Airtel Nigeria .*…$/);
    expect(overlaps(labels, 300)).toBe(0);
    for (const width of [120, 200, 390, 640]) expect(overlaps(categoryLabels(operators, width, room), width), `at ${width} px`).toBe(0);
    for (const width of [120, 200, 390, 640]) expect(overlaps(categoryLabels(week, width, room), width), `at ${width} px`).toBe(0);
  });

  it('counts letters, not UTF-16 units, and draws nothing of nothing', () => {
    expect(categoryLabels(['السبت ٢١ نوفمبر'], 300, room)).toEqual(['السبت ٢١ نوفمبر']);
    expect(categoryLabels([], 300, room)).toEqual([]);
  });
});
