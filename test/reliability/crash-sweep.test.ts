/**
 * Crash sweep: the web host as its own process over a simulator that outlives it (its state persisted with
 * `--state`), killed with SIGKILL at each dangerous step of a sale, in sync and in async sending:
 * - after the `queued` commit, before the clerk's screen hears back (the screen then retries with its key);
 * - after the `sending` commit, before the request leaves;
 * - with the request in flight (the service commits after the till died);
 * - after the service committed but its answer was lost on the way back;
 * - with the answer in hand, before the final commit.
 * Each kill is followed by a restart on the same data folder (the journal's lock must not be stale). Then,
 * per sale: exactly one transaction at the service when one should exist and none otherwise, and the
 * journal's final state equal to the service's. At the end, the client secret appears nowhere.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '../../src/shared/contract';
import { journalFile } from '../../src/main/journal/journal-file';
import { startSimulator, type RunningSimulator } from '../../src/main/simulator';
import type { CrashPoint } from '../../src/main/timings';
import { numberEnding, validAmount } from '../support/till-harness';
import { isFinalSale, newRequestId, seenBodies, startTillProcess, until, type TillProcess } from './support/till-process';

type Mode = 'sync' | 'async';
type Kill = { name: string; crashAt?: CrashPoint; inFlight?: boolean; loseAnswer?: boolean };

const KILLS: Kill[] = [
  { name: 'after the queued commit', crashAt: 'queued' },
  { name: 'after the sending commit, before the request', crashAt: 'sending' },
  { name: 'with the request in flight', inFlight: true },
  { name: 'after the service committed, its answer lost', loseAnswer: true },
  { name: 'with the answer in hand, before the final commit', crashAt: 'answered' },
];

const secret = `sweep-secret-${randomBytes(16).toString('hex')}`;
const root = mkdtempSync(join(tmpdir(), 'till-sweep-'));
const logs: string[] = [];
let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator({ clientSecret: secret, rechargeWaitSeconds: 0, settleMs: 300, statePath: join(root, 'service-state.json') });
});
afterAll(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

type SimTx = { transactionId: number; status: string; customIdentifier: string | null };
const atService = (id: string) => (sim.transactions() as SimTx[]).filter((tx) => tx.customIdentifier === id);

async function start(dataDir: string, crashAt?: CrashPoint): Promise<TillProcess> {
  const till = await startTillProcess(dataDir, sim, crashAt ? { crashAt } : {});
  void till.exited.then(() => logs.push(...till.stdout, ...till.stderr));
  return till;
}

async function stop(till: TillProcess): Promise<void> {
  await till.stop();
}

describe.each<Mode>(['sync', 'async'])('crash sweep, %s sending', (mode) => {
  const dataDir = join(root, mode);
  let operatorId: number;
  let amount: string;

  beforeAll(async () => {
    const till = await start(dataDir);
    await till.call('settings.update', { sending: { mode } });
    await until(() => till.call('status.get'), (s) => s.catalog.syncedAt !== null && s.connectivity === 'online', 'catalog synced');
    const { operator } = await till.call('operators.detect', { country: 'NG', number: numberEnding('NG', '500') });
    operatorId = operator.id;
    amount = validAmount(operator);
    await stop(till);
  });

  KILLS.forEach((kill, index) => {
    it(`killed ${kill.name}: one top-up, journal equal to the service`, { timeout: 120_000 }, async () => {
      // A number of its own per kill: the till spaces top-ups to one number by the service's waiting time.
      const number = numberEnding('NG', String(510 + index));
      const requestId = newRequestId();
      const input = { operatorId, amount, recipient: { country: 'NG', number }, requestId };
      const till = await start(dataDir, kill.crashAt);
      // In flight: the service holds the top-up until the till is dead, however slow the machine.
      const release = kill.inFlight ? sim.faults.hold({ method: 'POST', path: '/topups' }) : null;
      if (kill.loseAnswer) sim.faults.inject({ kind: 'lose-response', path: '/topups', method: 'POST' });

      let answered: Sale | null = null;
      try {
        answered = await till.call('sales.create', input);
      } catch (error) {
        // Only the kill right after the queued commit may cut the create's own answer off.
        expect(kill.crashAt, String(error)).toBe('queued');
      }
      if (kill.crashAt) {
        expect(await till.exited).toBe('SIGKILL');
      } else {
        // In flight: the request is at the service; lost answer: the service made it, the till heard nothing.
        const id = answered!.id;
        await until(() => till.call('sales.get', { id }), ({ sale }) => (kill.inFlight ? sale.state === 'sending' : sale.state !== 'queued'), 'sent');
        if (kill.loseAnswer) await until(async () => atService(id).length, (n) => n === 1, 'made at the service');
        await till.kill();
      }
      release?.();
      sim.faults.clear();

      const again = await start(dataDir);
      // The screen retries with the same key after a lost answer: it gets the sale already taken, not a new one.
      const sale = await again.call('sales.create', input);
      if (answered) expect(sale.id).toBe(answered.id);
      const { sale: settled } = await until(() => again.call('sales.get', { id: sale.id }), ({ sale: s }) => isFinalSale(s), `sale ${sale.id} final`, 45_000);
      await stop(again);

      expect(settled.state).toBe('succeeded');
      const txs = atService(sale.id);
      expect(txs).toHaveLength(1);
      expect(txs[0]!.status).toBe('SUCCESSFUL');
      expect(settled.transactionId).toBe(txs[0]!.transactionId);
    });
  });

  it('the journal holds every sale once, in the state the service has it, and no transaction it does not know', () => {
    const db = new Database(journalFile(dataDir, 'sandbox'), { readonly: true });
    const rows = db.prepare('SELECT id, state, transaction_id FROM sales').all() as Array<{ id: string; state: string; transaction_id: number | null }>;
    db.close();
    expect(rows).toHaveLength(KILLS.length);
    for (const row of rows) {
      const txs = atService(row.id);
      expect(txs, row.id).toHaveLength(1);
      expect(row.state).toBe('succeeded');
      expect(row.transaction_id).toBe(txs[0]!.transactionId);
    }
  });
});

describe('after the sweep', () => {
  it('every transaction at the service belongs to exactly one journaled sale', () => {
    const ids = ['sync', 'async'].flatMap((mode) => {
      const file = journalFile(join(root, mode), 'sandbox');
      const db = new Database(file, { readonly: true });
      const found = (db.prepare('SELECT id FROM sales').all() as Array<{ id: string }>).map((row) => row.id);
      db.close();
      return found;
    });
    const txs = sim.transactions() as SimTx[];
    expect(txs.map((tx) => tx.customIdentifier).sort()).toEqual([...ids].sort());
  });

  it('the client secret is in no answer, log line or file, plain, base64 or hex', () => {
    const forms = [secret, Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('hex')];
    const haystacks = [...seenBodies, ...logs];
    for (const mode of ['sync', 'async']) {
      for (const name of readdirSync(join(root, mode))) {
        const path = join(root, mode, name);
        if (statSync(path).isFile()) haystacks.push(readFileSync(path).toString('latin1'));
      }
    }
    expect(haystacks.length).toBeGreaterThan(20);
    for (const text of haystacks) for (const form of forms) expect(text.includes(form)).toBe(false);
  });
});
