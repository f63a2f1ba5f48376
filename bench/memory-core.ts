/**
 * The core alone in its own process, for the memory pair (memory.ts): a till on a fresh journal against the
 * simulator the bench runs in its own process, selling one sale after another (create, then wait for its final
 * state, as a clerk does) and reporting its own memory after a forced GC. Started by memory.ts (`fork` with
 * --expose-gc and tsx); its configuration comes as one JSON argument, its samples go back over the IPC channel.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodOutput } from '../src/shared/contract';
import { microsToDecimal } from '../src/shared/money';
import { silentLogger } from '../src/main/logger';
import { createTill } from '../src/main/till';
import { distinctNumbers } from './floor-http';
import { finalStates } from './final-states';

export interface CoreConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Sales before the "after a day" reading (issue 14: 10,000). */
  daySales: number;
  /** Then sales go on for this long, with a reading every `sampleEveryMs`. */
  soakMs: number;
  sampleEveryMs: number;
}

/** One reading, in MB; heap figures are after a full GC, so they count what is still reachable. */
export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

export type CoreMessage =
  | { kind: 'reading'; phase: 'start' | 'day' | 'soak'; sales: number; atMs: number; memory: MemoryReading }
  | { kind: 'done'; sales: number };

const MB = 1024 * 1024;

function reading(): MemoryReading {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('memory-core runs with --expose-gc, so that heap readings count only what is reachable');
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssMb: rss / MB, heapUsedMb: heapUsed / MB, externalMb: external / MB };
}

function send(message: CoreMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())));
}

async function main(config: CoreConfig): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-memory-'));
  const till = await createTill({
    dataDir: dir,
    environment: 'sandbox',
    baseUrl: config.url,
    authUrl: config.url,
    credentials: { clientId: config.clientId, clientSecret: config.clientSecret },
    logger: silentLogger,
  });
  const finals = finalStates(till);
  try {
    await till.call('catalog.sync', {});
    // The numbers come round again after ~99,000 sales, minutes later: past the service's waiting time for a number.
    const nextNumber = distinctNumbers('NG', { cycle: true });
    const { operator } = (await till.call('operators.detect', { country: 'NG', number: nextNumber() })) as MethodOutput<'operators.detect'>;
    const rule = operator.amounts;
    const micros = rule.kind === 'fixed' ? rule.choices[0]?.amount.micros : rule.min.micros;
    if (micros === undefined) throw new Error(`operator ${operator.id} has no amount to sell`);
    const amount = microsToDecimal(micros);
    let sales = 0;
    const sell = async () => {
      const sale = (await till.call('sales.create', { operatorId: operator.id, amount, recipient: { country: 'NG', number: nextNumber() } })) as MethodOutput<'sales.create'>;
      await finals.wait(sale.id);
      sales += 1;
    };

    const t0 = performance.now();
    const at = () => performance.now() - t0;
    await send({ kind: 'reading', phase: 'start', sales, atMs: at(), memory: reading() });
    while (sales < config.daySales) await sell();
    await send({ kind: 'reading', phase: 'day', sales, atMs: at(), memory: reading() });
    const soakStart = performance.now();
    let nextReading = soakStart + config.sampleEveryMs;
    while (performance.now() - soakStart < config.soakMs) {
      await sell();
      if (performance.now() >= nextReading) {
        await send({ kind: 'reading', phase: 'soak', sales, atMs: at(), memory: reading() });
        nextReading += config.sampleEveryMs;
      }
    }
    await send({ kind: 'reading', phase: 'soak', sales, atMs: at(), memory: reading() });
    await send({ kind: 'done', sales });
  } finally {
    finals.off();
    await till.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main(JSON.parse(process.argv[2] ?? '{}') as CoreConfig).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`memory-core failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
