/**
 * A till as a shop runs it: the web host in its own process (from source), over a simulator standing in for
 * the service, so it can be killed like a power cut kills it and started again on the same data folder.
 */
import { randomUUID } from 'node:crypto';
import type { MethodInput, MethodName, MethodOutput, Sale } from '../../../src/shared/contract';
import type { RunningSimulator } from '../../../src/main/simulator';
import type { CrashPoint } from '../../../src/main/timings';
import { startWebHostProcess, type WebHostProcess } from '../../../scripts/web-host-process';

export interface TillProcess extends WebHostProcess {
  /** POST /api/<method>; resolves with the answer, or rejects with the error body's message (or a network error). */
  call<M extends MethodName>(method: M, input?: MethodInput<M>): Promise<MethodOutput<M>>;
  /** True once the process has ended (killed, or stopped by itself). */
  gone(): boolean;
}

/** Every answer body and error the suite saw, for the secret check at the end. */
export const seenBodies: string[] = [];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startTillProcess(dataDir: string, sim: RunningSimulator, options: { crashAt?: CrashPoint; args?: string[] } = {}): Promise<TillProcess> {
  const host = await startWebHostProcess({
    from: 'source',
    args: ['--port', '0', '--data-dir', dataDir, '--environment', 'sandbox', '--base-url', sim.url, '--auth-url', sim.url, '--client-id', sim.clientId, '--client-secret', sim.clientSecret, ...(options.args ?? [])],
    env: options.crashAt ? { AIRTIME_TILL_CRASH_AT: options.crashAt } : {},
    readyTimeoutMs: 60_000,
  });
  const call = async (method: string, input?: unknown): Promise<unknown> => {
    const response = await fetch(`http://127.0.0.1:${host.port}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-till-token': host.token },
      body: input === undefined ? undefined : JSON.stringify(input),
    });
    const text = await response.text();
    seenBodies.push(text);
    const body = JSON.parse(text) as { error?: { code: string; message: string } };
    if (!response.ok) throw new ApiError(response.status, body.error?.code ?? 'UNKNOWN', body.error?.message ?? text);
    return body;
  };
  let ended = false;
  void host.exited.then(() => {
    ended = true;
  });
  return Object.assign(host, { call: call as TillProcess['call'], gone: () => ended });
}

/** Polls until `done` holds (the child's events are not needed: its journal is the truth). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch {
      // The process may be starting or dying: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not reached in ${timeoutMs} ms (last: ${JSON.stringify(last)?.slice(0, 300)})`);
}

export const FINAL = ['succeeded', 'refunded', 'failed', 'cancelled'];
export const isFinalSale = (sale: Sale) => FINAL.includes(sale.state);

export const newRequestId = (): string => randomUUID();
