/**
 * The composition root of the core: `createTill(config)` → `{ handlers, call, events, close }`. The same
 * core runs under Electron, under the web host and in tests; nothing here imports electron.
 */
import { mkdirSync } from 'node:fs';
import type { Environment, Handlers, Settings } from '../shared/contract';
import { TillError } from '../shared/errors';
import { openEnvironmentCore, type EnvironmentCore } from './environment-core';
import { createEventBus, type TillEvents } from './events';
import { catalogHandlers } from './handlers/catalog-handlers';
import type { HandlerContext } from './handlers/context';
import { createDispatcher, registry } from './handlers/dispatch';
import { reportsHandlers } from './handlers/reports-handlers';
import { salesHandlers } from './handlers/sales-handlers';
import { settingsHandlers } from './handlers/settings-handlers';
import { statusHandlers } from './handlers/status-handlers';
import { createConsoleLogger } from './logger';
import { openFileSecretStore } from './settings/file-secret-store';
import type { CredentialEnvironment, SecretStore } from './settings/secret-store';
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

function credentialsStatus(secrets: SecretStore, environment: CredentialEnvironment): Settings['credentials']['sandbox'] {
  const info = secrets.info(environment);
  return info ? { configured: true, updatedAt: info.updatedAt, clientIdHint: info.clientIdHint } : { configured: false, updatedAt: null, clientIdHint: null };
}

export async function createTill(config: TillConfig): Promise<Till> {
  mkdirSync(config.dataDir, { recursive: true });
  const logger = config.logger ?? createConsoleLogger();
  const now = config.now ?? (() => new Date());
  const timings = { ...DEFAULT_TIMINGS, ...config.timings };
  const settings = createSettingsStore(config.dataDir);
  const secrets = config.secrets ?? openFileSecretStore(config.dataDir, logger, now);
  const bus = createEventBus((error) => logger.warn('an event listener failed', { error: String(error) }));

  const open = (environment: Environment) => openEnvironmentCore({ environment, config, settings, secrets, bus, logger, now, timings });
  let core: EnvironmentCore = await open(config.environment ?? settings.get().environment);
  // One environment switch at a time; a failed switch leaves the old core in place and the chain usable.
  let switching: Promise<void> = Promise.resolve();
  let switchingTo: Environment | null = null;

  async function switchTo(environment: Environment): Promise<void> {
    if (core.environment === environment) return;
    switchingTo = environment;
    try {
      // Checked again with sales blocked: a sale taken during the switch must not stay behind unsent.
      const pending = core.sales.pendingCount();
      if (pending > 0) {
        throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait for them, or cancel the queued ones, before switching environment.`);
      }
      const next = await open(environment);
      const old = core;
      core = next;
      await old.close();
      bus.emit('status.changed', core.status());
    } finally {
      switchingTo = null;
    }
  }

  const context: HandlerContext = {
    core: () => core,
    settings,
    secrets,
    now,
    settingsView: () => ({ ...settings.get(), environment: core.environment, credentials: { sandbox: credentialsStatus(secrets, 'sandbox'), live: credentialsStatus(secrets, 'live') } }),
    switchEnvironment(environment) {
      const step = switching.catch(() => undefined).then(() => switchTo(environment));
      switching = step;
      return step;
    },
    isSwitching: () => switchingTo !== null,
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

  const handlers = registry(statusHandlers(context), catalogHandlers(context), salesHandlers(context), reportsHandlers(context), settingsHandlers(context));
  let closing: Promise<void> | null = null;

  return {
    handlers,
    call: createDispatcher(handlers, logger),
    events: bus,
    close() {
      closing ??= switching.catch(() => undefined).then(() => core.close());
      return closing;
    },
  };
}
