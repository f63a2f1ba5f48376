export type Environment = 'training' | 'sandbox' | 'live';

export interface EnvironmentEndpoints {
  baseUrl: string | null;
  authUrl: string | null;
  audience: string | null;
}

const AUTH_URL = 'https://auth.reloadly.com';
const SANDBOX_URL = 'https://topups-sandbox.reloadly.com';
const LIVE_URL = 'https://topups.reloadly.com';

/**
 * The one table of where each environment lives. Training has no fixed address: the in-process
 * simulator listens on a random loopback port, so its URLs come from the caller.
 * The token audience is the environment's own API URL, which is how the token service tells
 * sandbox credentials from live ones.
 */
export const ENVIRONMENTS: Readonly<Record<Environment, Readonly<EnvironmentEndpoints>>> = Object.freeze({
  training: Object.freeze({ baseUrl: null, authUrl: null, audience: null }),
  sandbox: Object.freeze({ baseUrl: SANDBOX_URL, authUrl: AUTH_URL, audience: SANDBOX_URL }),
  live: Object.freeze({ baseUrl: LIVE_URL, authUrl: AUTH_URL, audience: LIVE_URL }),
});

export interface ResolvedEndpoints {
  baseUrl: string;
  /** Full URL of the token endpoint. */
  tokenUrl: string;
  audience: string;
}

export interface EndpointOverrides {
  baseUrl?: string;
  authUrl?: string;
  audience?: string;
}

/**
 * Applies overrides to the environment's table row. A custom deployment keeps the environment's
 * audience unless told otherwise (a proxy in front of the sandbox still needs sandbox tokens);
 * only where the table has nothing (training) do the auth URL and audience fall back to the base URL.
 */
export function resolveEndpoints(environment: Environment, overrides: EndpointOverrides): ResolvedEndpoints {
  const row = ENVIRONMENTS[environment];
  if (!row) throw new TypeError(`unknown top-up environment: ${String(environment)}`);
  const baseUrl = overrides.baseUrl ?? row.baseUrl;
  if (!baseUrl) throw new TypeError(`the ${environment} environment needs a baseUrl`);
  const authUrl = overrides.authUrl ?? row.authUrl ?? baseUrl;
  return {
    baseUrl: withoutTrailingSlash(checkedUrl(baseUrl, 'baseUrl')),
    tokenUrl: `${withoutTrailingSlash(checkedUrl(authUrl, 'authUrl'))}/oauth/token`,
    audience: overrides.audience ?? row.audience ?? withoutTrailingSlash(baseUrl),
  };
}

function checkedUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`${name} must be http(s): ${value}`);
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
