/**
 * A chain's central database for a test or the bench: a private PostgreSQL (postgres-server.ts), the chain's
 * database set up by `npm run chain:setup` as a shop's owner runs it, a superuser connection to it, and a
 * folder for the test's files. `close()` ends and removes all of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminConnection, type Sql } from '../../chain/lib/admin-connection';
import { chainCommandOk } from './chain-commands';
import { startPostgres, type PostgresServer } from './postgres-server';

export interface ChainCentre {
  pg: PostgresServer;
  admin: Sql;
  /** The superuser's URL of the chain's database. */
  url: string;
  work: string;
  close(): Promise<void>;
}

export async function startChainCentre(): Promise<ChainCentre> {
  const pg = await startPostgres();
  const work = mkdtempSync(join(tmpdir(), 'till-chain-'));
  try {
    const url = pg.adminUrl('chain');
    await chainCommandOk('setup', ['--url', url]);
    const admin = adminConnection(url);
    return {
      pg,
      admin,
      url,
      work,
      async close() {
        await admin.end();
        pg.close();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    pg.close();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
