/**
 * Pair 3b: the day summary (`call('reports.day')`, an X report) over a journal holding 10,000 sales of one
 * business day, against the raw SQL that gives the per-state totals. The summary says more than the floor
 * (by operator, clerk, shift and currency; every refund and pending sale listed one by one; the contract checks the answer),
 * but SQLite adds the day up for it too, in one grouped pass: breakdown rows show where the rest of its time
 * goes (the reads, the combining of the groups, the contract's output check, the dispatcher).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { methods, type DaySummary, type SaleState } from '../src/shared/contract';
import { journalFile } from '../src/main/journal/journal-file';
import { openJournal } from '../src/main/journal/open';
import { createSalesRepo } from '../src/main/journal/sales-repo';
import { createDayTotals, DAY_GROUPS_SQL } from '../src/main/journal/day-totals';
import { LISTED_STATES, summariseDay } from '../src/main/reports/day-summary';
import { transactionPatch } from '../src/main/sales/outcome';
import { newSale, SAMPLE_TRANSACTION } from './journal';
import { interleave, measureAlone, opRunner, ratioGoal, type Comparison } from './measure';
import { startTillFixture } from './till-e2e';
import { NOBODY } from '../src/shared/actor';

const PAIR = '3 day report';
const DAY = '2026-01-15';
const SALES = 10_000;
const BREAKDOWN = { warmupOps: 3, rounds: 4, opsPerRound: 10 };

/** Per 100 sales: 94 succeeded, 3 failed, 2 refunded, 1 cancelled (refunds are listed in full in the summary). */
function finalStateOf(i: number): SaleState {
  const k = i % 100;
  return k < 94 ? 'succeeded' : k < 97 ? 'failed' : k < 99 ? 'refunded' : 'cancelled';
}

/** Writes the day's sales through the repo (every event row included), in one transaction to be quick. */
function fillJournal(file: string): Record<SaleState, number> {
  const db = openJournal(file);
  const counts: Partial<Record<SaleState, number>> = {};
  try {
    const repo = createSalesRepo(db);
    const at = `${DAY}T12:00:00.000Z`;
    const patch = transactionPatch(SAMPLE_TRANSACTION, at);
    const operators = [
      [341, 'MTN Nigeria'],
      [342, 'Airtel Nigeria'],
      [343, 'Glo Nigeria'],
      [344, '9mobile Nigeria'],
    ] as const;
    db.transaction(() => {
      for (let i = 0; i < SALES; i += 1) {
        const id = `D-${i}`;
        const [operatorId, operatorName] = operators[i % operators.length]!;
        const sale = { ...newSale(id, at, `+23480212${String(i).padStart(5, '0')}`), business_day: DAY, clerk: `Clerk ${i % 3}`, operator_id: operatorId, operator_name: operatorName };
        repo.create(sale, 'created by clerk');
        const state = finalStateOf(i);
        counts[state] = (counts[state] ?? 0) + 1;
        if (state === 'cancelled') {
          repo.transition(id, 'queued', 'cancelled', at, 'customer left', { completed_at: at });
          continue;
        }
        repo.transition(id, 'queued', 'sending', at, 'sending, attempt 1', { attempts: 1, not_before: null });
        if (state === 'failed') {
          repo.transition(id, 'sending', 'failed', at, 'refused', { error_code: 'TOPUP_TRANSACTION_FAILED', error_message: 'The top-up failed; the customer was not topped up.', completed_at: at });
        } else {
          repo.transition(id, 'sending', state, at, 'service answered', patch);
        }
      }
    })();
  } finally {
    db.close();
  }
  return counts as Record<SaleState, number>;
}

function planLines(db: Database.Database, label: string, sql: string, params: unknown[]): string[] {
  const steps = db.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(...params);
  return [`${label}: ${steps.map((step) => step.detail).join('; ')}`];
}

export async function benchDayReport(log: (line: string) => void): Promise<Comparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-report-'));
  const file = journalFile(dir, 'sandbox');
  const t0 = performance.now();
  const counts = fillJournal(file);
  log(`  ${PAIR}: journal of ${SALES} sales written in ${((performance.now() - t0) / 1000).toFixed(1)} s; starting a till on it`);
  // The till holds its journal exclusively (one till per journal), so the floor reads a copy of the same file.
  const floorFile = join(dir, 'floor.sqlite');
  copyFileSync(file, floorFile);
  const fixture = await startTillFixture(dir);
  const { till } = fixture;
  const reader = new Database(floorFile, { readonly: true });
  try {
    const byState = reader.prepare<[string], { state: SaleState; currency: string; n: number; micros: number }>(
      'SELECT state, amount_currency AS currency, COUNT(*) AS n, SUM(amount_micros) AS micros FROM sales WHERE business_day = ? GROUP BY state, amount_currency',
    );

    const checkSummary = (summary: Pick<DaySummary, 'succeeded'>) => {
      if (summary.succeeded.count !== counts.succeeded) throw new Error(`summary counted ${summary.succeeded.count} succeeded, journal has ${counts.succeeded}`);
    };
    const ours = async () => checkSummary((await till.call('reports.day', { day: DAY, kind: 'X' })) as DaySummary);
    const floor = () => {
      const total = byState.all(DAY).reduce((sum, row) => sum + row.n, 0);
      if (total !== SALES) throw new Error(`raw SQL counted ${total} sales, expected ${SALES}`);
    };

    log(`  ${PAIR}: reports.day (X) over ${SALES} sales`);
    const pair = await interleave(opRunner(ours), opRunner(floor), { warmupOps: 5, rounds: 6, opsPerRound: 20, floorOpsPerRound: 40 });
    log(`  ${PAIR}: breakdown`);
    const handlerOnly = await measureAlone(
      opRunner(async () => checkSummary(await till.handlers['reports.day']({ day: DAY, kind: 'X' }, NOBODY))),
      BREAKDOWN,
    );
    const days = createDayTotals(reader);
    const groups = days.dayGroups(DAY);
    const succeeded = groups.filter((group) => group.state === 'succeeded');
    const names = days.dayNames(DAY, succeeded);
    const listed = days.dayListed(DAY, LISTED_STATES);
    if (groups.reduce((sum, group) => sum + group.count, 0) !== SALES || listed.length === 0) throw new Error('the day is not all there');
    const context = { kind: 'X' as const, day: DAY, from: new Date(`${DAY}T00:00:00Z`), to: new Date(`${DAY}T23:59:59Z`), timeZone: 'UTC', generatedAt: new Date(), closedAt: null };
    const part = (op: () => unknown) => measureAlone(opRunner(() => void op()), BREAKDOWN);
    const groupsOnly = await part(() => days.dayGroups(DAY));
    const namesOnly = await part(() => days.dayNames(DAY, succeeded));
    const listedOnly = await part(() => days.dayListed(DAY, LISTED_STATES));
    const summary = summariseDay(groups, names, listed, context);
    const summariseOnly = await part(() => checkSummary(summariseDay(groups, names, listed, context)));
    const contractOnly = await part(() => methods['reports.day'].output.parse(summary));
    return [
      {
        pair: PAIR,
        name: `reports.day X, ${SALES / 1000}k sales`,
        ours: pair.ours,
        floorName: 'SQL SUM … GROUP BY state',
        floor: pair.floor,
        goal: ratioGoal(pair.ours, pair.floor, 2),
        details: [
          `the day's groups: ${groups.length} (${SALES} sales); listed one by one: ${listed.length}`,
          ...planLines(reader, 'grouped sums', DAY_GROUPS_SQL, [DAY]),
          ...planLines(reader, 'floor', byState.source, [DAY]),
        ],
      },
      { pair: PAIR, name: '  ↳ handler, no contract check', ours: handlerOnly, floorName: '(breakdown)', floor: null },
      { pair: PAIR, name: `  ↳ the day's sums, grouped (SQL)`, ours: groupsOnly, floorName: '(breakdown)', floor: null },
      { pair: PAIR, name: '  ↳ names of operators and clerks (SQL)', ours: namesOnly, floorName: '(breakdown)', floor: null },
      { pair: PAIR, name: `  ↳ the ${listed.length} listed sales (SQL, the columns they show)`, ours: listedOnly, floorName: '(breakdown)', floor: null },
      { pair: PAIR, name: '  ↳ summariseDay on what was read', ours: summariseOnly, floorName: '(breakdown)', floor: null },
      { pair: PAIR, name: '  ↳ contract output parse', ours: contractOnly, floorName: '(breakdown)', floor: null },
    ];
  } finally {
    reader.close();
    await fixture.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
