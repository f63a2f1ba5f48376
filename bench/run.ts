/**
 * `npm run bench`: the till's hot paths against their floors, measured in the same run on this machine, as
 * one table. A measurement, not a test: it has no thresholds, and exits non-zero only when an operation it
 * measures fails (then the numbers would mean nothing). `npm run bench -- journal` runs only the pairs whose
 * name contains "journal"; `--soak-minutes=N` shortens the memory pair's soak (30 minutes by default).
 */
import { cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { benchChain } from './chain';
import { benchChainYear } from './chain-year';
import { benchDayReport } from './day-report';
import { benchHistoryScale } from './history-scale';
import { benchJournal } from './journal';
import { benchKiosk } from './kiosk';
import { isFigure, type Row, type Stats } from './measure';
import { benchServiceClient } from './service-client';
import { benchTillEndToEnd } from './till-e2e';
import { benchMemory } from './memory';
import { benchVendorSdk } from './vendor-sdk';

const PAIRS: Array<{ name: string; run: (log: (line: string) => void) => Promise<Row[]> }> = [
  { name: 'service-client', run: benchServiceClient },
  { name: 'journal', run: benchJournal },
  { name: 'till-e2e', run: benchTillEndToEnd },
  { name: 'memory', run: benchMemory },
  { name: 'day-report', run: benchDayReport },
  { name: 'history-scale', run: benchHistoryScale },
  { name: 'kiosk', run: benchKiosk },
  { name: 'vendor-sdk', run: benchVendorSdk },
  { name: 'chain', run: benchChain },
  // With the owner's office's pages on the same year: `npm run bench -- office` runs it too.
  { name: 'chain-year-office', run: benchChainYear },
];

const log = (line: string) => process.stderr.write(`${line}\n`);

function machine(): string[] {
  const cpu = cpus();
  return [
    `node ${process.version} on ${platform()} ${release()}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `load average at start ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1/5/15 min); temp dir ${tmpdir()}`,
  ];
}

const ms = (value: number) => (value < 1 ? value.toFixed(3) : value < 100 ? value.toFixed(2) : value.toFixed(0));
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;
const rate = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

const goalCells = (row: Row) => (row.goal ? [row.goal.text, row.goal.met ? 'met' : 'MISSED'] : ['', '']);

function table(rows: readonly Row[]): string {
  const header = ['pair', 'case', 'side', 'ops/s (median)', 'rounds min–max', 'p50 ms', 'p95 ms', 'p99 ms', 'ops', 'thr ours/floor', 'p50 ours/floor', 'Δp50 ms', 'Δ ms/op', 'goal', 'met'];
  const lines: string[][] = [];
  const side = (pair: string, name: string, label: string, s: Stats, rest: string[]) => [
    pair,
    name,
    label,
    rate(s.opsPerSec),
    `${rate(s.opsPerSecMin)}–${rate(s.opsPerSecMax)}`,
    ms(s.p50Ms),
    ms(s.p95Ms),
    ms(s.p99Ms),
    String(s.ops),
    ...rest,
  ];
  // A figure (a size, a memory reading) fills the p50 column with its value and unit, its ratio the ratio column.
  const figure = (pair: string, name: string, label: string, value: string, rest: string[]) => [pair, name, label, '', '', value, '', '', '', ...rest];
  const blank = ['', '', '', '', '', ''];
  let lastPair = '';
  for (const row of rows) {
    const pair = row.pair === lastPair ? '' : row.pair;
    lastPair = row.pair;
    if (isFigure(row)) {
      const ratio = row.floorValue === undefined ? '' : `${(row.value / row.floorValue).toFixed(2)}×`;
      lines.push(figure(pair, row.name, 'ours', `${figureValue(row.value)} ${row.unit}`, ['', ratio, '', '', ...goalCells(row)]));
      if (row.floorValue !== undefined) lines.push(figure('', '', `floor: ${row.floorName ?? ''}`, `${figureValue(row.floorValue)} ${row.unit}`, blank));
      continue;
    }
    if (row.floor === null) {
      lines.push(side(pair, row.name, 'ours', row.ours, ['', '', '', '', ...goalCells(row)]));
      continue;
    }
    const throughput = row.ours.opsPerSec / row.floor.opsPerSec;
    const latency = row.ours.p50Ms / row.floor.p50Ms;
    const perOp = 1000 / row.ours.opsPerSec - 1000 / row.floor.opsPerSec;
    lines.push(
      side(pair, row.name, 'ours', row.ours, [`${throughput.toFixed(2)}×`, `${latency.toFixed(2)}×`, signed(row.ours.p50Ms - row.floor.p50Ms), signed(perOp), ...goalCells(row)]),
    );
    lines.push(side('', '', `floor: ${row.floorName}`, row.floor, blank));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = (i: number) => i >= 3 && i <= 12;
  const format = (cells: readonly string[]) => `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`, ...lines.map(format)].join('\n');
}

const figureValue = (value: number) => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1));

/** What rows carry beside their numbers (query plans, what a figure counts), under the table. */
function details(rows: readonly Row[]): string[] {
  return rows.flatMap((row) => (row.details?.length ? ['', `${row.pair} · ${row.name.trim()}:`, ...row.details.map((line) => `    ${line}`)] : []));
}

/** Every goal this run missed, said once more under the table so that none is lost in it. */
function missed(rows: readonly Row[]): string[] {
  const misses = rows.filter((row) => row.goal && !row.goal.met);
  const withGoal = rows.filter((row) => row.goal).length;
  if (withGoal === 0) return [];
  return ['', `goals: ${withGoal - misses.length} of ${withGoal} met`, ...misses.map((row) => `  MISSED ${row.pair} · ${row.name.trim()}: ${row.goal!.text}`)];
}

async function main(): Promise<void> {
  // Flags (`--soak-minutes=N`) are the pairs' own; the other words choose pairs.
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const selected = only.length === 0 ? PAIRS : PAIRS.filter((p) => only.some((o) => p.name.includes(o)));
  if (selected.length === 0) throw new Error(`no pair matches ${only.join(', ')}; pairs: ${PAIRS.map((p) => p.name).join(', ')}`);
  const info = machine();
  const started = performance.now();
  const rows: Row[] = [];
  for (const pair of selected) {
    log(`bench: ${pair.name}`);
    const t0 = performance.now();
    rows.push(...(await pair.run(log)));
    log(`bench: ${pair.name} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const out = [
    '',
    'Airtime Till: hot paths against their floors (same run, same machine)',
    ...info,
    `whole run ${((performance.now() - started) / 1000).toFixed(1)} s; load average at end ${loadavg().map((l) => l.toFixed(2)).join(' / ')}`,
    '',
    table(rows),
    '',
    "thr ours/floor: median ops/s of ours ÷ the floor's (1.00 = as fast as the floor). p50 ours/floor: median latency ratio.",
    "Δp50: what ours adds to a median operation. Δ ms/op: 1/throughput of ours minus the floor's, i.e. the extra time each",
    'operation occupies the process at that concurrency (under concurrency, latency includes queueing; this does not).',
    'Sides run in alternating rounds (A B, B A, …) after a warm-up; ↳ rows break the line above down and have no floor.',
    'goal: what the row promises, worked out from its own numbers in this run; met / MISSED.',
    ...missed(rows),
    ...details(rows),
    '',
  ];
  process.stdout.write(out.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`\nbench FAILED (no table: a run in which an operation errored has no numbers worth reading)\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
