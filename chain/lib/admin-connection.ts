/**
 * A connection for the chain's commands (setup, enrol, report, reconcile), from the URL given with --url or
 * PostgreSQL's own environment variables (PGHOST, PGUSER, …) when there is none. A reader's certificate comes as
 * libpq takes it: PGSSLCERT, PGSSLKEY and PGSSLROOTCERT name its files (the server is then checked against that
 * CA). Amounts come back exact: bigint as BigInt, and numeric (what SUM of a bigint is) as its text.
 */
import { readFileSync } from 'node:fs';
import postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: bigint }>;

function certificateFromEnvironment(env: NodeJS.ProcessEnv) {
  const { PGSSLCERT: cert, PGSSLKEY: key, PGSSLROOTCERT: ca } = env;
  if (!cert && !key) return {};
  if (!cert || !key || !ca) throw new Error('a certificate login needs PGSSLCERT, PGSSLKEY and PGSSLROOTCERT together');
  return { ssl: { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8'), ca: readFileSync(ca, 'utf8'), rejectUnauthorized: true } };
}

export function adminConnection(url: string | undefined, env: NodeJS.ProcessEnv = process.env): Sql {
  const options = { max: 2, onnotice: () => undefined, types: { bigint: postgres.BigInt }, ...certificateFromEnvironment(env) };
  return url ? postgres(url, options) : postgres(options);
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
