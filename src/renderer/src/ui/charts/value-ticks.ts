/**
 * The value axis of a chart whose values are exact integers (micro-units of money, or counts): a round step
 * (1, 2 or 5 times a power of ten) and the ticks from zero to the first one at or past the largest value. In
 * BigInt, so a chain's totals past 2^53 micro-units keep every digit; only the drawing turns them into pixels.
 */

/** The round steps a tick may take within one power of ten. */
const ROUND = [1n, 2n, 5n] as const;

/** The smallest round step that reaches `max` in at most `count` steps (at least 1: values are whole). */
export function tickStep(max: bigint, count: number): bigint {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a tick count must be a whole number from 1: ${count}`);
  const wanted = BigInt(count);
  for (let power = 1n; ; power *= 10n) {
    for (const round of ROUND) {
      const step = round * power;
      if (step * wanted >= max) return step;
    }
  }
}

/**
 * The ticks of a value axis: 0, step, 2·step … up to the first at or past `max` (the axis's top). A chart of
 * nothing (max 0) still has an axis from 0 to 1, so its empty bars stand on something.
 */
export function valueTicks(max: bigint, count = 4): bigint[] {
  if (max < 0n) throw new RangeError('a bar chart draws values from zero up');
  const step = tickStep(max === 0n ? 1n : max, count);
  const ticks = [0n];
  while (ticks[ticks.length - 1]! < max || ticks.length === 1) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

/** Where `value` stands between 0 and `top`, from 0 to 1, for the drawing (the only place a value meets a float). */
export function share(value: bigint, top: bigint): number {
  if (top <= 0n) return 0;
  // Six decimal places of a ratio are finer than any pixel.
  return Number((value * 1_000_000n) / top) / 1_000_000;
}
