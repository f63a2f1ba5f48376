/**
 * A connection for the chain's commands (setup, enrol, report, reconcile), from the URL given with --url or
 * PostgreSQL's own environment variables (PGHOST, PGUSER, …) when there is none. Amounts come back exact: bigint
 * as BigInt, and numeric (what SUM of a bigint is) as its text, never a float.
 */
import postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: bigint }>;

export function adminConnection(url: string | undefined): Sql {
  const options = { max: 2, onnotice: () => undefined, types: { bigint: postgres.BigInt } } as const;
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
