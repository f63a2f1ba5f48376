/**
 * Fault injection: queued rules first, then a seeded-random share of requests. Decided when a
 * request arrives; server.ts carries the decision out.
 */
import { seededRandom, type Random } from './random';
import type { FaultController, FaultKind, FaultRule, RandomFaultRates } from './types';

export interface FaultDecision {
  kind: FaultKind;
  /** HTTP status for 'status' faults. */
  status: number;
}

interface QueuedRule {
  rule: FaultRule;
  remaining: number;
}

const KINDS: readonly FaultKind[] = ['status', 'reset', 'hang', 'malformed', 'rate-limit', 'lose-response'];

/** Which rate of `RandomFaultRates` produces which fault, in the order the random draw is cut. */
const RATE_KINDS: ReadonlyArray<readonly [keyof RandomFaultRates, FaultKind]> = [
  ['errorRate', 'status'],
  ['resetRate', 'reset'],
  ['hangRate', 'hang'],
  ['malformedRate', 'malformed'],
  ['rateLimitRate', 'rate-limit'],
  ['loseResponseRate', 'lose-response'],
];

function checkStatus(status: number): number {
  if (!Number.isInteger(status) || status < 400 || status > 599) throw new RangeError(`fault status must be 400-599, got ${status}`);
  return status;
}

/** Throws a RangeError unless every rate is within 0..1, they add up to at most 1, and the status is an error status. */
export function checkRandomRates(rates: RandomFaultRates): void {
  let total = 0;
  for (const [name] of RATE_KINDS) {
    const rate = rates[name] ?? 0;
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`${name} must be between 0 and 1`);
    total += rate;
  }
  if (total > 1) throw new RangeError('fault rates add up to more than 1');
  if (rates.status !== undefined) checkStatus(rates.status);
}

export class Faults implements FaultController {
  private rules: QueuedRule[] = [];
  private rates: RandomFaultRates | null = null;
  private offline = false;
  private held: { which: Pick<FaultRule, 'method' | 'path'>; until: Promise<void>; release: () => void } | null = null;
  private readonly random: Random;

  constructor(
    seed: number,
    private latency: number,
  ) {
    this.random = seededRandom(seed ^ 0x5eed);
  }

  inject(rule: FaultRule): void {
    if (!KINDS.includes(rule.kind)) throw new RangeError(`unknown fault kind: ${String(rule.kind)}`);
    const times = rule.times ?? 1;
    if (!(times > 0)) throw new RangeError('fault times must be positive');
    if (rule.status !== undefined) checkStatus(rule.status);
    this.rules.push({ rule, remaining: times });
  }

  setRandom(rates: RandomFaultRates | null): void {
    if (rates) checkRandomRates(rates);
    this.rates = rates;
  }

  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  setLatency(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('latency must be a non-negative number of milliseconds');
    this.latency = ms;
  }

  hold(which: Pick<FaultRule, 'method' | 'path'> = {}): () => void {
    // One hold at a time: a new one releases the one before.
    this.held?.release();
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    const held = { which, until, release };
    this.held = held;
    return () => {
      if (this.held === held) this.held = null;
      held.release();
    };
  }

  /** What a request arriving now waits for before its fault and answer; null when it is not held. */
  holding(method: string, path: string): Promise<void> | null {
    return this.held && matches({ kind: 'hang', ...this.held.which }, method, path) ? this.held.until : null;
  }

  clear(): void {
    this.rules = [];
    this.rates = null;
    this.offline = false;
    this.held?.release();
    this.held = null;
  }

  isOffline(): boolean {
    return this.offline;
  }

  latencyMs(): number {
    return this.latency;
  }

  /** The fault to apply to a request, consuming one use of the first matching rule. */
  decide(method: string, path: string): FaultDecision | null {
    const queued = this.rules.find(({ rule }) => matches(rule, method, path));
    if (queued) {
      queued.remaining -= 1;
      if (queued.remaining <= 0) this.rules = this.rules.filter((entry) => entry !== queued);
      return { kind: queued.rule.kind, status: queued.rule.status ?? 503 };
    }
    if (!this.rates) return null;
    let draw = this.random();
    for (const [name, kind] of RATE_KINDS) {
      draw -= this.rates[name] ?? 0;
      if (draw < 0) return { kind, status: this.rates.status ?? 503 };
    }
    return null;
  }
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.path === undefined) return true;
  return typeof rule.path === 'string' ? path.startsWith(rule.path) : rule.path.test(path);
}
