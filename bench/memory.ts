/**
 * Pair 6: the core's memory. A till runs alone in a child process (memory-core.ts) so that nothing the bench
 * allocates counts, against the simulator running here; it sells one sale after another: 10,000 sales (a very
 * busy day), then a soak of continuous sales, 30 minutes unless `--soak-minutes=N` or BENCH_SOAK_MINUTES says
 * otherwise. Every reading follows a forced full GC, so the heap figure is what the core still holds.
 *
 * "Flat", concretely: the heap after GC grows by less than 1 MB per 10,000 sales over the soak (the slope of a
 * least-squares line through the readings after the soak's first tenth, against the sales count). A sale the core
 * kept would cost at least its journal row and its `Sale` (~2 KB: 20 MB per 10,000 sales), so a leak of even a
 * twentieth of a sale's objects shows, while a month of a busy till (60,000 sales) under the bound stays under
 * 6 MB. RSS also carries SQLite's page cache and the allocator's retained pages, so it is reported beside it
 * with a looser bound (5 MB per 10,000 sales). After the first 10,000 sales the heap after GC may have grown by
 * less than 5 MB over the till's at start (caches, compiled code): the day itself must stay in the journal, and
 * 10,000 sales kept in memory would add some 20 MB.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { startSimulator } from '../src/main/simulator';
import type { CoreConfig, CoreMessage, MemoryReading } from './memory-core';
import { figureGoal, type Figure } from './measure';

const PAIR = '6 memory';
const DAY_SALES = 10_000;
const DEFAULT_SOAK_MINUTES = 30;
/** About this many readings over a soak, however long (but 2 to 10 s apart). */
const READINGS = 120;
const DAY_HEAP_BOUND_MB = 5;
const HEAP_BOUND_MB_PER_10K = 1;
const RSS_BOUND_MB_PER_10K = 5;

function soakMinutes(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--soak-minutes='))?.slice('--soak-minutes='.length);
  const text = flag ?? process.env.BENCH_SOAK_MINUTES;
  if (text === undefined) return DEFAULT_SOAK_MINUTES;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`soak minutes must be a positive number, not ${text}`);
  return minutes;
}

/** Least squares: the slope of y against x, and how much of y's spread the line explains. */
function linearFit(points: ReadonlyArray<{ x: number; y: number }>): { slope: number; r2: number } {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, r2: sxx === 0 || syy === 0 ? 0 : (sxy * sxy) / (sxx * syy) };
}

/** Runs the core in its child process and collects its readings; rejects if it fails. */
function runCore(config: CoreConfig, log: (line: string) => void): Promise<Array<Extract<CoreMessage, { kind: 'reading' }>>> {
  const child = fork(join(__dirname, 'memory-core.ts'), [JSON.stringify(config)], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const readings: Array<Extract<CoreMessage, { kind: 'reading' }>> = [];
  let done = false;
  let lastLog = 0;
  child.on('message', (message: CoreMessage) => {
    if (message.kind === 'done') return void (done = true);
    readings.push(message);
    if (message.phase !== 'soak' || message.atMs - lastLog >= 60_000) {
      lastLog = message.atMs;
      log(`  ${PAIR}: ${message.phase}, ${message.sales} sales, ${(message.atMs / 1000).toFixed(0)} s: RSS ${message.memory.rssMb.toFixed(1)} MB, heap ${message.memory.heapUsedMb.toFixed(1)} MB`);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && done ? resolve(readings) : reject(new Error(`the core's process ended with code ${code}`))));
  });
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

export async function benchMemory(log: (line: string) => void): Promise<Figure[]> {
  const minutes = soakMinutes();
  const soakMs = minutes * 60_000;
  const sim = await startSimulator({ latencyMs: 0, rechargeWaitSeconds: 0, balance: 1_000_000_000, settleMs: 100, seed: 1 });
  try {
    log(`  ${PAIR}: the core in its own process: ${DAY_SALES} sales, then a soak of ${minutes} min`);
    const readings = await runCore(
      {
        url: sim.url,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        daySales: DAY_SALES,
        soakMs,
        sampleEveryMs: Math.min(10_000, Math.max(2_000, soakMs / READINGS)),
      },
      log,
    );
    const start = readings.find((r) => r.phase === 'start')!.memory;
    const day = readings.find((r) => r.phase === 'day')!;
    const soak = readings.filter((r) => r.phase === 'soak');
    // The soak's first tenth is left out of the fit: caches and the JIT settle after the day's sales.
    const soakStart = soak[0]!.atMs;
    const soakEnd = soak.at(-1)!.atMs;
    const fitted = soak.filter((r) => r.atMs >= soakStart + (soakEnd - soakStart) / 10);
    const soakSales = soak.at(-1)!.sales - day.sales;
    const perTenK = (pick: (m: MemoryReading) => number) => linearFit(fitted.map((r) => ({ x: r.sales / 10_000, y: pick(r.memory) })));
    const perHour = (pick: (m: MemoryReading) => number) => linearFit(fitted.map((r) => ({ x: r.atMs / 3_600_000, y: pick(r.memory) }))).slope;
    const heap = perTenK((m) => m.heapUsedMb);
    const rss = perTenK((m) => m.rssMb);
    const last = soak.at(-1)!.memory;
    const rate = (soakSales / ((soakEnd - day.atMs) / 1000)).toFixed(0);
    const window = `fit over ${fitted.length} readings, ${fitted[0]!.sales}–${fitted.at(-1)!.sales} sales`;
    return [
      {
        pair: PAIR,
        name: `RSS after ${DAY_SALES.toLocaleString('en-US')} sales`,
        value: day.memory.rssMb,
        unit: 'MB',
        floorName: 'RSS at start (till ready, no sale)',
        floorValue: start.rssMb,
        details: [
          `the core alone in a child process (run by tsx, whose compiled sources count too), selling one sale after another`,
          `against the simulator in the bench's process; external (buffers) ${mb(start.externalMb)} at start, ${mb(day.memory.externalMb)} after the day`,
        ],
      },
      {
        pair: PAIR,
        name: `heap after GC after ${DAY_SALES.toLocaleString('en-US')} sales`,
        value: day.memory.heapUsedMb,
        unit: 'MB',
        floorName: 'heap after GC at start',
        floorValue: start.heapUsedMb,
        goal: figureGoal(day.memory.heapUsedMb, Number((start.heapUsedMb + DAY_HEAP_BOUND_MB).toFixed(1)), 'MB'),
      },
      {
        pair: PAIR,
        name: `soak ${minutes} min, ${soakSales.toLocaleString('en-US')} sales: heap after GC, MB per 10k sales`,
        value: heap.slope,
        unit: 'MB/10k',
        goal: figureGoal(heap.slope, HEAP_BOUND_MB_PER_10K, 'MB/10k'),
        details: [
          `${window} (${rate} sales/s); r² ${heap.r2.toFixed(2)}; ${perHour((m) => m.heapUsedMb).toFixed(2)} MB/hour`,
          `heap after GC ${mb(day.memory.heapUsedMb)} at the soak's start, ${mb(last.heapUsedMb)} at its end`,
        ],
      },
      {
        pair: PAIR,
        name: `soak ${minutes} min: RSS, MB per 10k sales`,
        value: rss.slope,
        unit: 'MB/10k',
        goal: figureGoal(rss.slope, RSS_BOUND_MB_PER_10K, 'MB/10k'),
        details: [
          `${window}; r² ${rss.r2.toFixed(2)}; ${perHour((m) => m.rssMb).toFixed(2)} MB/hour`,
          `RSS ${mb(day.memory.rssMb)} at the soak's start, ${mb(last.rssMb)} at its end (growth ${mb(last.rssMb - day.memory.rssMb)})`,
        ],
      },
    ];
  } finally {
    await sim.close();
  }
}
