/**
 * Every chain command (setup, enroll, report, reconcile) run as a shop's owner runs it, against a real PostgreSQL
 * with TLS and certificates of the chain's own CA, failing on purpose: a closed port, a server checked against
 * another CA, a server certificate made for another name, a revoked reader. Each failure is one plain line on
 * stderr saying what, where and what to check, the exit code is 1, and nothing is written (no CSV, no enrolment
 * file, no CA). And the server reached by its address with a certificate made for that address alone works, for
 * the commands and the till's link alike (issue 26: it once failed, checked against "localhost").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCa } from '../../../chain/lib/certificates';
import { connectCentral } from '../../../src/main/chain/central-link';
import { parseEnrolment, type ChainEnrolment } from '../../../src/main/chain/enrolment';
import { startSimulator, type RunningSimulator } from '../../../src/main/simulator';
import { chainCommand, chainCommandOk, type CommandResult } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { freePort, type PostgresServer } from '../../support/postgres-server';

const COMMANDS = ['setup', 'enroll', 'report', 'reconcile', 'maintain'] as const;
type Command = (typeof COMMANDS)[number];
const DAY = '2026-11-22';

let centre: ChainCentre;
let pg: PostgresServer;
let work: string;
let sim: RunningSimulator;
let strangerCaFile: string;
/** A till enrolled to reach the centre at 127.0.0.1. */
let till: ChainEnrolment;
const approval = (seq: number) => ({ seq, at: '2026-11-22T10:00:00.000Z', kind: 'approval' as const, sale_id: null, payload: '{}' });

/** Who connects: a role on the chain's database, and the environment its certificates come in. */
interface Login {
  user: string;
  port?: number;
  database?: string;
  env: NodeJS.ProcessEnv;
}

/** The administrator over TLS, checking the server against the chain's CA (setup and enroll). */
const administrator = (): Login => ({ user: 'postgres', env: { PGSSLROOTCERT: pg.ca.certFile } });
/** A reader by its certificate, from the folder chain:enroll --reader wrote. */
const reader = (name: string): Login => {
  const dir = join(work, `reader-${name}`);
  return { user: name, env: { PGSSLCERT: join(dir, `${name}.crt`), PGSSLKEY: join(dir, `${name}.key`), PGSSLROOTCERT: join(dir, 'ca.crt') } };
};
const urlOf = (login: Login) => `postgres://${login.user}@127.0.0.1:${login.port ?? pg.port}/${login.database ?? 'chain'}`;

let runs = 0;
/** A command of the chain as `login`, with the files it could write; each run its own. */
async function run(command: Command, login: Login) {
  runs += 1;
  const files = { csv: join(work, `out-${runs}.csv`), enrolment: join(work, `till_09${String(runs).padStart(2, '0')}.chain.json`), tillId: `till_09${String(runs).padStart(2, '0')}` };
  const url = urlOf(login);
  const args: Record<Command, string[]> = {
    setup: ['--url', url],
    maintain: ['--url', url, '--pack-older-than', '2', '--keep-months', '24'],
    enroll: ['--till', files.tillId, '--url', url, '--ca-dir', pg.ca.dir, '--out', files.enrolment, '--environment', 'sandbox'],
    report: ['--day', DAY, '--url', url, '--csv', files.csv],
    reconcile: ['--day', DAY, '--url', url, '--csv', files.csv, '--environment', 'sandbox', '--base-url', sim.url, '--auth-url', sim.url],
  };
  const env = { ...login.env, CHAIN_SERVICE_CLIENT_ID: sim.clientId, CHAIN_SERVICE_CLIENT_SECRET: sim.clientSecret };
  const result = await chainCommand(command, args[command], env);
  return { command, result, files };
}

/** One line on stderr that matches every pattern, exit 1, no stack; and nothing written, at the centre or here. */
async function expectOneLine({ command, result, files }: Awaited<ReturnType<typeof run>>, ...patterns: RegExp[]) {
  const context = `chain:${command}: ${result.stderr}${result.stdout}`;
  expect(result.status, context).toBe(1);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, context).toHaveLength(1);
  expect(lines[0], context).toMatch(/^error: /);
  for (const pattern of patterns) expect(lines[0], context).toMatch(pattern);
  expect(existsSync(files.csv), context).toBe(false);
  expect(existsSync(files.enrolment), context).toBe(false);
  expect(await centre.admin`SELECT 1 FROM pg_roles WHERE rolname = ${files.tillId}`, context).toHaveLength(0);
}

const everyCommand = (login: (command: Command) => Login) => Promise.all(COMMANDS.map((command) => run(command, login(command))));
const asTheyRun = (command: Command, name: string) => (command === 'setup' || command === 'enroll' || command === 'maintain' ? administrator() : reader(name));

beforeAll(async () => {
  centre = await startChainCentre();
  ({ pg, work } = centre);
  sim = await startSimulator({ rechargeWaitSeconds: 0, settleMs: 50 });
  strangerCaFile = ensureCa(join(work, 'stranger-ca'), 'Someone else').certFile;
  // The server's certificate names its address and nothing else: a check by "localhost" would fail.
  await pg.useServerCertificate(['127.0.0.1']);
  for (const name of ['hq', 'gone']) {
    await chainCommandOk('enroll', ['--reader', name, '--url', centre.url, '--ca-dir', pg.ca.dir, '--out-dir', join(work, `reader-${name}`)]);
  }
  await chainCommandOk('enroll', ['--revoke', 'gone', '--url', centre.url]);
  const out = join(work, 'till_0800.chain.json');
  await chainCommandOk('enroll', ['--till', 'till_0800', '--url', centre.url, '--ca-dir', pg.ca.dir, '--environment', 'sandbox', '--out', out]);
  till = parseEnrolment(readFileSync(out, 'utf8'));
}, 120_000);

afterAll(async () => {
  await sim?.close();
  await centre?.close();
});

describe('every chain command, on a connection that fails', () => {
  it('says so for a closed port: where, and to check the host and port', async () => {
    const closed = await freePort();
    const results = await everyCommand((command) => ({ ...asTheyRun(command, 'hq'), port: closed }));
    for (const result of results) await expectOneLine(result, new RegExp(`127\\.0\\.0\\.1:${closed}`), /connection refused/, /host and port/);
  }, 90_000);

  it('reaches an IPv6 address as typed (brackets in the URL), and says where it could not', async () => {
    const closed = await freePort();
    const result = await chainCommand('report', ['--day', '2026-11-22', '--url', `postgres://hq@[::1]:${closed}/chain`]);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`[::1]:${closed}`);
    expect(result.stderr).not.toContain('127.0.0.1');
  }, 30_000);

  it('says so for a server that the CA in PGSSLROOTCERT did not sign', async () => {
    const results = await everyCommand((command) => {
      const login = asTheyRun(command, 'hq');
      return { ...login, env: { ...login.env, PGSSLROOTCERT: strangerCaFile } };
    });
    for (const result of results) await expectOneLine(result, /not signed by the CA in PGSSLROOTCERT/, new RegExp(strangerCaFile.replaceAll('/', '\\/')), new RegExp(`127\\.0\\.0\\.1:${pg.port}`));
  }, 90_000);

  it('says so for a server whose certificate is for another name, and the till\'s link refuses it too', async () => {
    await pg.useServerCertificate(['central.example.com']);
    try {
      const results = await everyCommand((command) => asTheyRun(command, 'hq'));
      for (const result of results) await expectOneLine(result, /the server's certificate is not for 127\.0\.0\.1/, /central\.example\.com/);
      const link = connectCentral(till);
      try {
        await expect(link.ingest([approval(1)], 10_000)).rejects.toThrow(/altnames|ERR_TLS_CERT_ALTNAME_INVALID/);
      } finally {
        await link.destroy();
      }
    } finally {
      await pg.useServerCertificate(['127.0.0.1']);
    }
  }, 90_000);

  it('says so for a revoked reader: who, where, and that it was revoked', async () => {
    const results = await everyCommand(() => reader('gone'));
    for (const result of results) await expectOneLine(result, /the role gone may not log in at 127\.0\.0\.1/, /revoked/);
  }, 90_000);

  it("says so for a database without the chain's schema, and for no database at all", async () => {
    await expectOneLine(await run('report', { ...reader('hq'), database: 'postgres' }), /does not hold the chain's schema/, /chain:setup/);
    await expectOneLine(await run('enroll', { ...administrator(), database: 'nosuch' }), /no database "nosuch" at 127\.0\.0\.1/);
  }, 60_000);
});

describe('the server reached by its address, its certificate made for that address alone', () => {
  it('works for every command, and for the till', async () => {
    const [setup, enroll, report, reconcile, maintain] = await Promise.all(COMMANDS.map((command) => run(command, asTheyRun(command, 'hq'))));
    for (const { command, result } of [setup!, enroll!, report!, reconcile!, maintain!]) expect(result.status, `chain:${command}: ${result.stderr}`).toBe(0);
    expect(maintain!.result.stdout).toMatch(/^event partitions ready: chain_event_\d{4}_\d{2}(, chain_event_\d{4}_\d{2}){3}\nno month older than 2 months to pack\nno month older than 24 months to detach\n$/);
    expect(report!.result.stdout).toContain(`Chain report for ${DAY}`);
    expect(readFileSync(report!.files.csv, 'utf8')).toMatch(/^\uFEFFsection,day/);
    expect(reconcile!.result.stdout).toContain(`Chain reconciliation for ${DAY}`);
    expect(existsSync(reconcile!.files.csv)).toBe(true);

    const link = connectCentral(parseEnrolment(readFileSync(enroll!.files.enrolment, 'utf8')));
    try {
      expect((await link.ingest([approval(1)], 10_000)).acked).toBe(1);
    } finally {
      await link.destroy();
    }
  }, 90_000);
});

describe('chain:enroll and the CA', () => {
  it('makes no CA and writes nothing for a mistyped --ca-dir, saying how to make one', async () => {
    const typo = join(work, 'chian-ca');
    const out = join(work, 'till_0500.chain.json');
    const result = await chainCommand('enroll', ['--till', 'till_0500', '--url', centre.url, '--ca-dir', typo, '--out', out]);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([`error: no chain CA in ${typo} (ca.crt and ca.key): check --ca-dir, or make one with --new-ca`]);
    expect(existsSync(typo)).toBe(false);
    expect(existsSync(out)).toBe(false);
    expect(await centre.admin`SELECT 1 FROM pg_roles WHERE rolname = 'till_0500'`).toHaveLength(0);
  }, 30_000);

  it('makes no CA and writes nothing when the database cannot be reached, even with --new-ca', async () => {
    const closed = await freePort();
    const fresh = join(work, 'new-ca');
    for (const args of [
      ['--till', 'till_0501', '--out', join(work, 'till_0501.chain.json')],
      ['--reader', 'auditor', '--out-dir', join(work, 'reader-auditor')],
    ]) {
      const result = await chainCommand('enroll', [...args, '--new-ca', '--ca-dir', fresh, '--url', `postgres://postgres@127.0.0.1:${closed}/chain`]);
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain(`127.0.0.1:${closed}`);
    }
    expect(existsSync(fresh)).toBe(false);
    expect(existsSync(join(work, 'till_0501.chain.json'))).toBe(false);
    expect(existsSync(join(work, 'reader-auditor'))).toBe(false);
  }, 30_000);

  it("makes a CA only with --new-ca, never over one, and writes the server's three files into a folder of their own", async () => {
    const caDir = join(work, 'second-ca');
    const serverDir = join(work, 'server-files');
    await chainCommandOk('enroll', ['--server-cert', 'central.example.com,10.0.0.5', '--new-ca', '--ca-dir', caDir, '--out-dir', serverDir]);
    expect(existsSync(join(caDir, 'ca.key'))).toBe(true);
    expect(statSync(join(serverDir, 'server.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(serverDir, 'ca.crt'), 'utf8')).toBe(readFileSync(join(caDir, 'ca.crt'), 'utf8'));
    expect(existsSync(join(serverDir, 'ca.key'))).toBe(false);
    expect(existsSync(join(caDir, 'server.key'))).toBe(false);

    const again = await chainCommand('enroll', ['--server-cert', 'central.example.com', '--new-ca', '--ca-dir', caDir, '--out-dir', serverDir]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/^error: .*already holds a chain CA/);
    const intoCa = await chainCommand('enroll', ['--server-cert', 'central.example.com', '--ca-dir', caDir, '--out-dir', caDir]);
    expect(intoCa.status).toBe(2);
    const withOut = await chainCommand('enroll', ['--reader', 'hq2', '--url', centre.url, '--ca-dir', caDir, '--out', join(work, 'hq2')]);
    expect(withOut.status).toBe(2);
    expect(withOut.stderr).toMatch(/^error: .*use --out-dir/);
  }, 60_000);
});

describe('--help and usage mistakes', () => {
  it('prints each command\'s usage and exits 0; an unknown option is one line, then the usage, exit 2', async () => {
    const results = await Promise.all(COMMANDS.flatMap((command) => [chainCommand(command, ['--help']), chainCommand(command, ['--no-such-option'])]));
    COMMANDS.forEach((command, i) => {
      const help: CommandResult = results[2 * i]!;
      const unknown: CommandResult = results[2 * i + 1]!;
      expect(help.status, command).toBe(0);
      expect(help.stdout, command).toMatch(new RegExp(`^Usage: npm run chain:${command} -- `));
      expect(help.stderr, command).toBe('');
      expect(unknown.status, command).toBe(2);
      expect(unknown.stderr.split('\n')[0], command).toMatch(/^error: Unknown option '--no-such-option'/);
      expect(unknown.stderr, command).toContain(`Usage: npm run chain:${command} -- `);
    });
  }, 60_000);
});

