/** The simulator's public types (re-exported by index.ts): other modules code against these names. */

export interface SimulatorOptions {
  host?: string;
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Fractional values are allowed programmatically. */
  tokenTtlSeconds?: number;
  balance?: number;
  currencyCode?: string;
  /** Waiting time between two top-ups of the same recipient; fractional allowed; 0 disables it. */
  rechargeWaitSeconds?: number;
  latencyMs?: number;
  seed?: number;
  /** Persist balance, transactions and async jobs as JSON here; loaded on start when present. */
  statePath?: string;
  /** How long PROCESSING and asynchronous top-ups take to settle. */
  settleMs?: number;
  dailyAmountLimit?: number | null;
  dailyCountLimit?: number | null;
  /** The clock tokens are issued and checked by (default the system's): a test moves it to expire a token without waiting. */
  tokenClock?: () => number;
  /**
   * More main airtime networks for some countries, by ISO code, beyond the built-in ones: a service's catalog as a
   * shop meets it, with names as long as real ones get ("… Mobile Telecommunications Limited"). Default none.
   */
  extraNetworks?: Readonly<Record<string, readonly string[]>>;
  /**
   * Token audiences it accepts besides the sandbox's and its own URLs: a test's stand-in for the live service names
   * the live API here, for a till that works in `live`. Default none: a live till pointed at it by mistake is refused.
   */
  audiences?: readonly string[];
}

export type FaultKind = 'status' | 'reset' | 'hang' | 'malformed' | 'rate-limit' | 'lose-response';

export interface FaultRule {
  kind: FaultKind;
  /** For 'status'; default 503. */
  status?: number;
  /** How many matching requests it applies to; default 1; Infinity allowed. */
  times?: number;
  method?: string;
  /** A string is a path prefix; a RegExp is tested on the path. */
  path?: string | RegExp;
}

export interface RandomFaultRates {
  errorRate?: number;
  resetRate?: number;
  hangRate?: number;
  malformedRate?: number;
  rateLimitRate?: number;
  loseResponseRate?: number;
  /** Status of the `errorRate` answers; default 503. */
  status?: number;
}

export interface FaultController {
  /** Queued, deterministic rules, matched in order. */
  inject(rule: FaultRule): void;
  /** A seeded-random share of all requests. */
  setRandom(rates: RandomFaultRates | null): void;
  /** While offline every new connection and request is reset at once. */
  setOffline(offline: boolean): void;
  /** Added latency per request, in milliseconds. */
  setLatency(ms: number): void;
  /**
   * Holds the requests that match from now on (all of them by default; `method` and `path` as in a rule), counted
   * but unanswered, until the returned function releases them (their faults and answers then follow as usual): a
   * test acts while a request is provably in flight, with no clock.
   */
  hold(which?: Pick<FaultRule, 'method' | 'path'>): () => void;
  /** Removes rules, random rates and offline mode, and releases held requests (latency stays). */
  clear(): void;
}

export interface SimulatorStats {
  tokenRequests: number;
  requests: number;
  topupRequests: number;
  /** Requests to the logo CDN, counted apart from the API's. */
  logoRequests: number;
}

export interface RunningSimulator {
  /** API base and auth base (`POST {url}/oauth/token`). */
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  faults: FaultController;
  stats(): SimulatorStats;
  /** Every recorded top-up transaction, oldest first, as the reports endpoint shows it. */
  transactions(): ReadonlyArray<unknown>;
  balance(): number;
  setBalance(amount: number): void;
  /** Stops listening, destroys open sockets (hung ones included), clears timers, flushes state. */
  close(): Promise<void>;
}
