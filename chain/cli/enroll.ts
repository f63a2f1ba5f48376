/**
 * `npm run chain:enroll -- --till till_0042 --url postgres://admin@host/chain [--name "Counter 2"] [--shop "Main
 * Street"] [--ca-dir chain-ca] [--host tills-reach-this] [--port 5432] [--environment live] [--out file]`
 * enrols a till (`--replaces till_0002`: at the same counter as that till, whose certificate was lost or revoked:
 * the new id continues its log and history, and the old one is revoked) — its PostgreSQL role (LOGIN, a member of chain_till, no password: it logs in by certificate
 * only), its row in `till`, and a certificate for it signed by the chain's CA (made in --ca-dir the first time).
 * Writes the enrolment file (0600) a manager gives that till in Settings → Chain; it holds the till's private
 * key, so it goes to the till and nowhere else. Enrolling a till again gives it a new certificate; its log stays.
 *
 * `--revoke till_0042`: the role may no longer log in (NOLOGIN), its sessions are ended, and the centre refuses
 * its batches; what it sent stays. `--reader hq`: a role that may only read the chain (reports), with its
 * certificate written to hq.crt and hq.key, or --out's path with .crt and .key (PGSSLCERT, PGSSLKEY and PGSSLROOTCERT=ca.crt for the reports). `--server-cert host[,host…]` writes server.crt and server.key for the central
 * server into --ca-dir (ssl_cert_file, ssl_key_file; ca.crt is its ssl_ca_file).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Environment } from '../../src/shared/schemas';
import { adminConnection, databaseOf } from '../lib/admin-connection';
import { ensureCa, issueCertificate } from '../lib/certificates';
import { runCommand, writeOutput } from '../lib/command';
import { enrolReader, enrolTill, revokeTill } from '../lib/tills';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      till: { type: 'string' },
      replaces: { type: 'string' },
      revoke: { type: 'string' },
      reader: { type: 'string' },
      name: { type: 'string' },
      shop: { type: 'string' },
      'ca-dir': { type: 'string', default: 'chain-ca' },
      host: { type: 'string' },
      port: { type: 'string' },
      environment: { type: 'string', default: 'live' },
      out: { type: 'string' },
      'server-cert': { type: 'string' },
    },
    strict: true,
  });
  const caDir = values['ca-dir'];
  if (values['server-cert']) {
    const ca = ensureCa(caDir);
    const server = issueCertificate(ca, { server: values['server-cert'].split(',').map((host) => host.trim()) });
    writeOutput(join(caDir, 'server.crt'), server.certPem, 0o644);
    writeOutput(join(caDir, 'server.key'), server.keyPem, 0o600);
    process.stdout.write(`wrote ${join(caDir, 'server.crt')} and server.key (signed by ${ca.certFile})\n`);
    if (!values.till && !values.revoke) return;
  }
  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new Error('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');
  const sql = adminConnection(url);
  try {
    if (values.revoke) {
      await revokeTill(sql, values.revoke);
      process.stdout.write(`${values.revoke} is revoked: it can no longer log in, and what it sent stays\n`);
      return;
    }
    if (values.reader) {
      const issued = await enrolReader(sql, ensureCa(caDir), values.reader);
      const prefix = values.out ?? values.reader;
      writeOutput(`${prefix}.crt`, issued.certPem, 0o644);
      writeOutput(`${prefix}.key`, issued.keyPem, 0o600);
      process.stdout.write(`${values.reader} may read the chain: ${prefix}.crt and ${prefix}.key (PGSSLCERT, PGSSLKEY; PGSSLROOTCERT=${join(caDir, 'ca.crt')})\n`);
      return;
    }
    if (!values.till) throw new Error('name the till with --till (or --revoke, or a reader with --reader), e.g. --till till_0042');
    const target = new URL(url);
    // A replacement keeps the counter's name and shop unless told otherwise.
    const [previous] = values.replaces ? await sql<Array<{ name: string; shop: string }>>`SELECT name, shop FROM till WHERE till_id = ${values.replaces}` : [];
    const enrolment = await enrolTill(sql, ensureCa(caDir), {
      tillId: values.till,
      replaces: values.replaces,
      name: values.name ?? previous?.name ?? values.till,
      shop: values.shop ?? previous?.shop ?? 'Shop',
      environment: Environment.parse(values.environment),
      host: values.host ?? target.hostname,
      port: Number(values.port ?? (target.port || 5432)),
      database: databaseOf(url),
    });
    const out = values.out ?? `${enrolment.tillId}.chain.json`;
    writeOutput(out, `${JSON.stringify(enrolment, null, 2)}\n`, 0o600);
    process.stdout.write(`enrolled ${enrolment.tillId} (${enrolment.name}, ${enrolment.shop}) for ${enrolment.environment} sales; its enrolment file is ${out}: give it to that till (Settings → Chain) and to nobody else\n`);
  } finally {
    await sql.end();
  }
}

runCommand(main);
