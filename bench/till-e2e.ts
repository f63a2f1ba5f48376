/**
 * Pair 3a: a whole sale through the till in process — `call('sales.create')` (contract validation, number
 * and amount checks, durable `queued`), the outbox (durable `sending`), the client's POST /topups, and the
 * durable `succeeded` with its `sale.updated` event — against two floors on the same simulator:
 * - the same durable work done raw (issue 14's floor): the sale row and its event committed as `queued`, the
 *   `sending` commit, the raw undici POST /topups, and the commit of the service's answer, with raw
 *   better-sqlite3 on the till's schema and pragmas (WAL, synchronous=FULL): the gap to it is code;
 * - the bare POST: the gap to it is the price of the three fsyncs and the code.
 * Sequentially (a clerk's sale, start to receipt), with breakdown rows (sale-breakdown.ts), and as a burst
 * drained by the outbox at the concurrency the till sends with, against the bare POST at that concurrency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodInput, MethodName, MethodOutput } from '../src/shared/contract';
import { microsToDecimal } from '../src/shared/money';
import { transactionPatch } from '../src/main/sales/outcome';
import type { Till } from '../src/main/till';
import type { TopupTransaction } from '../src/main/topup-api';
import { DEFAULT_TIMINGS } from '../src/main/timings';
import { startHarness, type Harness } from '../test/support/till-harness';
import { distinctNumbers, fetchToken, rawService, type RawTopupBody } from './floor-http';
import { newSale, rawJournal } from './journal';
import { burstRunner, interleave, opRunner, ratioGoal, summarise, type Comparison, type PairOptions, type RoundResult, type RoundRunner } from './measure';
import { finalStates } from './final-states';
import { saleBreakdown } from './sale-breakdown';

const PAIR = '3 till end to end';
const SEQUENTIAL: PairOptions = { warmupOps: 50, rounds: 6, opsPerRound: 100 };

function call<M extends MethodName>(till: Till, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  return till.call(method, input) as Promise<MethodOutput<M>>;
}

/** A till on the sandbox environment against an in-process simulator, catalog synced, as the tests build one. */
export async function startTillFixture(dir: string): Promise<Harness> {
  const harness = await startHarness({
    dir,
    sim: { latencyMs: 0, rechargeWaitSeconds: 0, balance: 1_000_000_000, settleMs: 100, seed: 1 },
    // The probe keeps its default interval so that it does not fire during the measurement.
    till: { timings: { probeIntervalMs: DEFAULT_TIMINGS.probeIntervalMs } },
  });
  try {
    await harness.call('catalog.sync');
    return harness;
  } catch (error) {
    await harness.close();
    throw error;
  }
}

export async function benchTillEndToEnd(log: (line: string) => void): Promise<Comparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-e2e-'));
  const t0 = performance.now();
  const fixture = await startTillFixture(dir);
  const { sim, till } = fixture;
  log(`  ${PAIR}: till up, catalog synced in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const raw = rawService(sim.url, await fetchToken(sim.url, sim.clientId, sim.clientSecret));
  const finals = finalStates(till);
  const journal = rawJournal(join(dir, 'floor.sqlite'));
  const results: Comparison[] = [];
  try {
    const nextNumber = distinctNumbers('NG');
    const { operator } = await call(till, 'operators.detect', { country: 'NG', number: nextNumber() });
    const rule = operator.amounts;
    const amountMicros = rule.kind === 'fixed' ? rule.choices[0]?.amount.micros : rule.min.micros;
    if (amountMicros === undefined) throw new Error(`operator ${operator.id} has no amount to sell`);
    const amount = microsToDecimal(amountMicros);

    const createInput = (): MethodInput<'sales.create'> => ({ operatorId: operator.id, amount, recipient: { country: 'NG', number: nextNumber() } });
    let reference = 0;
    const topupRequest = (prefix: string): RawTopupBody => ({
      operatorId: operator.id,
      amount: amountMicros / 1_000_000,
      useLocalAmount: false,
      customIdentifier: `${prefix}-${(reference += 1)}`,
      recipientPhone: { countryCode: 'NG', number: nextNumber() },
    });

    /**
     * One clerk's sale at a time: create, then wait for its receipt. How long the create call took is kept aside;
     * it includes the outbox's `sending` step and the request's dispatch, which run as microtasks before the
     * call's answer reaches the caller.
     */
    const createRounds: RoundResult[] = [];
    let createLatencies: number[] = [];
    const sequentialSale = opRunner(async () => {
      const t0 = performance.now();
      const sale = await call(till, 'sales.create', createInput());
      createLatencies.push(performance.now() - t0);
      await finals.wait(sale.id);
    });
    const tillSequential: RoundRunner = async (ops) => {
      createLatencies = [];
      const round = await sequentialSale(ops);
      // Each interleave's warm-up (its own number of operations) is not kept.
      if (ops !== SEQUENTIAL.warmupOps) createRounds.push({ latenciesMs: createLatencies, elapsedMs: createLatencies.reduce((a, b) => a + b, 0), ops: createLatencies.length });
      return round;
    };

    /**
     * A burst of sales taken at once and drained by the outbox; each sale's latency runs from the burst's
     * start to its `succeeded` (taking the sales is part of the till's work, as queueing is part of the floor's).
     */
    const tillBurst: RoundRunner = async (ops): Promise<RoundResult> => {
      const t0 = performance.now();
      const pending: Array<Promise<number>> = [];
      for (let i = 0; i < ops; i += 1) {
        const sale = await call(till, 'sales.create', createInput());
        const final = finals.wait(sale.id);
        // Promise.all below reports a failure; this only keeps an early one from counting as unhandled meanwhile.
        final.catch(() => undefined);
        pending.push(final);
      }
      const ends = await Promise.all(pending);
      return { latenciesMs: ends.map((end) => end - t0), elapsedMs: Math.max(...ends) - t0, ops };
    };

    const rawTopup = () => raw.topup(topupRequest('BENCH-RAW'));

    /** The floor's sale: the same three commits as the till's, raw, around the raw POST; each step in turn. */
    let floorSeq = 0;
    const floorSale = async () => {
      const request = topupRequest('BENCH-FLOOR');
      const number = request.recipientPhone.number;
      floorSeq += 1;
      journal.queue({ ...newSale(request.customIdentifier, new Date().toISOString(), `+234${number}`), operator_id: operator.id, amount_micros: amountMicros }, floorSeq);
      journal.send(request.customIdentifier, new Date().toISOString());
      const answer = await raw.topupRecord(request);
      const at = new Date().toISOString();
      // The record is journalled as the till journals it (columns and the whole record as JSON), unchecked.
      journal.settle(request.customIdentifier, at, transactionPatch(answer as unknown as TopupTransaction, at));
    };

    log(`  ${PAIR}: sales.create → succeeded, one at a time, against POST + 3 raw commits`);
    const durable = await interleave(tillSequential, opRunner(floorSale, 1), SEQUENTIAL);
    results.push({
      pair: PAIR,
      name: 'sale → succeeded, sequential',
      ours: durable.ours,
      floorName: 'raw POST + 3 raw SQL commits',
      floor: durable.floor,
      goal: ratioGoal(durable.ours, durable.floor, 1.3),
    });
    results.push({ pair: PAIR, name: '  ↳ until sales.create resolves', ours: summarise(createRounds), floorName: '(breakdown)', floor: null });
    log(`  ${PAIR}: breakdown`);
    const sale = await call(till, 'sales.create', createInput());
    await finals.wait(sale.id);
    results.push(...(await saleBreakdown({ pair: PAIR, till, sim, raw, createInput, topupRequest, sale }, durable)));
    log(`  ${PAIR}: sales.create → succeeded, one at a time, against the bare POST`);
    const sequential = await interleave(tillSequential, opRunner(rawTopup, 1), SEQUENTIAL);
    results.push({ pair: PAIR, name: 'sale → succeeded, sequential', ours: sequential.ours, floorName: 'raw undici POST c=1', floor: sequential.floor });

    for (const concurrency of [2, 8]) {
      await call(till, 'settings.update', { sending: { mode: 'sync', concurrency } });
      log(`  ${PAIR}: burst of 200 sales, outbox concurrency ${concurrency}`);
      const burst = await interleave(tillBurst, burstRunner(rawTopup, concurrency), { warmupOps: 50, rounds: 4, opsPerRound: 200 });
      results.push({
        pair: PAIR,
        name: `burst of 200, outbox c=${concurrency}${concurrency === 2 ? ' (default)' : ''}`,
        ours: burst.ours,
        floorName: `raw undici POST, 200 at once, c=${concurrency}`,
        floor: burst.floor,
      });
    }
    const status = await call(till, 'status.get', {});
    if (status.pendingSales !== 0) throw new Error(`${status.pendingSales} sales still pending after the run`);
    log(`  ${PAIR}: simulator handled ${sim.stats().requests} requests, ${sim.stats().topupRequests} top-ups`);
    return results;
  } finally {
    finals.off();
    journal.close();
    await raw.close();
    await fixture.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
