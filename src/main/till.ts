/**
 * The composition root of the core: `createTill(config)` → `{ handlers, call, events, close }`. The same
 * core runs under Electron, under the web host and in tests; nothing here imports electron.
 */
import type { Environment, Halt, Handlers, MethodName, Settings } from '../shared/contract';
import { TillError } from '../shared/errors';
import { businessDayOf } from '../shared/business-day';
import { DEFAULT_BACKUP_FOLDER, defaultBackupFolder, openEnvironmentRuntime, type EnvironmentRuntime } from './environment-runtime';
import { journalFile } from './journal/journal-file';
import { createEventBus, type TillEvents } from './events';
import { auditHandlers } from './audit/handlers';
import { journalHandlers } from './backups/handlers';
import { catalogHandlers } from './catalog/handlers';
import { chainHandlers } from './chain/handlers';
import { parseEnrolment, readEnrolmentFile, type ChainEnrolment } from './chain/enrolment';
import { createAccess } from './clerks/access';
import { createClerksStore } from './clerks/clerks-store';
import { clerksHandlers } from './clerks/handlers';
import { createCustomerDisplay } from './customer/customer-display';
import type { CustomerDisplayDoor } from './customer/display-door';
import { customerHandlers } from './customer/handlers';
import { createDispatcher, registry } from './dispatch';
import { printingHandlers } from './printing/handlers';
import { receiptsHandlers } from './receipts/handlers';
import { reportsHandlers } from './reports/handlers';
import { salesHandlers } from './sales/handlers';
import { settingsHandlers } from './settings/handlers';
import { statusHandlers } from './status/handlers';
import { makeOwnerOnly } from './files/owner-only';
import { removeLeftovers } from './files/temporary-name';
import { createTrail } from './journal/audit-trail';
import { haltedCreateError, haltedError, haltOf, keepAsFound, unavailableHalt } from './journal/halt';
import { diskFullError, storageFaultOf } from './journal/storage-fault';
import { createConsoleLogger, type Logger } from './logger';
import { openFileSecretStore } from './settings/file-secret-store';
import { clientIdHint, type Credentials, type SecretStore } from './settings/secret-store';
import type { CredentialEnvironment } from '../shared/contract';
import { createSettingsStore } from './settings/settings-store';
import { shopPlacePatch } from './settings/shop-place-patch';
import { createTimers } from './timers';
import { DEFAULT_TIMINGS } from './timings';
import type { TillConfig } from './till-config';
import { clientFor } from './service-client';

export interface Till {
  handlers: Handlers;
  /** Validates `input` against the contract, runs the handler, validates the output; throws TillError on any failure. */
  call(method: string, input: unknown): Promise<unknown>;
  events: TillEvents;
  /** The customer display's own door: its view, its one answer; none of the contract's methods. */
  customer: CustomerDisplayDoor;
  /** Graceful: in-flight sends finish or are left to the reconciler; the journal is closed. */
  close(): Promise<void>;
}

/** Credentials given on the command line win over the stored ones while the till runs; the screen says which it uses. */
function credentialsStatus(secrets: SecretStore, environment: CredentialEnvironment, commandLine: Credentials | undefined): Settings['credentials']['sandbox'] {
  if (commandLine) return { configured: true, updatedAt: null, clientIdHint: clientIdHint(commandLine.clientId), source: 'command-line' };
  const info = secrets.info(environment);
  return info ? { configured: true, updatedAt: info.updatedAt, clientIdHint: info.clientIdHint, source: 'stored' } : { configured: false, updatedAt: null, clientIdHint: null, source: null };
}

/** What a halted till still answers: enough to show why, and to restore or try again. */
const WHILE_HALTED = new Set<MethodName>([
  'journal.health',
  'journal.reopen',
  'journal.backups',
  'journal.restore',
  'settings.get',
  // Clerks live beside the journal, not in it: who is at the till can still be asked and changed.
  'clerks.session',
  'clerks.list',
  'clerks.setup',
  'clerks.signIn',
  'clerks.lock',
]);

/** The enrolment kept in the secret store; one that no longer checks out is logged and the till runs unenrolled. */
function keptEnrolment(secrets: SecretStore, logger: Logger): ChainEnrolment | null {
  try {
    const text = secrets.chainEnrolment();
    return text === null ? null : parseEnrolment(text);
  } catch (error) {
    logger.error('the kept chain enrolment cannot be used; enrol the till again in Settings', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function createTill(config: TillConfig): Promise<Till> {
  // Numbers and PIN codes live here: private to the till's user, whoever made the folder.
  makeOwnerOnly(config.dataDir, [DEFAULT_BACKUP_FOLDER]);
  const logger = config.logger ?? createConsoleLogger();
  // What a till killed mid-write left (a settings file, a journal being created, a backup being restored): never finished, never to be.
  const leftovers = removeLeftovers(config.dataDir);
  if (leftovers.length > 0) logger.info('removed files a till left half-written when it stopped', { files: leftovers });
  const now = config.now ?? (() => new Date());
  const timings = { ...DEFAULT_TIMINGS, ...config.timings };
  const settings = createSettingsStore(config.dataDir, logger, now);
  const secrets = config.secrets ?? openFileSecretStore(config.dataDir, logger, now);
  const bus = createEventBus((error) => logger.warn('an event listener failed', { error: String(error) }));
  // What lives beside the journals (clerks, settings, credentials, the enrolment) is audited in the one open now.
  const trail = createTrail(() => requireRuntime().audit);
  const clerks = createClerksStore(config.dataDir, { trail, logger, now, ...(config.pinCost ? { pinCost: config.pinCost } : {}) });

  let environment: Environment = config.environment ?? settings.get().environment;
  let chainEnrolment = keptEnrolment(secrets, logger);
  /** Null while halted, restoring, or being replaced. */
  let runtime: EnvironmentRuntime | null = null;
  let halt: Halt | null = null;
  /** Which opened runtime is current: a fault raised by one being replaced or wound down must not halt its successor. */
  let opened = 0;
  let current = 0;
  /** The close of a runtime given up on a halt: its journal lock must be released before it is opened again. */
  let retiring: Promise<void> = Promise.resolve();
  let closed = false;

  /** A journal fault under the running environment: stop taking sales now, let the runtime wind down, tell every screen. */
  function onFault(error: unknown, file: string): void {
    if (halt) return;
    const found = haltOf(error, file, now());
    if (!found) return;
    // Damage met while running: closing folds the WAL into the file, so a copy as found is kept first.
    const kept = found.reason === 'damaged' ? keepAsFound(file, now()) : null;
    if (found.reason === 'damaged' && !kept) logger.error('could not keep a copy of the damaged journal as found', { file });
    const next = kept ? { ...found, file: kept } : found;
    halt = next;
    logger.error('the journal failed; the till has stopped taking sales', { reason: next.reason, file: next.file, what: next.what });
    const old = runtime;
    runtime = null;
    retiring = (old?.close() ?? Promise.resolve()).catch((closeError: unknown) => logger.error('could not close the failed journal', { error: String(closeError) }));
    bus.emit('till.halted', next);
  }

  function open(name: Environment): Promise<EnvironmentRuntime> {
    const generation = ++opened;
    const file = journalFile(config.dataDir, name);
    const faulted = (error: unknown) => {
      if (generation === current) onFault(error, file);
    };
    return openEnvironmentRuntime({
      environment: name,
      config,
      settings,
      secrets,
      bus,
      logger,
      now,
      timings,
      onFault: faulted,
      signedIn: () => access.signedIn(),
      actor: () => access.actor(),
      chainEnrolment: () => chainEnrolment,
    }).then((ready) => {
      current = generation;
      return ready;
    });
  }

  /**
   * Opens the environment's runtime, or halts: a journal that cannot be used stops sales, not the till. Only the
   * first start lets other errors through (another till holds the journal: this one must not run at all);
   * later ones (Try again, a restore) halt with what went wrong, so the screen always has a way back.
   */
  async function start(name: Environment, first = false): Promise<void> {
    await retiring;
    environment = name;
    try {
      runtime = await open(name);
      halt = null;
    } catch (error) {
      const file = journalFile(config.dataDir, name);
      const found = haltOf(error, file, now(), { atStart: true }) ?? (first ? null : unavailableHalt(error, file, now()));
      if (!found) throw error;
      halt = found;
      logger.error('the journal cannot be used; the till will not take sales', { reason: found.reason, file: found.file, what: found.what });
    }
  }
  const access = createAccess({
    clerks,
    idleLockMinutes: () => settings.get().clerks.idleLockMinutes,
    facts: {
      reprintNeedsManager: (saleId) => runtime?.reprintNeedsManager(saleId) ?? false,
      halted: () => halt !== null,
      printingNow: (jobId) => runtime?.printingNow(jobId) ?? false,
      voucherOfJob: (jobId) => runtime?.voucherOfJob(jobId) ?? null,
      isManager: (clerkId) => clerks.isManager(clerkId),
    },
    shift: () => runtime?.shifts.current() ?? null,
    cashCurrency: () => runtime?.cashCurrency() ?? 'USD',
    bus,
    now,
    logger,
  });
  // The status bar names the clerk and the shift: a sign-in or a shift opened changes it.
  bus.on('session.changed', () => announce());

  await start(environment, true);

  /** Every screen re-reads the status: the till takes sales again (or is still halted: status.get says so). */
  function announce(): void {
    if (runtime) bus.emit('status.changed', runtime.status());
  }

  function requireRuntime(): EnvironmentRuntime {
    if (runtime) return runtime;
    if (halt) throw haltedError(halt);
    throw new TillError('ILLEGAL_STATE', 'The till is opening its journal. Try again in a moment.');
  }

  // One environment switch, restore, reopen or close at a time; a failed switch leaves the old runtime in place.
  let switching: Promise<void> = Promise.resolve();
  let switchingTo: Environment | null = null;
  const serially = (work: () => Promise<void>): Promise<void> => {
    const step = switching.catch(() => undefined).then(() => {
      if (closed) throw new TillError('ILLEGAL_STATE', 'The till is closing.');
      return work();
    });
    switching = step;
    return step;
  };

  async function switchTo(next: Environment): Promise<void> {
    const was = requireRuntime();
    if (was.environment === next) return;
    switchingTo = next;
    try {
      // Checked again with sales blocked: a sale taken during the switch must not stay behind unsent.
      // The drawer's shift is in this journal: closed first, so its cash is counted where its sales are.
      if (was.shifts.current()) throw new TillError('ILLEGAL_STATE', 'A shift is open. Close it (count the drawer) before switching environment.');
      const pending = was.sales.pendingCount();
      if (pending > 0) {
        throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait for them, or cancel the queued ones, before switching environment.`);
      }
      const ready = await open(next);
      runtime = ready;
      environment = next;
      await was.close();
      bus.emit('status.changed', ready.status());
    } finally {
      switchingTo = null;
    }
  }

  const settingsView = (): Settings => ({
    ...settings.get(),
    environment,
    credentials: { sandbox: credentialsStatus(secrets, 'sandbox', config.credentials), live: credentialsStatus(secrets, 'live', config.credentials) },
  });

  const customer = createCustomerDisplay({
    bus,
    settings: () => settings.get(),
    facts: () => {
      const open = runtime;
      if (!open) return null;
      return {
        operator: (id) => open.catalog.operator(id),
        logo: (id) => open.catalog.logo(id),
        quote: (input) => open.sales.quote(input),
        sale: (id) => {
          try {
            return open.sales.get(id).sale;
          } catch {
            return null;
          }
        },
        offline: () => open.status().connectivity === 'offline',
      };
    },
    promotedOperators: (country) => {
      const open = runtime;
      return open ? open.catalog.operatorsOf(country).filter((operator) => operator.hasPromotion).map((operator) => open.catalog.operator(operator.id)) : [];
    },
    trail,
    actor: () => access.actor(),
    now,
    timers: createTimers(),
    logger,
    outcomeShownMs: timings.customerOutcomeMs,
  });

  const settingsApi = settingsHandlers({
    settings,
    secrets,
    trail,
    view: settingsView,
    switchEnvironment: (next) => serially(() => switchTo(next)),
    async verifyCredentials(name, credentials) {
      const client = clientFor(config, name, credentials, { retry: { attempts: 1 } });
      try {
        await client.getBalance();
      } finally {
        await client.close();
      }
    },
    async credentialsChanged(name) {
      if (requireRuntime().environment === name) await requireRuntime().reloadCredentials();
    },
  });

  // Each domain's handlers get what they need and nothing more; the dispatcher is the one door to all of them.
  const handlers = registry(
    statusHandlers({ status: () => requireRuntime().status() }),
    catalogHandlers({ catalog: () => requireRuntime().catalog, now }),
    salesHandlers({ sales: () => requireRuntime().sales, isSwitching: () => switchingTo !== null, mayTake: (input, actor) => customer.check(input, actor) }),
    customerHandlers({ display: () => customer, screens: config.customerScreens }),
    reportsHandlers({ reports: () => requireRuntime().reports, saveFile: config.saveFile }),
    clerksHandlers({
      access,
      clerks,
      shifts: () => requireRuntime().shifts,
      audit: () => requireRuntime().audit,
      currentDay: () => requireRuntime().reports.currentDay(),
      checkPlace: (place) => settings.validate(shopPlacePatch(place)),
      placeShop: async (place, actor) => void (await settingsApi['settings.update'](shopPlacePatch(place), actor)),
    }),
    auditHandlers({ audit: () => requireRuntime().audit, currentDay: () => requireRuntime().reports.currentDay(), saveFile: config.saveFile }),
    receiptsHandlers({ receipts: () => requireRuntime().receipts, pdf: ({ jobId, ...rendering }, actor) => requireRuntime().printing.pdf(jobId, rendering, actor) }),
    chainHandlers({
      status: () => requireRuntime().chain.status(),
      async enrol(path, actor) {
        const file = path ?? (config.openFile ? await config.openFile({ title: 'Chain enrolment', extensions: ['json'] }) : null);
        if (file === null) {
          // The desktop app's dialog closed without a file: nothing changes. A browser has no dialog to offer.
          if (config.openFile) return;
          throw new TillError('INVALID_INPUT', "Type the enrolment file's path on this computer (chain:enroll wrote it).", { path: 'Required' });
        }
        const { text, enrolment } = readEnrolmentFile(file);
        const before = secrets.chainEnrolment();
        trail.change(
          () => secrets.setChainEnrolment(text),
          () => secrets.setChainEnrolment(before),
          { action: 'chain-enrolled', by: actor, detail: `${enrolment.tillId} at ${enrolment.host}:${enrolment.port}/${enrolment.database} (${enrolment.environment})` },
        );
        chainEnrolment = enrolment;
        logger.info('the till is enrolled in a chain', { till: enrolment.tillId, server: `${enrolment.host}:${enrolment.port}/${enrolment.database}`, environment: enrolment.environment });
        runtime?.chain.enrolmentChanged();
      },
      leave(actor) {
        const before = secrets.chainEnrolment();
        trail.change(
          () => secrets.setChainEnrolment(null),
          () => secrets.setChainEnrolment(before),
          { action: 'chain-left', by: actor, detail: chainEnrolment?.tillId ?? null },
        );
        chainEnrolment = null;
        logger.info('the till left its chain');
        runtime?.chain.enrolmentChanged();
      },
    }),
    printingHandlers({ printing: () => requireRuntime().printing }),
    settingsApi,
    journalHandlers({
      journal: {
        file: () => journalFile(config.dataDir, environment),
        environment: () => environment,
        halt: () => halt,
        backupFolder: () => settings.get().backup.folder || defaultBackupFolder(config.dataDir),
        nativeBinding: config.nativeBinding,
        reopen: () =>
          serially(async () => {
            if (!halt) return;
            await start(environment);
            announce();
          }),
        replace: (check, swap) =>
          serially(async () => {
            // In its turn, with nothing else changing the journal: the checks see what the swap will replace.
            check();
            const old = runtime;
            runtime = null;
            await (old?.close() ?? retiring);
            try {
              swap();
            } finally {
              // Whatever happened to the swap, open what is there now: the old journal if the swap refused.
              await start(environment);
            }
            announce();
          }),
      },
      keep: () => settings.get().backup.keep,
      backups: () => requireRuntime().backups,
      pendingSales: () => requireRuntime().sales.pendingCount(),
      businessDay: () => runtime?.reports.currentDay() ?? businessDayOf(now(), settings.get().businessDay),
      now,
      logger,
    }),
  );
  const dispatch = createDispatcher(handlers, logger, (error) => {
    // A journal failure met by a call halts the till like one met in the background; the caller hears why.
    if (runtime) onFault(error, journalFile(config.dataDir, environment));
    if (storageFaultOf(error) === 'disk-full') return diskFullError();
    return halt && haltOf(error, halt.file, now()) !== null ? haltedError(halt) : null;
  }, access.guard);
  let closing: Promise<void> | null = null;

  return {
    handlers,
    async call(method, input) {
      try {
        if (halt && !WHILE_HALTED.has(method as MethodName)) throw haltedError(halt);
        const answer = await dispatch(method, input);
        // The threshold, the business day and the idle minutes show on every screen: they hear of the change.
        if (method === 'settings.update') access.announce();
        return answer;
      } catch (error) {
        // A create cut off by the halt may or may not be in the journal: the clerk must look before taking cash again.
        if (method === 'sales.create' && error instanceof TillError && error.code === 'HALTED') throw haltedCreateError(error);
        throw error;
      }
    },
    events: bus,
    customer: { attach: (display) => customer.attach(display), reply: (input) => customer.reply(input) },
    close() {
      closing ??= serially(async () => {
        closed = true;
        customer.close();
        await retiring;
        await runtime?.close();
      });
      return closing;
    },
  };
}
