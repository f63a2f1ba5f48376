/** What a front door (Electron shell, web host, tests) hands the core's composition root. */
import type { CustomerDisplayScreen, Environment } from '../shared/contract';
import type { FileOpener } from './files/file-opener';
import type { FileSaver } from './files/file-saver';
import type { Logger } from './logger';
import type { PagePrinter } from './printing/page-printer';
import type { SecretStore } from './settings/secret-store';
import type { CrashPoint, TillTimings } from './timings';

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
  /** The desktop app's printing to the computer's printers (`webContents.print`); absent in a browser. */
  pagePrinter?: PagePrinter;
  /** The desktop app's save dialog, for the day's CSV; absent in a browser, which downloads the file instead. */
  saveFile?: FileSaver;
  /** The desktop app's screens, for Settings → Customer display (Electron's `screen.getAllDisplays()`); absent in a browser. */
  customerScreens?: () => CustomerDisplayScreen[];
  /** The desktop app's open dialog, for a chain's enrolment file; absent in a browser, where the manager types its path. */
  openFile?: FileOpener;
  /** Test hooks: a clock, and timings of the background loops. */
  now?: () => Date;
  /**
   * Called at each step of a sale where a power cut is most dangerous; the crash sweep's web host kills
   * itself there (see web-host.ts). Nothing else sets it.
   */
  crashPoint?: (point: CrashPoint) => void;
  timings?: Partial<TillTimings>;
  /** scrypt's cost for PINs; tests that sign in many times may lower it. */
  pinCost?: { n: number; r: number; p: number };
}
