/**
 * What a bar chart draws: categories along one axis (hours, days, operators), one or two series (this week and the
 * one before) with an exact value per category. The series come as the caller has them: a category may be missing
 * from one (nothing was sold then) or come in several points (one per till: they add up). Aligned, every series
 * has a value, zero or more, for every category, in the categories' order.
 */

export interface ChartCategory {
  key: string;
  /** Shown under its bar and at the head of its row in the table. */
  label: string;
}

export interface ChartSeries {
  key: string;
  /** Names the series in the legend and heads its column in the table. */
  label: string;
  points: ReadonlyArray<{ category: string; value: bigint }>;
}

export interface AlignedSeries {
  key: string;
  label: string;
  /** One value per category, in the categories' order. */
  values: bigint[];
}

/**
 * Each series' values in the categories' order; a category it does not have counts zero. A point whose category
 * is not among the categories is refused rather than left out of the picture unseen, and so is a category given
 * twice (both would make the table disagree with the totals a caller shows beside it).
 */
export function alignSeries(categories: readonly ChartCategory[], series: readonly ChartSeries[]): AlignedSeries[] {
  const index = new Map<string, number>();
  for (const [at, category] of categories.entries()) {
    if (index.has(category.key)) throw new Error(`a chart category given twice: ${category.key}`);
    index.set(category.key, at);
  }
  return series.map(({ key, label, points }) => {
    const values = categories.map(() => 0n);
    for (const point of points) {
      const at = index.get(point.category);
      if (at === undefined) throw new Error(`a point of series ${key} outside the chart's categories: ${point.category}`);
      values[at]! += point.value;
    }
    return { key, label, values };
  });
}

/** The largest value any series has (zero for none): the top the value axis must reach. */
export function largestValue(series: readonly AlignedSeries[]): bigint {
  let largest = 0n;
  for (const { values } of series) for (const value of values) if (value > largest) largest = value;
  return largest;
}

/**
 * Which categories get their label under the axis when there is no room for all: every n-th, from the first, so
 * that each label has `labelWidth` pixels (24 hours on a narrow chart read 0, 3, 6 …). Every bar keeps its row in
 * the table whatever is labelled.
 */
export function labelledEvery(categoryCount: number, width: number, labelWidth: number): number {
  if (categoryCount <= 0 || width <= 0) return 1;
  const fit = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(categoryCount / fit));
}

/** How the labels under the bars are measured: pixels a character takes, at least and at most a label's room. */
export interface LabelRoom {
  charPx: number;
  minPx: number;
  maxPx: number;
}

/**
 * The label drawn under each category (null: none there), so that no two overlap on any width: each is given the
 * room its longest label needs (within `minPx`..`maxPx`), every n-th is drawn when not all fit (hours, days read
 * as a sequence), and a label longer than the room it has is shortened with an ellipsis (a long operator's name).
 */
export function categoryLabels(labels: readonly string[], width: number, room: LabelRoom): Array<string | null> {
  const longest = Math.max(0, ...labels.map((label) => Array.from(label).length));
  const wanted = Math.min(room.maxPx, Math.max(room.minPx, longest * room.charPx));
  const every = labelledEvery(labels.length, width, wanted);
  const chars = labels.length > 0 && width > 0 ? Math.max(1, Math.floor(((width / labels.length) * every) / room.charPx)) : Infinity;
  return labels.map((label, index) => {
    if (index % every !== 0) return null;
    const glyphs = Array.from(label);
    return glyphs.length <= chars ? label : `${glyphs.slice(0, Math.max(1, chars - 1)).join('')}…`;
  });
}
