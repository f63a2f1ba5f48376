/**
 * A client of the Top-up service as this till is configured to reach it: one place for the addresses and
 * timeouts the command line may override, used for an environment's own client and for checking credentials.
 */
import type { Logger } from './logger';
import type { TillConfig } from './till-config';
import { createTopupClient, type TopupClient, type TopupClientOptions } from './topup-api';
import type { Credentials } from './settings/secret-store';

export interface ClientExtras {
  /** The in-process training simulator's address, when no other is configured. */
  baseUrl?: string;
  retry?: TopupClientOptions['retry'];
  /** Failed requests are logged by route, never by path: a path can carry a customer's phone number. */
  logger?: Logger;
}

export function clientFor(config: Pick<TillConfig, 'baseUrl' | 'authUrl' | 'http'>, environment: TopupClientOptions['environment'], credentials: Credentials, extras: ClientExtras = {}): TopupClient {
  const { logger } = extras;
  return createTopupClient({
    environment,
    ...credentials,
    ...(extras.baseUrl ? { baseUrl: extras.baseUrl } : {}),
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.authUrl ? { authUrl: config.authUrl } : {}),
    ...(config.http ? { timeouts: config.http } : {}),
    ...(extras.retry ? { retry: extras.retry } : {}),
    ...(logger
      ? {
          onRequest: ({ method, route, status, ms, attempt }) => {
            if (status === null || status >= 500) logger.warn('service request failed', { method, route, status, ms, attempt });
          },
        }
      : {}),
  });
}
