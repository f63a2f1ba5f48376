/**
 * A chain of 20 tills converging on one central PostgreSQL through a bad network, exactly once in effect.
 * Each till is the web host in its own process with its own journal, selling against one simulator. Between the
 * tills and PostgreSQL a loopback proxy delays, resets, black-holes, and drops the server's replies (a COMMIT
 * reaches the server, its answer never reaches the till); some tills are SIGKILLed at the moment the centre has
 * answered a batch and before they write it down (the lost acknowledgement, for certain), others at random
 * while selling and sending, then started again on the same folder; PostgreSQL itself is stopped with
 * `pg_ctl stop -m immediate` and started again. After the drain: per till, the centre's sales, per-currency sums
 * and last seq equal the till's own journal; no gaps, no duplicates, no conflicts; the chain report equals the
 * sum of the tills' X reports to the cent; and the chain's day reconciles with the simulator's transactions.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySummary } from '../../src/shared/contract';
import { journalFile } from '../../src/main/journal/journal-file';
import { startSimulator, type RunningSimulator } from '../../src/main/simulator';
import { chainDayReport } from '../../chain/lib/report';
import { enrolTill } from '../../chain/lib/tills';
import { chainCommandOk } from '../support/chain-commands';
import { startFaultProxy, type FaultProxy, type ProxyFault } from '../support/fault-proxy';
import { startChainCentre, type ChainCentre } from '../support/chain-centre';
import type { PostgresServer } from '../support/postgres-server';
import { numberEnding } from '../support/till-harness';
import { ApiError, newRequestId, startTillProcess, until, type TillProcess } from './support/till-process';

const TILLS = 20;
/** The simulator's outcome by the number's last digits: delivered, delivered later, refunded, refused, failed later. */
const ENDINGS = ['100', '111', '222', '333', '101', '112', '102', '113', '103', '104'];
const SALES_PER_TILL = ENDINGS.length;
/** Tills that die the first time the centre answers one of their batches, before writing it down. */
const DIE_AT_ANSWER = new Set([0, 5, 10, 15]);
const CHAOS = ['delay', 'drop-replies', 'reset', 'blackhole', 'pg-crash', 'kill', 'none', 'drop-replies', 'kill'] as const;

interface Shop {
  index: number;
  tillId: string;
  dir: string;
  process: TillProcess;
  /** Where its enrolment file is, as chain:enroll writes it. */
  enrolment: string;
  restarts: number;
  /** Kills the test made; an end beyond these is the till's own (its crash point). */
  killed: number;
  crashed: number;
  /** How each end the test did not make came about: the exit code or signal and the process's last words. */
  ends: string[];
}

let centre: ChainCentre;
let pg: PostgresServer;
let proxy: FaultProxy;
let sim: RunningSimulator;
let root: string;
let admin: ChainCentre['admin'];
const shops: Shop[] = [];
/** Whatever ends a till (the chaos, its own crash point) starts it again while this holds: until the drain is over. */
let reviving = false;
let watchers: Array<Promise<void>> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tillId = (index: number) => `till_${String(index).padStart(4, '0')}`;

async function launch(shop: Pick<Shop, 'dir' | 'index'>, first: boolean): Promise<TillProcess> {
  return startTillProcess(shop.dir, sim, { args: ['--chain-retry-max', '2'], ...(first && DIE_AT_ANSWER.has(shop.index) ? { crashAt: 'chain-answered' as const } : {}) });
}

/** A call to whatever process is the shop's till now, tried again while it is down or being restarted. */
async function call<T>(shop: Shop, method: Parameters<TillProcess['call']>[0], input?: unknown): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await shop.process.call(method, input as never)) as T;
    } catch (error) {
      // A refusal is the till's answer; only a till that is not there (or still opening) is asked again.
      const answered = error instanceof ApiError && error.status < 500;
      if (answered || attempt > 600) throw error;
      await sleep(100);
    }
  }
}

/** Restarts a till whose process ended (killed by the test, or by its own crash point), counting which. */
async function revive(shop: Shop): Promise<void> {
  const code = await shop.process.exited;
  if (shop.killed > 0) shop.killed -= 1;
  else {
    shop.crashed += 1;
    shop.ends.push(`${String(code)}: ${shop.process.stderr.slice(-5).join('\n')}`);
  }
  shop.process = await launch(shop, false);
  shop.restarts += 1;
}

async function sellAll(shop: Shop): Promise<void> {
  for (let i = 0; i < SALES_PER_TILL; i += 1) {
    const number = numberEnding('NG', ENDINGS[i]!);
    // The screen's request key: a create retried across a kill is one sale.
    const requestId = newRequestId();
    const { operator } = await call<{ operator: { id: number; amounts: { kind: string; choices?: Array<{ amount: { micros: number } }>; min?: { micros: number } } } }>(shop, 'operators.detect', { country: 'NG', number });
    const micros = operator.amounts.kind === 'fixed' ? operator.amounts.choices![0]!.amount.micros : operator.amounts.min!.micros * (1 + (i % 3));
    await call(shop, 'sales.create', { operatorId: operator.id, amount: (micros / 1_000_000).toFixed(2), recipient: { country: 'NG', number }, requestId });
    // Spread over the whole chaos, so that every fault meets sales being sent.
    await sleep(1_200 + Math.random() * 1_200);
  }
}

/** Every fault once at least, in turn, and on while the tills still sell. */
async function chaos(selling: () => boolean): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (let i = 0; i < CHAOS.length || selling(); i += 1) {
    const step = CHAOS[i % CHAOS.length]!;
    done[step] = (done[step] ?? 0) + 1;
    if (step === 'pg-crash') {
      pg.stop('immediate');
      await sleep(1_500);
      pg.start();
    } else if (step === 'kill') {
      // Not the tills that die by themselves: their own crash must come first, and be theirs.
      const others = shops.filter((shop) => !DIE_AT_ANSWER.has(shop.index));
      const victims = [others[(i * 7) % others.length]!, others[(i * 11 + 3) % others.length]!];
      await Promise.all(
        victims.map(async (shop) => {
          if (shop.process.gone()) return;
          shop.killed += 1;
          await shop.process.kill();
        }),
      );
    } else {
      proxy.setFault(step as ProxyFault);
      await sleep(step === 'blackhole' ? 2_500 : 1_500);
      proxy.setFault('none');
    }
    await sleep(500);
  }
  return done;
}

beforeAll(async () => {
  centre = await startChainCentre();
  ({ pg, admin, work: root } = centre);
  proxy = await startFaultProxy({ host: '127.0.0.1', port: pg.port });
  sim = await startSimulator({ rechargeWaitSeconds: 0, settleMs: 50, statePath: join(root, 'service-state.json') });
  for (let index = 0; index < TILLS; index += 1) {
    const enrolment = await enrolTill(admin, pg.ca, { tillId: tillId(index), name: `Counter ${index}`, shop: `Shop ${index % 4}`, environment: 'sandbox', host: '127.0.0.1', port: proxy.port, database: 'chain' });
    const dir = join(root, tillId(index));
    const file = join(root, `${tillId(index)}.chain.json`);
    writeFileSync(file, JSON.stringify(enrolment), { mode: 0o600 });
    shops.push({ index, tillId: tillId(index), dir, enrolment: file, restarts: 0, killed: 0, crashed: 0, ends: [], process: undefined as unknown as TillProcess });
  }
  // Started a few at a time: twenty TypeScript processes compiling at once on two cores time out their start.
  for (let i = 0; i < TILLS; i += 5) {
    await Promise.all(shops.slice(i, i + 5).map(async (shop) => {
      shop.process = await launch(shop, true);
      await call(shop, 'chain.enrol', { path: shop.enrolment });
    }));
  }
}, 300_000);

afterAll(async () => {
  // A failed test leaves its watchers restarting tills: they stop first, or they start tills in folders being removed.
  reviving = false;
  const killAll = () => Promise.all(shops.map((shop) => shop.process?.kill().catch(() => undefined)));
  await killAll();
  // A till being started again when the test ended is killed once its watcher has let go of it.
  await Promise.allSettled(watchers);
  await killAll();
  await proxy?.close();
  await sim?.close();
  await centre?.close();
});

describe('a chain of 20 tills through faults, kills and a crashed centre', () => {
  it('converges: the centre holds each till exactly as its own journal, and the chain report equals their X reports', async () => {
    let selling = true;
    reviving = true;
    watchers = shops.map(async (shop) => {
      while (reviving) {
        const current = shop.process;
        await current.exited;
        if (!reviving) return;
        // A start that fails once the test has ended (its folder going away) is the teardown's, not a failure.
        await revive(shop).catch((error: unknown) => {
          if (reviving) throw error;
        });
      }
    });
    const sellers = Promise.all(shops.map(sellAll)).finally(() => {
      selling = false;
    });
    const chaosDone = await chaos(() => selling);
    await sellers;
    proxy.setFault('none');

    // The drain: every sale settled, every log at the centre.
    for (const shop of shops) {
      await until(
        async () => ({ chain: await call<{ state: string; waiting: number }>(shop, 'chain.status'), pendingSales: (await call<{ pendingSales: number }>(shop, 'status.get')).pendingSales }),
        ({ chain, pendingSales }) => pendingSales === 0 && chain.state === 'synced' && chain.waiting === 0,
        `${shop.tillId} drained`,
        120_000,
      ).catch((error: unknown) => {
        // Its own last words name the cause (the chain loop logs each failure): the status alone does not.
        throw new Error(`${String(error)}\n${shop.tillId}'s last log lines:\n${shop.process.stderr.slice(-15).join('\n')}`);
      });
    }
    const days = new Set<string>();
    const xReports: DaySummary[] = [];
    for (const shop of shops) {
      const { businessDay } = await call<{ businessDay: string }>(shop, 'status.get');
      days.add(businessDay);
      xReports.push(await call<DaySummary>(shop, 'reports.day', { day: businessDay, kind: 'X' }));
    }
    reviving = false;
    await Promise.all(shops.map((shop) => shop.process.stop()));
    await Promise.all(watchers);

    // The faults happened: each kind struck. A lost acknowledgement is recovered when the next connection asks the
    // centre where the log stands (or absorbed, if sent again); it is never taken for a journal gone back in time.
    expect(chaosDone.kill).toBeGreaterThan(0);
    expect(chaosDone['pg-crash']).toBeGreaterThan(0);
    const met = proxy.met();
    for (const fault of ['delay', 'reset', 'blackhole', 'drop-replies'] as const) expect(met[fault], fault).toBeGreaterThan(0);
    // Those set to die between the centre's answer and the journal's acknowledgement did, by themselves.
    for (const index of DIE_AT_ANSWER) expect(shops[index]!.crashed, `${tillId(index)} ${shops[index]!.ends.join(' | ')}`).toBe(1);
    for (const shop of shops.filter((each) => !DIE_AT_ANSWER.has(each.index))) expect(shop.crashed, `${shop.tillId} ${shop.ends.join(' | ')}`).toBe(0);
    const [rewinds] = await admin<Array<{ n: number }>>`SELECT count(*)::int AS n FROM chain_rewind`;
    expect(rewinds!.n).toBe(0);
    const [conflicts] = await admin<Array<{ n: number }>>`SELECT count(*)::int AS n FROM chain_conflict`;
    expect(conflicts!.n).toBe(0);

    // Per till: the centre equals the till's own journal.
    for (const shop of shops) {
      const journal = new Database(journalFile(shop.dir, 'sandbox'), { readonly: true });
      try {
        const own = {
          sales: journal.prepare<[], { n: number }>('SELECT count(*) AS n FROM sales').get()!.n,
          sums: journal.prepare<[], { currency: string; micros: number }>("SELECT amount_currency AS currency, SUM(amount_micros) AS micros FROM sales WHERE state = 'succeeded' GROUP BY 1 ORDER BY 1").all(),
          lastSeq: journal.prepare<[], { seq: number }>('SELECT MAX(seq) AS seq FROM chain_log').get()!.seq,
          acked: journal.prepare<[], { acked_seq: number; conflicts: number }>('SELECT acked_seq, conflicts FROM chain_sync').get()!,
        };
        const [centre] = await admin<Array<{ sales: number; last_seq: string; events: number; max_seq: string; conflicts: number }>>`
          SELECT (SELECT count(*)::int FROM chain_sale WHERE till_id = ${shop.tillId}) AS sales, t.last_seq::text,
            (SELECT count(*)::int FROM chain_event WHERE till_id = ${shop.tillId}) AS events,
            (SELECT max(seq)::text FROM chain_event WHERE till_id = ${shop.tillId}) AS max_seq,
            (SELECT count(*)::int FROM chain_conflict WHERE till_id = ${shop.tillId}) AS conflicts
          FROM till t WHERE t.till_id = ${shop.tillId}`;
        const sums = await admin<Array<{ currency: string; micros: string }>>`
          SELECT amount_currency AS currency, sum(amount_micros)::text AS micros FROM chain_sale WHERE till_id = ${shop.tillId} AND state = 'succeeded' GROUP BY 1 ORDER BY 1`;
        expect(own.sales, shop.tillId).toBe(SALES_PER_TILL);
        expect(centre!.sales, shop.tillId).toBe(own.sales);
        expect(sums.map((row) => ({ currency: row.currency, micros: Number(row.micros) })), shop.tillId).toEqual(own.sums);
        // No gaps, no duplicates (the key forbids them), nothing the till has that the centre lacks.
        expect(Number(centre!.last_seq), shop.tillId).toBe(own.lastSeq);
        expect(Number(centre!.max_seq), shop.tillId).toBe(own.lastSeq);
        expect(centre!.events, shop.tillId).toBe(own.lastSeq);
        expect(own.acked, shop.tillId).toEqual({ acked_seq: own.lastSeq, conflicts: 0 });
        expect(centre!.conflicts, shop.tillId).toBe(0);
      } finally {
        journal.close();
      }
    }

    // The chain report equals the sum of the tills' own X reports, to the cent.
    const expected = new Map<string, { count: number; micros: bigint }>();
    for (const x of xReports) {
      for (const line of x.byCurrency) {
        const sum = expected.get(line.currency) ?? { count: 0, micros: 0n };
        expected.set(line.currency, { count: sum.count + line.count, micros: sum.micros + BigInt(line.requested.micros) });
      }
    }
    expect(days.size).toBe(1);
    const [day] = [...days];
    const report = await chainDayReport(admin, day!);
    expect(report.sold.map((t) => ({ currency: t.currency, count: t.count, micros: t.micros }))).toEqual([...expected].map(([currency, t]) => ({ currency, ...t })).sort((a, b) => a.currency.localeCompare(b.currency)));
    // And till by till: each till's line of the chain report is its own X report.
    for (const [i, shop] of shops.entries()) {
      const own = xReports[i]!.byCurrency.map((line) => ({ currency: line.currency, count: line.count, micros: BigInt(line.requested.micros) }));
      const chain = report.byTill.filter((t) => t.tillId === shop.tillId).map((t) => ({ currency: t.currency, count: t.count, micros: t.micros }));
      expect(chain, shop.tillId).toEqual(own);
    }
    expect(report.open).toEqual([]);

    // And the chain's day against the service's own report: every sent sale there, nothing only on one side.
    const reconciled = await chainCommandOk('reconcile', ['--day', day!, '--url', pg.adminUrl('chain'), '--environment', 'sandbox', '--base-url', sim.url, '--auth-url', sim.url], {
      CHAIN_SERVICE_CLIENT_ID: sim.clientId,
      CHAIN_SERVICE_CLIENT_SECRET: sim.clientSecret,
    });
    expect(reconciled).toContain('only in the chain: 0');
    expect(reconciled).toContain('only at the service: 0');
    expect(reconciled).toContain('differing: 0');
    expect(reconciled).not.toContain(sim.clientSecret);
  }, 600_000);
});
