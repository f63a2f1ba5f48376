/**
 * The built-in Top-up service simulator (training mode, test double, standalone server).
 * `startSimulator()` composes the catalog, the ledger, top-ups, auth, faults and the HTTP server.
 */
import { fromMicros, toMicros } from './amounts';
import { Auth } from './auth';
import { buildCatalog } from './catalog';
import { findCurrency } from './catalog/currencies';
import { Faults } from './faults';
import { Ledger, type LedgerState } from './ledger';
import { createLogoCdn } from './logos';
import { OptionError, resolveOptions } from './options';
import { hashString } from './random';
import { buildRoutes } from './routes';
import { SimulatorServer } from './server';
import { loadState, saveState } from './state';
import { Topups } from './topups';
import { transactionRecord } from './transaction-record';
import type { RunningSimulator, SimulatorOptions, SimulatorStats } from './types';

export type {
  FaultController,
  FaultKind,
  FaultRule,
  RandomFaultRates,
  RunningSimulator,
  SimulatorOptions,
  SimulatorStats,
} from './types';
export { SANDBOX_AUDIENCE } from './auth';
export { VERSIONED_MEDIA_TYPE } from './accept';
export { DEFAULTS as SIMULATOR_DEFAULTS, OptionError } from './options';
export { StateFileError } from './state';

/** Transaction ids start at a seed-stable number from 10000 up. */
const firstTransactionId = (seed: number): number => 10_000 + (hashString(`transactions:${seed}`) % 9_000);

const baseUrl = (host: string, port: number): string => {
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
};

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const config = resolveOptions(options);
  const account = findCurrency(config.currencyCode);
  if (!account) throw new OptionError(`unknown currency code ${config.currencyCode}`);
  const catalog = buildCatalog(config.seed, account, Date.now(), config.extraNetworks);
  const unknown = Object.keys(config.extraNetworks).filter((iso) => !catalog.country(iso));
  if (unknown.length > 0) throw new OptionError(`extra networks for countries the catalog does not have: ${unknown.join(', ')}`);

  const statePath = config.statePath;
  const now = Date.now();
  const state: LedgerState = (statePath ? loadState(statePath) : null) ?? {
    balanceMicros: toMicros(config.balance),
    balanceUpdatedAt: now,
    nextTransactionId: firstTransactionId(config.seed),
    transactions: [],
    asyncRefusals: [],
  };
  const persist = statePath ? (changed: LedgerState) => saveState(statePath, changed) : () => undefined;
  const ledger = new Ledger(state, persist);
  persist(state);

  const topups = new Topups(catalog, ledger, {
    rechargeWaitMs: config.rechargeWaitSeconds * 1000,
    settleMs: config.settleMs,
    dailyAmountLimitMicros: config.dailyAmountLimit === null ? null : toMicros(config.dailyAmountLimit),
    dailyCountLimit: config.dailyCountLimit,
  });
  const faults = new Faults(config.seed, config.latencyMs);
  const stats: SimulatorStats = { tokenRequests: 0, requests: 0, topupRequests: 0, logoRequests: 0 };

  const server = new SimulatorServer();
  const port = await server.listen(config.host, config.port);
  const url = baseUrl(config.host, port);
  const auth = new Auth({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    now: config.tokenClock,
    seed: config.seed,
    ownUrls: [url, `http://localhost:${port}`, ...config.audiences],
  });
  server.serve({ url, routes: buildRoutes({ catalog, ledger, topups, auth }), logos: createLogoCdn(catalog), auth, faults, stats });
  topups.start();

  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    faults,
    stats: () => ({ ...stats }),
    transactions: () => ledger.transactions().map(transactionRecord),
    balance: () => fromMicros(ledger.balance()),
    setBalance: (amount: number) => {
      if (!(Number.isFinite(amount) && amount >= 0)) throw new OptionError('balance must be a non-negative amount');
      ledger.setBalance(toMicros(amount));
    },
    close: () => {
      closed ??= (async () => {
        topups.stop();
        await server.close();
        persist(state);
      })();
      return closed;
    },
  };
}
