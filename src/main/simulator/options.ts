/** Options with their defaults, checked once so every later module can trust them. */
import type { SimulatorOptions } from './types';

export interface ResolvedOptions {
  host: string;
  port: number;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  balance: number;
  currencyCode: string;
  rechargeWaitSeconds: number;
  latencyMs: number;
  seed: number;
  statePath: string | null;
  settleMs: number;
  dailyAmountLimit: number | null;
  dailyCountLimit: number | null;
  tokenClock: () => number;
  extraNetworks: Readonly<Record<string, readonly string[]>>;
  audiences: readonly string[];
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 0,
  clientId: 'training-client',
  clientSecret: 'training-secret',
  tokenTtlSeconds: 86_400,
  balance: 10_000,
  currencyCode: 'USD',
  rechargeWaitSeconds: 120,
  latencyMs: 0,
  seed: 1,
  settleMs: 3_000,
} as const;

export class OptionError extends RangeError {
  override readonly name = 'OptionError';
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new OptionError(message);
}

const finiteAtLeast = (value: number, min: number) => Number.isFinite(value) && value >= min;

export function resolveOptions(options: SimulatorOptions = {}): ResolvedOptions {
  const resolved: ResolvedOptions = {
    host: options.host ?? DEFAULTS.host,
    port: options.port ?? DEFAULTS.port,
    clientId: options.clientId ?? DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? DEFAULTS.clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
    balance: options.balance ?? DEFAULTS.balance,
    currencyCode: (options.currencyCode ?? DEFAULTS.currencyCode).toUpperCase(),
    rechargeWaitSeconds: options.rechargeWaitSeconds ?? DEFAULTS.rechargeWaitSeconds,
    latencyMs: options.latencyMs ?? DEFAULTS.latencyMs,
    seed: options.seed ?? DEFAULTS.seed,
    statePath: options.statePath ?? null,
    settleMs: options.settleMs ?? DEFAULTS.settleMs,
    dailyAmountLimit: options.dailyAmountLimit ?? null,
    dailyCountLimit: options.dailyCountLimit ?? null,
    tokenClock: options.tokenClock ?? Date.now,
    extraNetworks: options.extraNetworks ?? {},
    audiences: options.audiences ?? [],
  };
  check(Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65535, 'port must be an integer from 0 to 65535');
  check(resolved.clientId !== '' && resolved.clientSecret !== '', 'client id and secret must not be empty');
  check(finiteAtLeast(resolved.tokenTtlSeconds, 0) && resolved.tokenTtlSeconds > 0, 'token TTL must be a positive number of seconds');
  check(finiteAtLeast(resolved.balance, 0), 'balance must be a non-negative amount');
  check(/^[A-Z]{3}$/.test(resolved.currencyCode), 'currency code must be three letters');
  check(finiteAtLeast(resolved.rechargeWaitSeconds, 0), 'recharge wait must be a non-negative number of seconds');
  check(finiteAtLeast(resolved.latencyMs, 0), 'latency must be a non-negative number of milliseconds');
  check(Number.isSafeInteger(resolved.seed), 'seed must be an integer');
  check(finiteAtLeast(resolved.settleMs, 0), 'settle time must be a non-negative number of milliseconds');
  check(resolved.dailyAmountLimit === null || finiteAtLeast(resolved.dailyAmountLimit, 0), 'daily amount limit must be a non-negative amount');
  check(
    Object.entries(resolved.extraNetworks).every(([iso, names]) => /^[A-Z]{2}$/.test(iso) && names.every((name) => name.trim() !== '')),
    'extra networks are names (not empty) under two-letter upper-case country codes',
  );
  check(resolved.dailyCountLimit === null || (Number.isInteger(resolved.dailyCountLimit) && resolved.dailyCountLimit >= 0), 'daily count limit must be a non-negative integer');
  return resolved;
}
