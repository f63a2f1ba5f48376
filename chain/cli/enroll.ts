/**
 * `npm run chain:enroll`: the chain's certificates and the roles they log in as — one thing per run.
 *
 * `--server-cert host[,host…]` writes the central server's three files (server.crt, server.key, a copy of ca.crt)
 * into --out-dir, never into the CA folder; it needs no database. `--till till_0042` enrols a till: its
 * PostgreSQL role (LOGIN, a member of chain_till, no password: it logs in by certificate only), its row in
 * `till`, and the enrolment file (0600, --out) a manager gives that till in Settings → Chain; it holds the till's
 * private key, so it goes to the till and nowhere else. Enrolling a till again gives it a new certificate; its log
 * stays. `--reader hq`: a role that may only read the chain (reports), its certificate, key and a copy of ca.crt
 * written into --out-dir: a reader gets ca.crt alone, never the CA folder. `--revoke NAME`: a till or reader may
 * no longer log in (NOLOGIN), its sessions are ended, and the centre refuses a till's batches; what it sent stays.
 *
 * A CA is made only with --new-ca: a mistyped --ca-dir is an error, never a new CA no server or till would know.
 * The database is checked (reached, the chain's schema found, the role able to make roles) before any CA is made
 * or any file written.
 */
import { copyFileSync, existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { TILL_ID } from '../../src/main/chain/enrolment';
import { CredentialEnvironment } from '../../src/shared/schemas';
import { databaseOf } from '../lib/admin-connection';
import { issueCertificate, loadCa, makeCa, assertRoleName, type CertificateAuthority } from '../lib/certificates';
import { checkChainSchema, CommandFailure, runCommand, UsageError, withChainDatabase, writeOutput, type ChainDatabase } from '../lib/command';
import { enrolReader, enrolTill, revokeReader, revokeTill } from '../lib/tills';

const USAGE = `Usage: npm run chain:enroll -- (--server-cert HOST[,HOST…] | --till ID | --reader NAME | --revoke NAME) [options]

The chain's certificates and roles, one thing per run:
  --server-cert HOST[,HOST…]  the central server's certificate for the names and addresses tills and readers
                              type: writes server.crt, server.key (0600) and a copy of ca.crt into --out-dir
                              (default chain-server). Needs no database.
  --till ID                   enrol a till (till_0042): its role, its row, and the enrolment file --out
                              (default ID.chain.json, 0600) a manager gives that till in Settings → Chain.
  --reader NAME               a role that may only read the chain (reports): writes NAME.crt, NAME.key (0600)
                              and a copy of ca.crt into --out-dir (default chain-reader-NAME).
  --revoke NAME               a till or a reader may no longer log in; its sessions end; what it sent stays.

Options:
  --url URL                   the chain's database as its administrator (default: CHAIN_ADMIN_URL); not for --server-cert
  --ca-dir DIR                the chain's CA: ca.crt and ca.key (default chain-ca). Keep ca.key off the server and the tills.
  --new-ca                    make the chain's CA in --ca-dir (once, for a new chain); refused where a CA is already
  --out FILE                  --till only: the enrolment file
  --out-dir DIR               --server-cert and --reader only: the folder for their files (never the CA folder)
  --name TEXT, --shop TEXT    --till only: the till's name and its shop, as reports show them
  --environment live|sandbox  --till only: the environment whose sales the till ships (default live)
  --host HOST, --port PORT    --till only: where the till reaches the server (default: --url's host and port)
  -h, --help                  this text

With PGSSLROOTCERT set (the chain's ca.crt), the connection is TLS and the server is checked against it by the
host name or address in --url.
Exit status: 0 done, 1 a connection, TLS, permission or query failure (one line on stderr), 2 a usage mistake.
`;

const OPTIONS = {
  url: { type: 'string' },
  till: { type: 'string' },
  revoke: { type: 'string' },
  reader: { type: 'string' },
  'server-cert': { type: 'string' },
  name: { type: 'string' },
  shop: { type: 'string' },
  'ca-dir': { type: 'string', default: 'chain-ca' },
  'new-ca': { type: 'boolean', default: false },
  host: { type: 'string' },
  port: { type: 'string' },
  environment: { type: 'string', default: 'live' },
  out: { type: 'string' },
  'out-dir': { type: 'string' },
} as const;

/** The CA to sign with: the one in `dir`, or with --new-ca one made now (only once the database has been checked). */
function caSource(dir: string, newCa: boolean): () => CertificateAuthority {
  if (!newCa) {
    const ca = loadCa(dir);
    return () => ca;
  }
  if (existsSync(join(dir, 'ca.crt')) || existsSync(join(dir, 'ca.key'))) throw new UsageError(`${dir} already holds a chain CA: leave out --new-ca to use it`);
  return () => makeCa(dir);
}

/** The folder a command writes into: made if missing, and never the CA's own (ca.key stays alone there). */
function outputDir(dir: string, caDir: string): string {
  const same = (a: string, b: string) => existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);
  if (resolve(dir) === resolve(caDir) || same(dir, caDir)) throw new UsageError(`--out-dir ${dir} is the CA's folder: give the server's and readers' files a folder of their own`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Reached, the chain's schema there, and a role that may make roles: all before anything is made or written. */
async function checkAdmin(db: ChainDatabase): Promise<void> {
  await checkChainSchema(db);
  const [me] = await db.sql<Array<{ able: boolean }>>`SELECT rolsuper OR rolcreaterole AS able FROM pg_roles WHERE rolname = current_user`;
  if (!me?.able) throw new CommandFailure(`the role ${db.target.user} may not create roles at ${db.target.host}:${db.target.port}: run chain:enroll as the chain's administrator (a superuser, or a role with CREATEROLE)`);
}

runCommand({ name: 'chain:enroll', usage: USAGE, options: OPTIONS }, async (values) => {
  const actions = (['server-cert', 'till', 'reader', 'revoke'] as const).filter((action) => values[action] !== undefined);
  if (actions.length === 0) throw new UsageError('say what to do: --server-cert HOST, --till ID, --reader NAME or --revoke NAME');
  if (actions.length > 1) throw new UsageError(`one thing per run: --${actions.join(' and --')} were both given`);
  const action = actions[0]!;
  if (values.out !== undefined && action !== 'till') throw new UsageError(`--out is for --till's enrolment file; --${action} ${action === 'revoke' ? 'writes no file' : 'writes into a folder: use --out-dir'}`);
  if (values['out-dir'] !== undefined && action !== 'server-cert' && action !== 'reader') throw new UsageError(`--out-dir is for --server-cert and --reader; ${action === 'till' ? 'a till gets one file: use --out' : '--revoke writes no file'}`);
  if (values['new-ca'] && action === 'revoke') throw new UsageError('--revoke signs nothing: leave out --new-ca');
  const caDir = values['ca-dir'];

  if (action === 'server-cert') {
    const hosts = values['server-cert']!.split(',').map((host) => host.trim()).filter(Boolean);
    if (hosts.length === 0) throw new UsageError('--server-cert needs the host names or addresses tills and readers reach the server by');
    const ca = caSource(caDir, values['new-ca'])();
    const dir = outputDir(values['out-dir'] ?? 'chain-server', caDir);
    const server = issueCertificate(ca, { server: hosts });
    writeOutput(join(dir, 'server.crt'), server.certPem, 0o644);
    writeOutput(join(dir, 'server.key'), server.keyPem, 0o600);
    copyFileSync(ca.certFile, join(dir, 'ca.crt'));
    process.stdout.write(`wrote ${join(dir, 'server.crt')}, server.key and ca.crt for ${hosts.join(', ')} (signed by ${ca.certFile}): copy the three into the server's data directory; ca.key stays in ${caDir}\n`);
    return;
  }

  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new UsageError('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');

  if (action === 'revoke') {
    const name = values.revoke!;
    await withChainDatabase(url, 'admin', async (db) => {
      await checkAdmin(db);
      await (TILL_ID.test(name) ? revokeTill(db.sql, name) : revokeReader(db.sql, name));
    });
    process.stdout.write(`${name} is revoked: it can no longer log in, and what it sent stays\n`);
    return;
  }

  const ca = caSource(caDir, values['new-ca']);
  if (action === 'reader') {
    const name = values.reader!;
    try {
      assertRoleName(name);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const dir = values['out-dir'] ?? `chain-reader-${name}`;
    const signer = await withChainDatabase(url, 'admin', async (db) => {
      await checkAdmin(db);
      const signer = ca();
      const issued = await enrolReader(db.sql, signer, name);
      outputDir(dir, caDir);
      writeOutput(join(dir, `${name}.crt`), issued.certPem, 0o644);
      writeOutput(join(dir, `${name}.key`), issued.keyPem, 0o600);
      copyFileSync(signer.certFile, join(dir, 'ca.crt'));
      return signer;
    });
    process.stdout.write(`${name} may read the chain: ${dir}/ holds ${name}.crt, ${name}.key and ca.crt (signed by ${signer.certFile}); give that folder to the reader: PGSSLCERT=${name}.crt PGSSLKEY=${name}.key PGSSLROOTCERT=ca.crt\n`);
    return;
  }

  const tillId = values.till!;
  if (!TILL_ID.test(tillId)) throw new UsageError(`"${tillId}" is not a till's name here: till_ and lower-case letters, digits or _, e.g. till_0042`);
  const environment = CredentialEnvironment.safeParse(values.environment);
  if (!environment.success) throw new UsageError('--environment is live or sandbox');
  const target = new URL(url);
  const port = Number(values.port ?? (target.port || 5432));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new UsageError(`--port ${values.port} is not a port (1 to 65535)`);
  const out = values.out ?? `${tillId}.chain.json`;
  const outFolder = dirname(resolve(out));
  if (!existsSync(outFolder) || !statSync(outFolder).isDirectory()) throw new UsageError(`--out ${out}: there is no folder ${outFolder}`);
  const enrolment = await withChainDatabase(url, 'admin', async (db) => {
    await checkAdmin(db);
    const enrolment = await enrolTill(db.sql, ca(), {
      tillId,
      name: values.name ?? tillId,
      shop: values.shop ?? 'Shop',
      environment: environment.data,
      host: values.host ?? target.hostname.replace(/^\[(.*)\]$/, '$1'),
      port,
      database: databaseOf(url),
    });
    writeOutput(out, `${JSON.stringify(enrolment, null, 2)}\n`, 0o600);
    return enrolment;
  });
  process.stdout.write(`enrolled ${enrolment.tillId} (${enrolment.name}, ${enrolment.shop}) for ${enrolment.environment} sales; its enrolment file is ${out}: give it to that till (Settings → Chain) and to nobody else\n`);
});
