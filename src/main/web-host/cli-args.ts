/**
 * The web host's command line, exactly:
 *   npm run start:web -- [--port <n>] [--data-dir <dir>] [--environment training|sandbox|live]
 *                        [--base-url <url>] [--auth-url <url>] [--client-id <id>] [--client-secret <s>]
 *                        [--chain-retry-max <seconds>]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENVIRONMENTS, type Environment } from '../../shared/contract';
import { messageOf } from '../../shared/errors';

export const DEFAULT_PORT = 4777;
/** Beside the checkout (and gitignored), so a developer or a tester finds the journal without hunting for it. */
export const DEFAULT_DATA_DIR = '.till-data';

export const USAGE = `usage: npm run start:web -- [options]
  --port <n>             loopback port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --data-dir <dir>       journal and settings folder (default ./${DEFAULT_DATA_DIR})
  --environment <env>    training | sandbox | live (default: the saved setting, training on first run)
  --base-url <url>       Top-up service address (e.g. a standalone simulator)
  --auth-url <url>       token service address
  --client-id <id>       client id for this run only (never saved)
  --client-secret <s>    client secret for this run only (never saved, never logged)
  --chain-retry-max <s>  longest pause between tries while the chain's central database is away (default 60)
  --help                 this text`;

export interface WebHostOptions {
  port: number;
  dataDir: string;
  environment?: Environment;
  baseUrl?: string;
  authUrl?: string;
  credentials?: { clientId: string; clientSecret: string };
  chainRetryMaxMs?: number;
}

/** A command line the web host cannot run with; the message says what to change. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseWebHostArgs(argv: readonly string[], cwd: string): WebHostOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        environment: { type: 'string' },
        'base-url': { type: 'string' },
        'auth-url': { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        'chain-retry-max': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    // parseArgs names the offending option but never echoes a value, so no secret reaches the message.
    throw new UsageError(messageOf(error));
  }
  if (values.help) return 'help';
  const options: WebHostOptions = {
    port: parsePort(values.port),
    dataDir: resolve(cwd, values['data-dir'] ?? DEFAULT_DATA_DIR),
  };
  if (values.environment !== undefined) options.environment = parseEnvironment(values.environment);
  if (values['base-url'] !== undefined) options.baseUrl = parseServiceUrl('--base-url', values['base-url']);
  // Given with /oauth/token on it, the token service answers 404: the till says so, naming the address it asked.
  if (values['auth-url'] !== undefined) options.authUrl = parseServiceUrl('--auth-url', values['auth-url']);
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'];
  if ((clientId === undefined) !== (clientSecret === undefined)) throw new UsageError('--client-id and --client-secret go together');
  if (clientId !== undefined && clientSecret !== undefined) {
    if (!clientId.trim() || !clientSecret.trim()) throw new UsageError('--client-id and --client-secret must not be empty');
    options.credentials = { clientId: clientId.trim(), clientSecret: clientSecret.trim() };
  }
  const retryMax = values['chain-retry-max'];
  if (retryMax !== undefined) {
    const seconds = Number(retryMax);
    if (!/^\d+(\.\d+)?$/.test(retryMax) || seconds < 1 || seconds > 3600) throw new UsageError(`--chain-retry-max must be a number of seconds from 1 to 3600, not "${retryMax}"`);
    options.chainRetryMaxMs = seconds * 1000;
  }
  return options;
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new UsageError(`--port must be a number from 0 to 65535, not "${text}"`);
  return port;
}

function parseEnvironment(text: string): Environment {
  const environment = ENVIRONMENTS.find((name) => name === text);
  if (!environment) throw new UsageError(`--environment must be one of ${ENVIRONMENTS.join(', ')}, not "${text}"`);
  return environment;
}

function parseServiceUrl(option: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${option} must be a full address such as http://127.0.0.1:4010, not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${option} must start with http:// or https://`);
  // A password in an address ends up in messages and logs; credentials go in --client-id/--client-secret.
  if (url.username || url.password) throw new UsageError(`${option} must not carry a user name or password`);
  // Passed on as written: the service may compare it (as the token's audience) character for character.
  return text;
}
