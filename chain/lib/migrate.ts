/**
 * The chain's schema, versioned: the SQL files of chain/migrations applied in order, each in its own
 * transaction with its row in chain_migration, under an advisory lock so two setups at once apply each once.
 * Applying again changes nothing. Then the database's own rights: only tills and readers may connect, and
 * nobody but the owner may make temporary objects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type postgres from 'postgres';
import { quoteIdent } from './admin-connection';

const MIGRATIONS_DIR = join(__dirname, '..', 'migrations');

export interface ChainMigration {
  version: number;
  name: string;
  sql: string;
}

export function chainMigrations(dir = MIGRATIONS_DIR): ChainMigration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file.slice(4, -4), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Applies what `sql`'s database lacks; answers the versions applied now. */
export async function migrateChain(sql: postgres.Sql, migrations = chainMigrations()): Promise<number[]> {
  const applied: number[] = [];
  await sql.unsafe(`CREATE TABLE IF NOT EXISTS chain_migration (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of migrations) {
    await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext('airtime-till chain migrations'))`;
      const [done] = await tx`SELECT 1 FROM chain_migration WHERE version = ${migration.version}`;
      if (done) return;
      await tx.unsafe(migration.sql);
      await tx`INSERT INTO chain_migration (version, name) VALUES (${migration.version}, ${migration.name})`;
      applied.push(migration.version);
    });
  }
  // The events' months from this one to two ahead, and any month waiting in the default partition (chain migration 007):
  // setup again, or chain:maintain monthly, keeps them ahead.
  const [{ partitioned } = { partitioned: false }] = await sql<Array<{ partitioned: boolean }>>`SELECT to_regproc('chain_event_months_make') IS NOT NULL AS partitioned`;
  if (partitioned) await sql`SELECT count(*) FROM chain_event_months_make(2)`;
  const [{ database } = { database: '' }] = await sql<Array<{ database: string }>>`SELECT current_database() AS database`;
  const quoted = quoteIdent(database);
  await sql.unsafe(`REVOKE ALL ON DATABASE ${quoted} FROM PUBLIC`);
  await sql.unsafe(`GRANT CONNECT ON DATABASE ${quoted} TO chain_till, chain_reader`);
  await sql.unsafe('GRANT SELECT ON chain_migration TO chain_reader');
  return applied;
}
