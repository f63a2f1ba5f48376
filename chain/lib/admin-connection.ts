/**
 * A connection for the chain's commands (setup, enrol, report, reconcile), from the URL given with --url or
 * PostgreSQL's own environment variables (PGHOST, PGPORT, PGUSER, PGDATABASE) when there is none. Certificates
 * come as libpq takes them: PGSSLROOTCERT is the chain's CA, and with it the connection is TLS and the server is
 * checked against that CA by the name typed (the tills' own check, src/main/chain/tls-options.ts); PGSSLCERT and
 * PGSSLKEY are a reader's certificate. Amounts come back exact: bigint as BigInt, and numeric (what SUM of a
 * bigint is) as its text.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import postgres from 'postgres';
import { chainTlsOptions } from '../../src/main/chain/tls-options';

export type Sql = postgres.Sql<{ bigint: bigint }>;

/** Where a command connects, as said in its messages. */
export interface ChainTarget {
  host: string;
  port: number;
  database: string;
  user: string;
  /** The CA the server is checked against (PGSSLROOTCERT), and the client's certificate (PGSSLCERT), if any. */
  rootCert: string | null;
  clientCert: string | null;
}

/** A command's mistake about its own inputs (a file named in the environment, a missing --url): said as it is. */
export class ConnectionSetupError extends Error {
  override readonly name = 'ConnectionSetupError';
}

const CONNECT_TIMEOUT_S = 10;

export function chainTarget(url: string | undefined, env: NodeJS.ProcessEnv = process.env): ChainTarget {
  let parsed: URL | null = null;
  if (url) {
    try {
      parsed = new URL(url);
    } catch {
      throw new ConnectionSetupError(`"${url}" is not a database URL: write it as postgres://ROLE@HOST:PORT/DATABASE`);
    }
    if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new ConnectionSetupError(`"${url}" is not a database URL: write it as postgres://ROLE@HOST:PORT/DATABASE`);
  }
  // As postgres.js reads them: the URL first, then PostgreSQL's environment, then its defaults.
  const user = (parsed?.username && decodeURIComponent(parsed.username)) || env.PGUSERNAME || env.PGUSER || userInfo().username;
  return {
    host: parsed?.hostname.replace(/^\[(.*)\]$/, '$1') || env.PGHOST || 'localhost',
    port: Number(parsed?.port || env.PGPORT || 5432),
    database: (parsed && decodeURIComponent(parsed.pathname.slice(1))) || env.PGDATABASE || user,
    user,
    rootCert: env.PGSSLROOTCERT || null,
    clientCert: env.PGSSLCERT || null,
  };
}

/** "127.0.0.1:5432/chain as hq": where, in the words of a message. */
export function describeTarget(target: ChainTarget): string {
  const host = target.host.includes(':') ? `[${target.host}]` : target.host;
  return `${host}:${target.port}/${target.database} as ${target.user}`;
}

function readNamed(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new ConnectionSetupError(`cannot read ${variable} (${path}): ${reason}`);
  }
}

function tlsFromEnvironment(host: string, env: NodeJS.ProcessEnv) {
  const { PGSSLCERT: cert, PGSSLKEY: key, PGSSLROOTCERT: ca } = env;
  if (!cert && !key && !ca) return {};
  if ((cert || key) && !(cert && key && ca)) throw new ConnectionSetupError('a certificate login needs PGSSLCERT, PGSSLKEY and PGSSLROOTCERT together');
  const files = { ca: readNamed('PGSSLROOTCERT', ca!), ...(cert && key ? { cert: readNamed('PGSSLCERT', cert), key: readNamed('PGSSLKEY', key) } : {}) };
  return { ssl: chainTlsOptions(host, files) };
}

/**
 * `connection`: run-time parameters sent when each connection starts (the owner's office sends
 * default_transaction_read_only, so even a mistaken write is refused by the server).
 */
export function adminConnection(url: string | undefined, env: NodeJS.ProcessEnv = process.env, connection: Record<string, string> = {}): Sql {
  const target = chainTarget(url, env);
  const options = {
    max: 2,
    connection,
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => undefined,
    types: { bigint: postgres.BigInt },
    ...tlsFromEnvironment(target.host, env),
  };
  if (!url) return postgres(options);
  // postgres.js reads an IPv6 address as a list of hosts and ports ("[" in a URL, "" bare): the connection is
  // opened here instead (its "Custom socket"), and the URL's other parts handed over one by one.
  if (target.host.includes(':')) {
    const password = new URL(url).password;
    const socket = { socket: () => connect({ host: target.host, port: target.port }) };
    return postgres({ ...options, ...socket, port: target.port, database: target.database, username: target.user, ...(password ? { password: decodeURIComponent(password) } : {}) });
  }
  return postgres(url, options);
}

/**
 * Ends a command's connection without ever hanging on it: postgres.js's `end()` has been seen never to settle
 * after its queries failed, which let a command exit 0 having printed nothing.
 */
export async function closeConnection(sql: Sql, timeoutS = 2): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, (timeoutS + 1) * 1000);
    timer.unref();
  });
  try {
    await Promise.race([sql.end({ timeout: timeoutS }).catch(() => undefined), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The same server, another database (the maintenance database, to create the chain's). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

/** A name (a database, a role) as SQL must quote it: in double quotes, its own double quotes doubled. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
