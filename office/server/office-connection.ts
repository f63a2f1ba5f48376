/**
 * The office's one connection to the centre, made as the report commands make theirs (chain/lib/admin-connection.ts:
 * --url, a reader's certificate in PGSSLCERT, PGSSLKEY and PGSSLROOTCERT), with every transaction read-only. Before
 * it serves anyone it checks that its role can write nothing at the centre: a superuser's or an administrator's
 * URL given by mistake is refused, not used.
 */
import { adminConnection, type Sql } from '../../chain/lib/admin-connection';
import { CommandFailure } from '../../chain/lib/command';
import { chainMigrations } from '../../chain/lib/migrate';

export function officeConnection(url: string | undefined, env: NodeJS.ProcessEnv = process.env): Sql {
  return adminConnection(url, env, { default_transaction_read_only: 'on' });
}

export async function refuseWriter(sql: Sql): Promise<void> {
  const [row] = await sql<Array<{ user: string; can_write: boolean }>>`
    SELECT current_user AS user, r.rolsuper OR EXISTS (
      SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
    ) OR has_function_privilege('chain_ingest(jsonb)', 'EXECUTE') AS can_write
    FROM pg_roles r WHERE r.rolname = current_user`;
  if (!row || row.can_write) {
    throw new CommandFailure(`the role ${row?.user ?? '?'} can write at the centre: the office connects as a reader only (chain:enroll --reader NAME, and its certificate in PGSSLCERT, PGSSLKEY, PGSSLROOTCERT)`);
  }
}

/** The centre's schema is this office's: every page reads what the latest migration keeps (sales by hour, versions). */
export async function refuseOlderCentre(sql: Sql): Promise<void> {
  const wanted = Math.max(...chainMigrations().map((migration) => migration.version));
  const [row] = await sql<Array<{ version: number | null }>>`SELECT max(version) AS version FROM chain_migration`;
  if ((row?.version ?? 0) < wanted) {
    throw new CommandFailure(`the chain's schema there is at version ${row?.version ?? 0}, this office needs ${wanted}: run chain:setup on it after the upgrade`);
  }
}
