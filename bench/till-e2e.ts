/**
 * Pair 3a: a whole sale through the till in process — `call('sales.create')` (contract validation, number
 * and amount checks, durable `queued`), the outbox (durable `sending`), the client's POST /topups, and the
 * durable `succeeded` with its `sale.updated` event — against the raw undici POST /topups floor on the same
 * simulator. Sequentially (a clerk's sale, start to receipt) and as a burst drained by the outbox at the
 * concurrency the till sends with (setting `sending.concurrency`), against the floor at that concurrency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodInput, MethodName, MethodOutput, Sale } from '../src/shared/contract';
import { microsToDecimal } from '../src/shared/money';
import type { Till } from '../src/main/till';
import { DEFAULT_TIMINGS } from '../src/main/timings';
import { startHarness, type Harness } from '../test/support/till-harness';
import { distinctNumbers, fetchToken, rawService } from './floor-http';
import { burstRunner, interleave, opRunner, summarise, type Comparison, type PairOptions, type RoundResult, type RoundRunner } from './measure';

const PAIR = '3 till end to end';
const SALE_TIMEOUT_MS = 30_000;
const SEQUENTIAL: PairOptions = { warmupOps: 50, rounds: 6, opsPerRound: 100 };

function call<M extends MethodName>(till: Till, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  return till.call(method, input) as Promise<MethodOutput<M>>;
}

/** Settles a promise per sale when it reaches a final state; a sale that ends anything but `succeeded` is an error. */
function finalStates(till: Till) {
  const waiting = new Map<string, { resolve: (at: number) => void; reject: (error: Error) => void }>();
  const early = new Map<string, { at: number; sale: Sale }>();
  const settle = (sale: Sale, at: number) => {
    const waiter = waiting.get(sale.id);
    if (!waiter) return void early.set(sale.id, { at, sale });
    waiting.delete(sale.id);
    if (sale.state === 'succeeded') waiter.resolve(at);
    else waiter.reject(new Error(`sale ${sale.id} ended ${sale.state}${sale.error ? ` (${sale.error.code}: ${sale.error.message})` : ''}`));
  };
  // `unknown` is not final, but on a loopback simulator with no faults it can only mean something broke.
  const ends = new Set<Sale['state']>(['succeeded', 'failed', 'refunded', 'cancelled', 'unknown']);
  const off = till.events.on('sale.updated', (sale) => {
    if (ends.has(sale.state)) settle(sale, performance.now());
  });
  return {
    /** Resolves with the performance.now() at which the sale's final `sale.updated` was emitted. */
    wait(id: string): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`sale ${id} not final after ${SALE_TIMEOUT_MS} ms`));
        }, SALE_TIMEOUT_MS);
        const done = { resolve: (at: number) => (clearTimeout(timer), resolve(at)), reject: (error: Error) => (clearTimeout(timer), reject(error)) };
        waiting.set(id, done);
        const seen = early.get(id);
        if (seen) {
          early.delete(id);
          settle(seen.sale, seen.at);
        }
      });
    },
    off,
  };
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
  const results: Comparison[] = [];
  try {
    const nextNumber = distinctNumbers('NG');
    const { operator } = await call(till, 'operators.detect', { country: 'NG', number: nextNumber() });
    const rule = operator.amounts;
    const amountMicros = rule.kind === 'fixed' ? rule.choices[0]?.amount.micros : rule.min.micros;
    if (amountMicros === undefined) throw new Error(`operator ${operator.id} has no amount to sell`);
    const amount = microsToDecimal(amountMicros);

    const createInput = (): MethodInput<'sales.create'> => ({ operatorId: operator.id, amount, recipient: { country: 'NG', number: nextNumber() } });

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
    let sequentialRounds = 0;
    const tillSequential: RoundRunner = async (ops) => {
      createLatencies = [];
      const round = await sequentialSale(ops);
      // The first call is interleave's warm-up: not kept.
      if ((sequentialRounds += 1) > 1) createRounds.push({ latenciesMs: createLatencies, elapsedMs: createLatencies.reduce((a, b) => a + b, 0), ops: createLatencies.length });
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

    let reference = 0;
    const rawTopup = () =>
      raw.topup({
        operatorId: operator.id,
        amount: amountMicros / 1_000_000,
        useLocalAmount: false,
        customIdentifier: `BENCH-RAW-${(reference += 1)}`,
        recipientPhone: { countryCode: 'NG', number: nextNumber() },
      });

    log(`  ${PAIR}: sales.create → succeeded, one at a time`);
    const sequential = await interleave(tillSequential, opRunner(rawTopup, 1), SEQUENTIAL);
    results.push({ pair: PAIR, name: 'sale → succeeded, sequential', ours: sequential.ours, floorName: 'raw undici POST c=1', floor: sequential.floor });
    results.push({ pair: PAIR, name: '  ↳ until sales.create resolves', ours: summarise(createRounds), floorName: '(breakdown)', floor: null });

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
    await raw.close();
    await fixture.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
