/**
 * `npm run chain:setup -- --url postgres://admin@host:5432/chain`: makes the chain's central database ready —
 * the database itself if it is missing, then its schema, versioned (chain/migrations). Safe to run again: it
 * applies only what is missing. The URL's role must be able to create roles (a superuser, or a role with
 * CREATEROLE that may create the database). Prints the pg_hba.conf lines the server needs.
 */
import { checkChainSchema, runCommand, UsageError, withChainDatabase } from '../lib/command';
import { databaseOf, quoteIdent, withDatabase } from '../lib/admin-connection';
import { migrateChain } from '../lib/migrate';

const USAGE = `Usage: npm run chain:setup -- --url postgres://ADMIN@HOST:PORT/DATABASE

Makes the chain's central database ready: the database if it is missing, then the chain's roles and schema.
Safe to run again (after an upgrade): it applies only what is missing. Prints the pg_hba.conf lines the server
needs.

  --url URL      the chain's database, as a role that may create roles and databases (default: CHAIN_ADMIN_URL)
  -h, --help     this text

With PGSSLROOTCERT set (the chain's ca.crt), the connection is TLS and the server is checked against it by the
host name or address in --url.
Exit status: 0 done, 1 a connection, TLS, permission or query failure (one line on stderr), 2 a usage mistake.
`;

/** The lines pg_hba.conf needs, in order (first match wins): ADMIN is --url's role, DATABASE the chain's. */
const hbaLines = (database: string, admin: string) => [
  "# The chain's tills and readers: TLS with a certificate of the chain's CA, on the chain's database only.",
  `hostssl ${database}  +chain_till   0.0.0.0/0 cert`,
  `hostssl ${database}  +chain_till   ::/0      cert`,
  `hostssl ${database}  +chain_reader 0.0.0.0/0 cert`,
  `hostssl ${database}  +chain_reader ::/0      cert`,
  '# Nothing else for them: keep these above any broader line (a `host all all … trust` lower down is never reached by them).',
  'host    all +chain_till   all reject',
  'host    all +chain_reader all reject',
  'local   all +chain_till       reject',
  'local   all +chain_reader     reject',
  "# The administrator (chain:setup, chain:enroll): TLS and a password, from where you run the commands.",
  `hostssl all ${admin} 0.0.0.0/0 scram-sha-256`,
];

runCommand({ name: 'chain:setup', usage: USAGE, options: { url: { type: 'string' } } }, async (values) => {
  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new UsageError('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');
  const database = databaseOf(url);
  await withChainDatabase(withDatabase(url, 'postgres'), 'admin', async ({ sql }) => {
    const [exists] = await sql`SELECT 1 FROM pg_database WHERE datname = ${database}`;
    if (!exists) {
      await sql.unsafe(`CREATE DATABASE ${quoteIdent(database)}`);
      process.stdout.write(`created database ${database}\n`);
    }
  });
  const admin = await withChainDatabase(url, 'admin', async (db) => {
    const applied = await migrateChain(db.sql);
    await checkChainSchema(db);
    process.stdout.write(applied.length ? `applied migrations ${applied.join(', ')}\n` : 'the schema is up to date\n');
    return db.target.user;
  });
  process.stdout.write(
    `\nThe server takes tills and readers by certificate only. pg_hba.conf needs these lines, in this order, above any other line for them:\n${hbaLines(database, admin).map((line) => `  ${line}`).join('\n')}\nand postgresql.conf: ssl = on, ssl_cert_file = 'server.crt', ssl_key_file = 'server.key', ssl_ca_file = 'ca.crt' (the three files chain:enroll --server-cert wrote, copied into the data directory; never ca.key).\n`,
  );
});
