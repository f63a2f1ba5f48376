/**
 * Where a sale's time goes beyond its floor (pair 3a's breakdown rows): each part of `sales.create` →
 * `succeeded` measured on its own on the same till and simulator; the journal's commits and the POST in
 * alternating rounds with their raw floor parts. The details line adds up what each part costs over its floor
 * and says how much of the sale's gap is left to the rest: the outbox's pump and its reads, `sale.updated` and
 * its listeners, the hops between them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { methods, type HandlerInput, type MethodInput, type Sale } from '../src/shared/contract';
import { fromTransaction } from '../src/main/sales/outcome';
import { toSale } from '../src/main/journal/sale-view';
import { clientFor } from '../src/main/service-client';
import type { RunningSimulator } from '../src/main/simulator';
import type { Till } from '../src/main/till';
import type { RawService, RawTopupBody } from './floor-http';
import { rawWriter, SAMPLE_TRANSACTION, tillWriter } from './journal';
import { interleave, measureAlone, opRunner, type Comparison, type PairOptions, type Stats } from './measure';
import { NOBODY } from '../src/shared/actor';

const BREAKDOWN: PairOptions = { warmupOps: 100, rounds: 4, opsPerRound: 200 };

export interface SaleParts {
  pair: string;
  till: Till;
  sim: RunningSimulator;
  raw: RawService;
  /** A fresh create input (a new number each time, so no sale waits for another's recharge pause). */
  createInput: () => MethodInput<'sales.create'>;
  /** A top-up request for a new number, with a fresh customIdentifier. */
  topupRequest: (prefix: string) => RawTopupBody;
  /** A sale as `sales.create` answered it, for the output check. */
  sale: Sale;
}

/** The breakdown rows, and the line that says how much of the gap the parts leave unexplained. */
export async function saleBreakdown(parts: SaleParts, whole: { ours: Stats; floor: Stats }): Promise<Comparison[]> {
  const { pair, till, sim, raw } = parts;
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-parts-'));
  const journal = tillWriter(join(dir, 'till.sqlite'));
  const rawJournal = rawWriter(join(dir, 'raw.sqlite'), 3);
  const client = clientFor({ baseUrl: sim.url, authUrl: sim.url }, 'sandbox', { clientId: sim.clientId, clientSecret: sim.clientSecret });
  const spec = methods['sales.create'];
  const row = (name: string, ours: Stats): Comparison => ({ pair, name: `  ↳ ${name}`, ours, floorName: '(breakdown)', floor: null });
  try {
    const contract = await measureAlone(
      opRunner(() => {
        spec.input.parse(parts.createInput());
        spec.output.parse(parts.sale);
      }),
      BREAKDOWN,
    );
    const checks = await measureAlone(
      opRunner(async () => {
        const input = parts.createInput();
        await till.handlers['sales.quote']({ ...input, useLocalAmount: false } as HandlerInput<'sales.quote'>, NOBODY);
      }),
      BREAKDOWN,
    );
    // Each part and its floor part in alternating rounds, so that their difference is read under the same load.
    const commits = await interleave(opRunner(journal.op), opRunner(rawJournal.op), BREAKDOWN);
    const post = await interleave(
      opRunner(async () => {
        await client.sendTopup(parts.topupRequest('BENCH-CLIENT'));
      }),
      opRunner(() => raw.topup(parts.topupRequest('BENCH-RAW'))),
      BREAKDOWN,
    );
    const succeeded = journal.write();
    const outcome = await measureAlone(
      opRunner(() => {
        const { patch } = fromTransaction(SAMPLE_TRANSACTION, new Date().toISOString(), 'service answered');
        toSale({ ...succeeded, ...patch });
      }),
      BREAKDOWN,
    );
    const status = await measureAlone(
      opRunner(async () => {
        await till.handlers['status.get']({}, NOBODY);
      }),
      BREAKDOWN,
    );
    const ms = (value: number) => `${value.toFixed(3)} ms`;
    const extra = {
      contract: contract.p50Ms,
      checks: checks.p50Ms,
      'commits over raw': commits.ours.p50Ms - commits.floor.p50Ms,
      'client over raw POST': post.ours.p50Ms - post.floor.p50Ms,
      outcome: outcome.p50Ms,
      'two status reads': 2 * status.p50Ms,
    };
    const explained = Object.values(extra).reduce((sum, value) => sum + value, 0);
    const gap = whole.ours.p50Ms - whole.floor.p50Ms;
    const details = [
      `the sale's p50 over the floor's: ${ms(gap)}; the parts' p50 over their floors': ${Object.entries(extra).map(([name, value]) => `${name} ${ms(value)}`).join(' + ')} = ${ms(explained)}`,
      `left to the rest (the outbox's pump and its reads, sale.updated and its listeners, the hops between them): ${ms(gap - explained)}`,
    ];
    return [
      { ...row('contract: sales.create input + output parse', contract), details },
      row('checks: operator, amount, number, recent recharge (sales.quote)', checks),
      row('journal: the 3 commits through the sales repo', commits.ours),
      row('floor part: the 3 commits, raw SQL', commits.floor),
      row('client: sendTopup (token, POST, answer parsed)', post.ours),
      row('floor part: raw undici POST', post.floor),
      row('outcome: answer → columns, row → Sale', outcome),
      row('status read (status.get; two per sale)', status),
    ];
  } finally {
    journal.close();
    rawJournal.close();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
