/**
 * Everything the till runs for one environment: its own journal file (training sales never mix with live
 * ones in a day's totals), its client of the service (the in-process simulator for training), catalog,
 * connectivity and sale engine.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Actor } from '../shared/actor';
import type { Clerk, Environment, Status } from '../shared/contract';
import { messageOf, TillError } from '../shared/errors';
import { toMicros } from '../shared/money';
import { version } from '../../package.json';
import { createBackupService } from './backups/backup-service';
import { createCatalog } from './catalog/catalog';
import type { EventBus } from './events';
import { createCatalogRepo } from './journal/catalog-repo';
import { createChainLogRepo } from './journal/chain-log-repo';
import { connectCentral } from './chain/central-link';
import { createChainSync } from './chain/chain-sync';
import type { ChainEnrolment } from './chain/enrolment';
import { createClosuresRepo } from './journal/closures-repo';
import { journalFile } from './journal/journal-file';
import { createBackgroundCheck } from './journal/background-check';
import { createDayTotals } from './journal/day-totals';
import { openJournal, type Db } from './journal/open';
import { createSalesRepo } from './journal/sales-repo';
import { pinCodeOf } from './journal/sale-view';
import { createShiftsRepo } from './journal/shifts-repo';
import { createAuditRepo } from './journal/audit-repo';
import { createShiftsService } from './clerks/shifts-service';
import { createPrintJobsRepo } from './journal/print-jobs-repo';
import { createPrintService } from './printing/print-service';
import { createReceipts } from './receipts/receipts-service';
import { createReportsService } from './reports/reports-service';
import { createSalesService } from './sales/sales-service';
import type { SecretStore } from './settings/secret-store';
import type { SettingsStore } from './settings/settings-store';
import { SIMULATOR_DEFAULTS, startSimulator, StateFileError, type RunningSimulator } from './simulator';
import { createConnectivity } from './status/connectivity';
import { createStatusEvents } from './status/status-events';
import { statusView } from './status/status-view';
import type { Logger } from './logger';
import type { TillTimings } from './timings';
import type { TillConfig } from './till-config';
import { clientFor } from './service-client';
import type { TopupClient } from './topup-api';

export interface EnvironmentRuntimeDeps {
  environment: Environment;
  config: TillConfig;
  settings: SettingsStore;
  secrets: SecretStore;
  bus: EventBus;
  logger: Logger;
  now: () => Date;
  timings: TillTimings;
  /** A background failure that may be the journal's (damaged, read-only, I/O): the till decides whether to halt. */
  onFault: (error: unknown) => void;
  /** The clerk signed in; null on a till whose first manager is not set up yet (its sales carry Settings' name). */
  signedIn: () => Clerk | null;
  /** Who is at the till, as the audit trail names them, for what the till does by itself (an automatic print). */
  actor: () => Actor;
  /** The till's chain enrolment, if it has one: this journal's log goes to that chain when it names this environment. */
  chainEnrolment: () => ChainEnrolment | null;
}

/**
 * The in-process simulator of the training environment, keeping its balance and history in the data dir.
 * A damaged history file is set aside rather than stopping the till: it only holds practice sales.
 */
async function trainingService(deps: EnvironmentRuntimeDeps): Promise<RunningSimulator> {
  const statePath = join(deps.config.dataDir, 'training-service.json');
  const start = () => startSimulator({ statePath, ...deps.config.training });
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StateFileError)) throw error;
    const aside = `${statePath}.damaged-${Date.now()}`;
    deps.logger.warn('training history was damaged; starting a fresh one', { movedTo: aside });
    renameSync(statePath, aside);
    return start();
  }
}

/** Where backups go when the manager has not chosen a folder (inside the data folder): better than none, but on the same disk. */
export const DEFAULT_BACKUP_FOLDER = 'backups';

export function defaultBackupFolder(dataDir: string): string {
  return join(dataDir, DEFAULT_BACKUP_FOLDER);
}

export async function openEnvironmentRuntime(deps: EnvironmentRuntimeDeps) {
  const { environment, config } = deps;
  const file = journalFile(config.dataDir, environment);
  // Holds the journal's exclusive lock from here until close: one till per journal.
  const db = openJournal(file, { environment, ...(config.nativeBinding ? { nativeBinding: config.nativeBinding } : {}) });
  let simulator: RunningSimulator | null = null;
  try {
    // Training runs the built-in simulator in process, unless told to use another service address.
    simulator = environment === 'training' && !config.baseUrl ? await trainingService(deps) : null;
    return assemble(deps, db, file, simulator);
  } catch (error) {
    db.close();
    await simulator?.close();
    throw error;
  }
}

/** Wires one environment's services around its open journal. */
function assemble(deps: EnvironmentRuntimeDeps, db: Db, file: string, simulator: RunningSimulator | null) {
  const { environment, config, settings, bus, logger, now, timings, onFault } = deps;
  const salesRepo = createSalesRepo(db);
  const journalCheck = createBackgroundCheck(db, file, { onFault, logger });
  const catalogRepo = createCatalogRepo(db);
  const closures = createClosuresRepo(db);

  let client: TopupClient | null = null;
  /** Credentials for this run: the command line's, else the stored ones; training uses the simulator's own. */
  function credentials() {
    if (simulator) return { clientId: simulator.clientId, clientSecret: simulator.clientSecret };
    if (environment === 'training') return config.credentials ?? { clientId: SIMULATOR_DEFAULTS.clientId, clientSecret: SIMULATOR_DEFAULTS.clientSecret };
    if (config.credentials) return config.credentials;
    try {
      return deps.secrets.get(environment);
    } catch (error) {
      // Stored credentials that can no longer be read (a changed keyring) must not keep the till from
      // opening: it starts as "not configured" and a manager enters them again in Settings.
      logger.error('stored credentials could not be read', { environment, error: messageOf(error) });
      return null;
    }
  }
  function buildClient(): TopupClient | null {
    const creds = credentials();
    if (!creds) return null;
    return clientFor(config, environment, creds, { ...(simulator ? { baseUrl: simulator.url } : {}), logger });
  }
  client = buildClient();
  const requireClient = (): TopupClient => {
    if (client) return client;
    throw new TillError('INVALID_CREDENTIALS', `No credentials are set for the ${environment} environment. A manager can add them in Settings.`);
  };

  const statusEvents = createStatusEvents(
    () => bus.emit('status.changed', status()),
    (error) => {
      logger.error('could not read the status', { error: String(error) });
      onFault(error);
    },
  );
  const emitStatus = statusEvents.announce;
  const connectivity = createConnectivity({
    client: requireClient,
    now,
    timings,
    logger,
    onChange: emitStatus,
    onOnline: () => {
      sales.resume();
      if (catalog.isStale() && !catalog.syncing()) void catalog.sync().catch(() => undefined);
    },
  });
  const catalog = createCatalog({
    repo: catalogRepo,
    client: requireClient,
    now,
    maxAgeMs: timings.catalogMaxAgeMs,
    logoTimeoutMs: timings.logoTimeoutMs,
    logger,
    markOffline: (reason) => connectivity.markOffline(reason),
    onProgress: (progress) => {
      bus.emit('catalog.progress', progress);
      if (progress.phase === 'done' || progress.phase === 'failed' || progress.phase === 'countries') emitStatus();
    },
  });
  const backups = createBackupService({
    db,
    environment,
    target: () => {
      const { folder, keep } = settings.get().backup;
      return { folder: folder || defaultBackupFolder(config.dataDir), keep };
    },
    everyMs: timings.backupEveryMs,
    ...(config.nativeBinding ? { nativeBinding: config.nativeBinding } : {}),
    now,
    logger,
  });
  const shiftsRepo = createShiftsRepo(db);
  // The trail files an action under the day sales are booked to now (reports, made next, knows it).
  const audit = createAuditRepo(db, { now, currentDay: () => reports.currentDay() });
  const reports = createReportsService({
    sales: salesRepo,
    days: createDayTotals(db),
    closures,
    shifts: shiftsRepo,
    audit: () => audit,
    client: requireClient,
    rule: () => settings.get().businessDay,
    now,
    onClosed: (day) => {
      chain.kick();
      // The full check, or on a large journal (45 s at a million sales) the whole journal read in the background.
      journalCheck.afterClose();
      void backups.run(`Z of ${day}`).catch(() => undefined);
    },
  });
  /** Who a new sale belongs to: the clerk signed in and the drawer's open shift (a till with no clerks yet: neither). */
  function booking() {
    const businessDay = reports.currentDay();
    const clerk = deps.signedIn();
    if (!clerk) return { businessDay, clerk: settings.get().clerk, clerkId: null, shift: 0 };
    const shift = shiftsRepo.current();
    if (!shift) throw new TillError('NO_SHIFT', 'Open a shift first: count the float into the drawer, then sell.');
    return { businessDay, clerk: clerk.name, clerkId: clerk.id, shift: shift.id };
  }
  const shifts = createShiftsService({ shifts: shiftsRepo, sales: salesRepo, audit, currentDay: reports.currentDay, signedIn: deps.signedIn, now });

  const sales = createSalesService({
    repo: salesRepo,
    audit,
    catalog,
    bus,
    client: requireClient,
    environment,
    booking,
    sending: () => settings.get().sending,
    isOnline: connectivity.isOnline,
    markOffline: connectivity.markOffline,
    now,
    timings,
    logger,
    onFault,
    ...(config.crashPoint ? { crashPoint: config.crashPoint } : {}),
  });

  const printJobs = createPrintJobsRepo(db);
  const saleOf = (id: string) => sales.get(id).sale;
  // The one way to a PIN's code inside the core: a counted copy (print, PDF, Show PIN) asks for it.
  const pinCode = (id: string) => {
    const row = salesRepo.get(id);
    return row ? pinCodeOf(row) : null;
  };
  const receipts = createReceipts({
    sale: saleOf,
    jobs: printJobs,
    settings: () => settings.get(),
    shiftReport: (id) => shifts.report(id),
    daySummary: (day) => reports.printable(day),
    environment,
    pinCode,
    now,
    online: connectivity.isOnline,
    printTimeoutMs: timings.printTimeoutMs,
  });
  const printing = createPrintService({
    receipts,
    jobs: printJobs,
    audit,
    sale: saleOf,
    pinCode,
    actor: deps.actor,
    settings: () => settings.get(),
    pagePrinter: config.pagePrinter,
    bus,
    logger,
    now,
    timeoutMs: timings.printTimeoutMs,
    onFault,
  });
  sales.watch((_row, _outcome, sale) => printing.saleChanged(sale));

  // Every change of the journal leaves an entry in its chain log (its triggers); the loop ships them.
  const chain = createChainSync({
    log: createChainLogRepo(db),
    environment,
    enrolment: deps.chainEnrolment,
    identity: () => ({ version, timeZone: settings.get().businessDay.timeZone }),
    connect: (enrolment) => connectCentral(enrolment),
    timings,
    now,
    logger,
    onChange: (chainStatus) => bus.emit('chain.changed', chainStatus),
    onFault,
    ...(config.crashPoint ? { crashPoint: config.crashPoint } : {}),
  });
  sales.watch(() => chain.kick());
  const stopChainKicks = bus.on('session.changed', () => chain.kick());

  // A settled top-up carries the account's new balance; and every sale change moves the pending count.
  sales.watch((_row, outcome) => {
    const info = outcome?.transaction?.balanceInfo;
    if (info?.newBalance != null && info.currencyCode) {
      connectivity.noteBalance({ micros: toMicros(info.newBalance), currency: info.currencyCode }, info.updatedAt);
    } else emitStatus();
  });

  function status(): Status {
    const current = settings.get();
    return statusView({
      environment,
      connectivity: connectivity.state(),
      credentialsConfigured: client !== null,
      pendingSales: sales.pendingCount(),
      balance: connectivity.balance(),
      lowBalanceThreshold: current.lowBalanceThreshold,
      catalog: { ...catalog.counts(), syncedAt: catalog.syncedAt(), syncing: catalog.syncing() },
      businessDay: reports.currentDay(),
      clerk: deps.signedIn()?.name ?? current.clerk,
      shift: shiftsRepo.current()?.id ?? 0,
      version,
    });
  }

  sales.start();
  journalCheck.afterOpen();
  void connectivity.probe().then(() => {
    if (connectivity.isOnline() && catalog.isStale() && !catalog.syncing()) void catalog.sync().catch(() => undefined);
  });

  return {
    environment,
    file,
    backups,
    catalog,
    sales,
    reports,
    receipts,
    printing,
    connectivity,
    shifts,
    audit,
    /** The currency a float is counted in by default: the account's, else the last float's, else the last sale's. */
    cashCurrency(): string {
      return connectivity.balance()?.amount.currency ?? shiftsRepo.lastFloatCurrency() ?? salesRepo.lastCurrency() ?? 'USD';
    },
    /**
     * A receipt or report job still within its printing time: its page is being printed. Never a voucher: a
     * locked till must not show a PIN to whoever finds the page.
     */
    printingNow(jobId: number): boolean {
      const job = printJobs.get(jobId);
      return job !== undefined && job.kind !== 'voucher' && now().getTime() - Date.parse(job.startedAt) < timings.printTimeoutMs;
    },
    voucherOfJob(jobId: number): string | null {
      const job = printJobs.get(jobId);
      return job?.kind === 'voucher' ? job.saleId : null;
    },
    /** Whether another copy of this sale's voucher now (a print, a PDF, its PIN shown) is its third or later, which the setting gives to a manager. */
    reprintNeedsManager(saleId: string): boolean {
      return settings.get().clerks.reprintsNeedManager && printJobs.copies(saleId, 'voucher') >= 2;
    },
    status,
    chain,
    client: requireClient,
    /** New credentials for this environment: a new client, and a fresh look at the service. */
    async reloadCredentials(): Promise<void> {
      const old = client;
      client = buildClient();
      await old?.close();
      void connectivity.probe();
    },
    async close(): Promise<void> {
      journalCheck.close();
      statusEvents.close();
      stopChainKicks();
      // Before the journal closes: the loop reads the log and writes what the centre acknowledged.
      await chain.close();
      // Refuses new print jobs now; the ones under way (an automatic print of a sale settling below) finish.
      const printed = printing.close();
      try {
        await sales.close();
        await printed;
        await catalog.close();
        await connectivity.close();
        await backups.close();
        await client?.close();
      } finally {
        db.close();
        await simulator?.close();
      }
    },
  };
}

export type EnvironmentRuntime = ReturnType<typeof assemble>;
