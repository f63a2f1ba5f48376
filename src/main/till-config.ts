/** What a front door (Electron shell, web host, tests) hands the core's composition root. */
import type { Environment } from '../shared/contract';
import type { SecretStore } from './settings/secret-store';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface TillConfig {
  /** Folder for the journal (SQLite) and the settings file. Created if missing. */
  dataDir: string;
  /** Where credentials live; defaults to the encrypted file store in dataDir. */
  secrets?: SecretStore;
  /** better-sqlite3 binding built for Electron's ABI, when running inside Electron. */
  nativeBinding?: string;
  /** Overrides of the settings' environment and of the service addresses (custom deployments, a standalone simulator). */
  environment?: Environment;
  baseUrl?: string;
  authUrl?: string;
  /** Credentials given on the command line for this run only; never written to disk. */
  credentials?: { clientId: string; clientSecret: string };
  /** Options for the in-process simulator of the `training` environment (tests shorten its waits). */
  training?: import('./simulator').SimulatorOptions;
  /** HTTP timeouts of the service client (tests shorten them to provoke timeouts quickly). */
  http?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  logger?: Logger;
  /** Test hooks: a clock, and timings of the background loops. */
  now?: () => Date;
  /**
   * Called at each step of a sale where a power cut is most dangerous; the crash sweep's web host kills
   * itself there (see web-host.ts). Nothing else sets it.
   */
  crashPoint?: (point: CrashPoint) => void;
  timings?: Partial<TillTimings>;
}

/** After the `queued` commit; after the `sending` commit, before the request; answer in hand, before its commit. */
export type CrashPoint = 'queued' | 'sending' | 'answered';

export interface TillTimings {
  /** How often the connectivity probe runs while offline. */
  probeIntervalMs: number;
  /** First and longest wait between status polls of a PROCESSING sale. */
  pollMinMs: number;
  pollMaxMs: number;
  /** Wait before re-checking an `unknown` sale against the transactions report. */
  reconcileDelayMs: number;
  /** The service's waiting time between two recharges of one number. */
  rechargeWaitMs: number;
  /** A catalog older than this is refreshed in the background. */
  catalogMaxAgeMs: number;
  /** How often the journal is backed up (besides after every Z). */
  backupEveryMs: number;
}

export const DEFAULT_TIMINGS: TillTimings = {
  probeIntervalMs: 5_000,
  pollMinMs: 1_000,
  pollMaxMs: 30_000,
  reconcileDelayMs: 3_000,
  rechargeWaitMs: 120_000,
  catalogMaxAgeMs: 24 * 60 * 60 * 1000,
  backupEveryMs: 60 * 60 * 1000,
};
