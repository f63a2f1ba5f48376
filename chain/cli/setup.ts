/**
 * `npm run chain:setup -- --url postgres://admin@host:5432/chain`: makes the chain's central database ready —
 * the database itself if it is missing, then its schema, versioned (chain/migrations). Safe to run again: it
 * applies only what is missing. The URL's role must be able to create roles (a superuser, or a role with
 * CREATEROLE that may create the database). Prints the pg_hba.conf lines the server needs.
 */
import { parseArgs } from 'node:util';
import { adminConnection, databaseOf, quoteIdent, withDatabase } from '../lib/admin-connection';
import { migrateChain } from '../lib/migrate';
import { runCommand } from '../lib/command';

const HBA_LINES = (database: string) => [
  `hostssl ${database} +chain_till   0.0.0.0/0 cert`,
  `hostssl ${database} +chain_till   ::/0      cert`,
  `hostssl ${database} +chain_reader 0.0.0.0/0 cert`,
];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' } }, strict: true });
  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new Error('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');
  const database = databaseOf(url);
  const maintenance = adminConnection(withDatabase(url, 'postgres'));
  try {
    const [exists] = await maintenance`SELECT 1 FROM pg_database WHERE datname = ${database}`;
    if (!exists) {
      await maintenance.unsafe(`CREATE DATABASE ${quoteIdent(database)}`);
      process.stdout.write(`created database ${database}\n`);
    }
  } finally {
    await maintenance.end();
  }
  const sql = adminConnection(url);
  try {
    const applied = await migrateChain(sql);
    process.stdout.write(applied.length ? `applied migrations ${applied.join(', ')}\n` : 'the schema is up to date\n');
    process.stdout.write(`\nThe server takes tills and readers by certificate only; pg_hba.conf needs, before any other line for them:\n${HBA_LINES(database).map((line) => `  ${line}`).join('\n')}\nand postgresql.conf: ssl = on, ssl_ca_file = the chain CA's ca.crt (npm run chain:enroll makes it).\n`);
  } finally {
    await sql.end();
  }
}

runCommand(main);
