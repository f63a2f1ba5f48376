/**
 * Timing and statistics for the bench: percentiles, rounds, and A/B interleaving. No app imports and no I/O,
 * so every pair measures its two sides with exactly the same loop.
 */

/** What one round of one side produced: a latency per operation and the wall time of the whole round. */
export interface RoundResult {
  latenciesMs: number[];
  elapsedMs: number;
  ops: number;
}

/** Runs `ops` operations (or as near as the side can, e.g. a batch) and reports them. */
export type RoundRunner = (ops: number) => Promise<RoundResult>;

/** One operation. A synchronous one is not awaited, so no microtask is charged to it. */
export type Op = () => void | Promise<void>;

export interface Stats {
  ops: number;
  /** Median of the rounds' throughputs (robust to one disturbed round). */
  opsPerSec: number;
  opsPerSecMin: number;
  opsPerSecMax: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
}

export interface PairOptions {
  /** Operations per side before measuring, not recorded (JIT, connections, tokens, page cache). */
  warmupOps: number;
  rounds: number;
  opsPerRound: number;
  /** When the floor is far cheaper, more of its operations per round give it percentiles worth reading. */
  floorOpsPerRound?: number;
}

/** Nearest-rank percentile of an ascending array; p in (0, 100]. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export function summarise(rounds: readonly RoundResult[]): Stats {
  const latencies = rounds.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const throughputs = rounds.map((r) => (r.ops / r.elapsedMs) * 1000);
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return {
    ops: rounds.reduce((sum, r) => sum + r.ops, 0),
    opsPerSec: median(throughputs),
    opsPerSecMin: Math.min(...throughputs),
    opsPerSecMax: Math.max(...throughputs),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    meanMs: latencies.length === 0 ? Number.NaN : total / latencies.length,
  };
}

/**
 * A round runner for a plain operation: `concurrency` workers take operations from one counter until
 * `ops` have started; each operation's latency is its own start to its own end.
 */
export function opRunner(op: Op, concurrency = 1): RoundRunner {
  return async (ops) => {
    const latenciesMs: number[] = [];
    let started = 0;
    const worker = async (): Promise<void> => {
      while (started < ops) {
        started += 1;
        const t0 = performance.now();
        const pending = op();
        if (pending !== undefined) await pending;
        latenciesMs.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    if (concurrency === 1) await worker();
    else await Promise.all(Array.from({ length: concurrency }, worker));
    return { latenciesMs, elapsedMs: performance.now() - t0, ops: latenciesMs.length };
  };
}

/**
 * A round runner for a burst: all `ops` operations are handed in at once and worked off by `concurrency`
 * workers, so each one's latency runs from the burst's start (its wait in the queue included) to its end.
 */
export function burstRunner(op: Op, concurrency: number): RoundRunner {
  return async (ops) => {
    const latenciesMs: number[] = [];
    let started = 0;
    const t0 = performance.now();
    const worker = async (): Promise<void> => {
      while (started < ops) {
        started += 1;
        const pending = op();
        if (pending !== undefined) await pending;
        latenciesMs.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { latenciesMs, elapsedMs: performance.now() - t0, ops: latenciesMs.length };
  };
}

/**
 * Measures two sides of a pair in alternating rounds (A B, B A, A B, ...): slow drift of the machine or of
 * shared state (a simulator's growing history, a growing journal) lands on both sides alike.
 */
export async function interleave(ours: RoundRunner, floor: RoundRunner, options: PairOptions): Promise<{ ours: Stats; floor: Stats }> {
  const floorOps = options.floorOpsPerRound ?? options.opsPerRound;
  if (options.warmupOps > 0) {
    await ours(options.warmupOps);
    await floor(options.warmupOps);
  }
  const a: RoundResult[] = [];
  const b: RoundResult[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    if (round % 2 === 0) {
      a.push(await ours(options.opsPerRound));
      b.push(await floor(floorOps));
    } else {
      b.push(await floor(floorOps));
      a.push(await ours(options.opsPerRound));
    }
  }
  return { ours: summarise(a), floor: summarise(b) };
}

/** Measures one side alone (a breakdown row with no floor of its own). */
export async function measureAlone(side: RoundRunner, options: PairOptions): Promise<Stats> {
  if (options.warmupOps > 0) await side(options.warmupOps);
  const rounds: RoundResult[] = [];
  for (let round = 0; round < options.rounds; round += 1) rounds.push(await side(options.opsPerRound));
  return summarise(rounds);
}

/** What a row promises, and whether this run kept it (worked out from the row's own numbers, never typed in). */
export interface Goal {
  /** In words, e.g. "p50 ≤ 2× floor" or "p99 < 20 ms". */
  text: string;
  met: boolean;
}

/** One line of the table: our path, and the floor it is read against (null for a breakdown row). */
export interface Comparison {
  pair: string;
  name: string;
  ours: Stats;
  floorName: string;
  floor: Stats | null;
  goal?: Goal;
  /** Lines printed under the table for this row (a query plan, what a figure counts). */
  details?: string[];
}

/** A row that is one figure rather than a latency (a size, a memory reading), with its floor when it has one. */
export interface Figure {
  pair: string;
  name: string;
  value: number;
  unit: string;
  floorName?: string;
  floorValue?: number;
  goal?: Goal;
  details?: string[];
}

export type Row = Comparison | Figure;
export const isFigure = (row: Row): row is Figure => 'value' in row;

type Percentile = 'p50' | 'p95' | 'p99';
const PERCENTILE_FIELD = { p50: 'p50Ms', p95: 'p95Ms', p99: 'p99Ms' } as const satisfies Record<Percentile, keyof Stats>;

/** "p99 < 20 ms": the row's own percentile against a bound. */
export function latencyGoal(stats: Stats, percentile: Percentile, maxMs: number): Goal {
  return { text: `${percentile} < ${maxMs} ms`, met: stats[PERCENTILE_FIELD[percentile]] < maxMs };
}

/** "p50 ≤ 2× floor": the median latency of ours over the floor's (or over a peer's: "≤ 0.5× SDK"). */
export function ratioGoal(ours: Stats, floor: Stats, max: number, floorWord = 'floor'): Goal {
  return { text: `p50 ≤ ${max}× ${floorWord}`, met: ours.p50Ms / floor.p50Ms <= max };
}

/** "< 150 KB": a figure against a bound in its own unit. */
export function figureGoal(value: number, max: number, unit: string): Goal {
  return { text: `< ${max} ${unit}`, met: value < max };
}
