/**
 * The composition root of the core: `createTill(config)` → `{ handlers, call, events, close }`. The same
 * core runs under Electron, under the web host and in tests; nothing here imports electron.
 */
import type { Environment, Halt, Handlers, MethodName, Settings } from '../shared/contract';
import { TillError } from '../shared/errors';
import { defaultBackupFolder, openEnvironmentCore, type EnvironmentCore } from './environment-core';
import { journalFile } from './journal/journal-file';
import { createEventBus, type TillEvents } from './events';
import { catalogHandlers } from './handlers/catalog-handlers';
import type { HandlerContext } from './handlers/context';
import { createDispatcher, registry } from './handlers/dispatch';
import { journalHandlers } from './handlers/journal-handlers';
import { reportsHandlers } from './handlers/reports-handlers';
import { salesHandlers } from './handlers/sales-handlers';
import { settingsHandlers } from './handlers/settings-handlers';
import { statusHandlers } from './handlers/status-handlers';
import { makeOwnerOnly } from './files/owner-only';
import { haltedError, haltOf, keepAsFound } from './journal/halt';
import { diskFullError, storageFaultOf } from './journal/storage-fault';
import { createConsoleLogger } from './logger';
import { openFileSecretStore } from './settings/file-secret-store';
import { clientIdHint, type CredentialEnvironment, type Credentials, type SecretStore } from './settings/secret-store';
import { createSettingsStore } from './settings/settings-store';
import { DEFAULT_TIMINGS, type TillConfig } from './till-config';
import { createTopupClient } from './topup-api';

export interface Till {
  handlers: Handlers;
  /** Validates `input` against the contract, runs the handler, validates the output; throws TillError on any failure. */
  call(method: string, input: unknown): Promise<unknown>;
  events: TillEvents;
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
const WHILE_HALTED = new Set<MethodName>(['journal.health', 'journal.reopen', 'journal.backups', 'journal.restore', 'settings.get']);

export async function createTill(config: TillConfig): Promise<Till> {
  // Numbers and PIN codes live here: private to the till's user, whoever made the folder.
  makeOwnerOnly(config.dataDir);
  const logger = config.logger ?? createConsoleLogger();
  const now = config.now ?? (() => new Date());
  const timings = { ...DEFAULT_TIMINGS, ...config.timings };
  const settings = createSettingsStore(config.dataDir, logger, now);
  const secrets = config.secrets ?? openFileSecretStore(config.dataDir, logger, now);
  const bus = createEventBus((error) => logger.warn('an event listener failed', { error: String(error) }));

  let environment: Environment = config.environment ?? settings.get().environment;
  /** Null while halted, restoring, or being replaced. */
  let core: EnvironmentCore | null = null;
  let halt: Halt | null = null;
  /** The close of a core given up on a halt: its journal lock must be released before it is opened again. */
  let retiring: Promise<void> = Promise.resolve();

  /** A journal fault under a running core: stop taking sales now, let the core wind down, tell every screen. */
  function onFault(error: unknown): void {
    if (halt) return;
    const found = haltOf(error, journalFile(config.dataDir, environment), now());
    if (!found) return;
    const kept = keepAsFound(found.file, now());
    const next = kept ? { ...found, file: kept } : found;
    halt = next;
    logger.error('the journal failed; the till has stopped taking sales', { reason: next.reason, file: next.file, what: next.what });
    const old = core;
    core = null;
    retiring = (old?.close() ?? Promise.resolve()).catch((closeError: unknown) => logger.error('could not close the failed journal', { error: String(closeError) }));
    bus.emit('till.halted', next);
  }

  const open = (name: Environment) => openEnvironmentCore({ environment: name, config, settings, secrets, bus, logger, now, timings, onFault });

  /** Opens the environment's core; a journal that cannot be used halts the till instead of stopping it. */
  async function start(name: Environment): Promise<void> {
    await retiring;
    environment = name;
    try {
      core = await open(name);
      halt = null;
    } catch (error) {
      const found = haltOf(error, journalFile(config.dataDir, name), now());
      if (!found) throw error;
      halt = found;
      logger.error('the journal cannot be used; the till will not take sales', { reason: found.reason, file: found.file, what: found.what });
    }
  }
  await start(environment);

  /** Every screen re-reads the status: the till takes sales again (or is still halted: status.get says so). */
  function announce(): void {
    if (core) bus.emit('status.changed', core.status());
  }

  function requireCore(): EnvironmentCore {
    if (core) return core;
    if (halt) throw haltedError(halt);
    throw new TillError('ILLEGAL_STATE', 'The till is opening its journal. Try again in a moment.');
  }

  // One environment switch or restore at a time; a failed switch leaves the old core in place and the chain usable.
  let switching: Promise<void> = Promise.resolve();
  let switchingTo: Environment | null = null;
  const serially = (work: () => Promise<void>): Promise<void> => {
    const step = switching.catch(() => undefined).then(work);
    switching = step;
    return step;
  };

  async function switchTo(next: Environment): Promise<void> {
    const current = requireCore();
    if (current.environment === next) return;
    switchingTo = next;
    try {
      // Checked again with sales blocked: a sale taken during the switch must not stay behind unsent.
      const pending = current.sales.pendingCount();
      if (pending > 0) {
        throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait for them, or cancel the queued ones, before switching environment.`);
      }
      const opened = await open(next);
      core = opened;
      environment = next;
      await current.close();
      bus.emit('status.changed', opened.status());
    } finally {
      switchingTo = null;
    }
  }

  const context: HandlerContext = {
    core: requireCore,
    settings,
    secrets,
    now,
    settingsView: () => ({
      ...settings.get(),
      environment,
      credentials: { sandbox: credentialsStatus(secrets, 'sandbox', config.credentials), live: credentialsStatus(secrets, 'live', config.credentials) },
    }),
    switchEnvironment: (next) => serially(() => switchTo(next)),
    isSwitching: () => switchingTo !== null,
    journal: {
      file: () => journalFile(config.dataDir, environment),
      environment: () => environment,
      halt: () => halt,
      backupFolder: () => settings.get().backup.folder || defaultBackupFolder(config.dataDir),
      reopen: () =>
        serially(async () => {
          if (!halt) return;
          await start(environment);
          announce();
        }),
      replace: (swap) =>
        serially(async () => {
          const old = core;
          core = null;
          await (old?.close() ?? retiring);
          try {
            swap();
          } finally {
            // Whatever happened to the swap, open what is there now: the old journal if the swap refused.
            halt = null;
            await start(environment);
          }
          announce();
        }),
    },
    async verifyCredentials(environment, credentials) {
      const client = createTopupClient({
        environment,
        ...credentials,
        ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
        ...(config.authUrl ? { authUrl: config.authUrl } : {}),
        retry: { attempts: 1 },
      });
      try {
        await client.getBalance();
      } finally {
        await client.close();
      }
    },
  };

  const handlers = registry(
    statusHandlers(context),
    catalogHandlers(context),
    salesHandlers(context),
    reportsHandlers(context),
    settingsHandlers(context),
    journalHandlers(context),
  );
  const dispatch = createDispatcher(handlers, logger, (error) => {
    // A journal failure met by a call halts the till like one met in the background; the caller hears why.
    onFault(error);
    const fault = storageFaultOf(error);
    if (fault === 'disk-full') return diskFullError();
    return fault !== null && halt ? haltedError(halt) : null;
  });
  let closing: Promise<void> | null = null;

  return {
    handlers,
    async call(method, input) {
      if (halt && !WHILE_HALTED.has(method as MethodName)) throw haltedError(halt);
      return dispatch(method, input);
    },
    events: bus,
    close() {
      closing ??= switching
        .catch(() => undefined)
        .then(async () => {
          await retiring;
          await core?.close();
        });
      return closing;
    },
  };
}
