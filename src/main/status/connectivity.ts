/**
 * Whether the service is reachable, learnt from a probe (the balance endpoint, which also keeps the
 * balance on screen fresh) and from every send that could not connect. Offline, it probes on a timer
 * and tells the sale engine the moment the service answers again.
 */
import type { Money } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import { toMicros } from '../../shared/money';
import type { TopupClient } from '../topup-api';
import { toIsoTimestamp } from '../topup-api';
import type { Logger } from '../logger';
import type { TillTimings } from '../timings';
import { createTimers } from '../timers';
import { createShutdownSignal } from '../shutdown-signal';

export type ConnectivityState = 'online' | 'offline' | 'checking';

export interface ConnectivityDeps {
  client: () => TopupClient;
  now: () => Date;
  timings: Pick<TillTimings, 'probeIntervalMs'>;
  logger: Logger;
  onChange: () => void;
  onOnline: () => void;
}

function serviceTime(text: string | null): number | null {
  const iso = text === null ? null : toIsoTimestamp(text);
  return iso === null ? null : Date.parse(iso);
}

/** While online, the balance is refreshed this many probe intervals apart. */
const ONLINE_PROBE_FACTOR = 12;

export function createConnectivity(deps: ConnectivityDeps) {
  const timers = createTimers();
  const aborter = createShutdownSignal();
  let state: ConnectivityState = 'checking';
  let balance: { amount: Money; updatedAt: string } | null = null;
  /** The service's time of the balance shown, so an older answer (a reconciled sale) cannot replace it. */
  let balanceAsOf = -Infinity;
  let probing: Promise<void> | null = null;
  /** The last reason logged: a wrong address fails the same way every few seconds, and one line says it. */
  let lastWarning: string | null = null;

  function set(next: ConnectivityState): void {
    if (next === state) return;
    const cameBack = next === 'online';
    state = next;
    deps.onChange();
    if (cameBack) deps.onOnline();
  }

  function scheduleProbe(): void {
    const interval = deps.timings.probeIntervalMs * (state === 'online' ? ONLINE_PROBE_FACTOR : 1);
    timers.after(interval, () => void probe(), 'probe');
  }

  async function runProbe(): Promise<void> {
    try {
      const result = await deps.client().getBalance({ signal: aborter.signal });
      balance = { amount: { micros: toMicros(result.balance), currency: result.currencyCode }, updatedAt: deps.now().toISOString() };
      balanceAsOf = serviceTime(result.updatedAt) ?? balanceAsOf;
      lastWarning = null;
      if (state === 'online') deps.onChange();
      set('online');
    } catch (error) {
      if (aborter.signal.aborted) return;
      set('offline');
      // Without credentials nothing will change by asking again: new credentials start a probe themselves.
      if (error instanceof TillError && error.code === 'INVALID_CREDENTIALS') return;
      const reason = messageOf(error);
      if (reason !== lastWarning) deps.logger.warn('the top-up service is not reachable', { error: reason });
      lastWarning = reason;
    }
    scheduleProbe();
  }

  function probe(): Promise<void> {
    probing ??= runProbe().finally(() => {
      probing = null;
    });
    return probing;
  }

  return {
    state: () => state,
    isOnline: () => state === 'online',
    balance: () => balance,
    probe,
    markOffline(reason: string): void {
      if (state === 'offline') return;
      deps.logger.warn('went offline', { reason });
      set('offline');
      scheduleProbe();
    },
    /** A top-up's answer carries the new balance as of the service's time: no need to ask for it. */
    noteBalance(amount: Money, asOf: string | null): void {
      const time = serviceTime(asOf);
      if (time !== null && time < balanceAsOf) return deps.onChange();
      balance = { amount, updatedAt: deps.now().toISOString() };
      if (time !== null) balanceAsOf = time;
      deps.onChange();
    },
    async close(): Promise<void> {
      timers.clear();
      aborter.abort();
      await probing;
    },
  };
}

export type Connectivity = ReturnType<typeof createConnectivity>;
