/**
 * The README's chain setup guide, followed as written by an IT person with a bare Debian server: its marked blocks
 * (test/support/readme-guide.ts) run in order, on a fresh PostgreSQL 15 laid out as Debian's — configuration read
 * from conf.d/, Debian's pg_hba.conf lines, plus a broad `host all all … trust` line lower down, the kind the guide
 * warns about — with the guide's four variables set to the test's server. `sudo` and `systemctl` are stand-ins
 * that run the command as that user and restart this server; the copies the guide asks for between machines (the
 * server's folder, the reader's folder) the test makes. Then a till enrolled from the guide sells and its sales reach
 * the centre, the reader's report works with its own folder alone, and a till's role without its certificate is
 * refused. The guide asks for sudo, so the test runs only as root (as CI does).
 */
import { appendFileSync, chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConnection, type Sql } from '../../../chain/lib/admin-connection';
import { ENVIRONMENTS } from '../../../src/main/topup-api/environments';
import { CHAIN_TIMINGS, centreMatches, chainStatus, sellSome } from '../../support/chain-till';
import { asRoot, initCluster, postgresBin, type Cluster } from '../../support/postgres-server';
import { guideMachines, hbaWords, readChainGuide, type GuideMachines, type GuideStep } from '../../support/readme-guide';
import { startHarness } from '../../support/till-harness';

const ROOT = join(__dirname, '..', '..', '..');
const guide = readChainGuide(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const PASSWORD = 'a long passphrase for chain_admin';
const STEPS = 60_000;

const step = (name: string): GuideStep => {
  const found = guide.steps.find((s) => s.name === name);
  if (!found) throw new Error(`the README's guide has no step marked chain-guide:${name}`);
  return found;
};
/** The value the guide gives an option in a step's command. */
const option = (name: string, flag: string): string => {
  const value = new RegExp(`${flag} (\\S+)`).exec(step(name).code)?.[1];
  if (!value) throw new Error(`the guide's step ${name} gives no ${flag}`);
  return value;
};

// Debian's own lines for a new cluster, with a broad trust line a shop might have added: the guide's go above them.
const DEBIAN_HBA = ['local   all   postgres                 peer', 'local   all   all                      peer', 'host    all   all   127.0.0.1/32  trust', 'host    all   all   127.0.0.1/32  scram-sha-256', ''];

/** Programs the guide calls that belong to the machine: sudo (the tests run as root) and systemd's restart. */
function standIns(bin: string, cluster: Cluster): void {
  mkdirSync(bin);
  const pgCtl = join(postgresBin()!, 'pg_ctl');
  writeFileSync(join(bin, 'sudo'), ['#!/bin/bash', 'if [ "$1" = -u ]; then user=$2; shift 2; exec runuser -u "$user" -- "$@"; fi', 'exec "$@"', ''].join('\n'), { mode: 0o755 });
  writeFileSync(
    join(bin, 'systemctl'),
    [
      '#!/bin/bash',
      'case "$*" in',
      `  'restart postgresql') exec runuser -u postgres -- ${pgCtl} -D '${cluster.data}' -l '${join(cluster.data, '..', 'server.log')}' -w -t 60 restart >/dev/null ;;`,
      `  *) echo "systemctl (the test's stand-in) knows only 'restart postgresql', not: $*" >&2; exit 1 ;;`,
      'esac',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
}

describe.skipIf(!asRoot)("the README's chain setup guide, as written, on a fresh PostgreSQL 15 (as root: the guide uses sudo)", () => {
  let cluster: Cluster;
  let work: string;
  let machines: GuideMachines;
  let centre: Sql;
  const ran: string[] = [];
  const run = async (name: string, input?: string) => {
    ran.push(name);
    return machines.run(step(name), input);
  };

  beforeAll(async () => {
    cluster = await initCluster();
    work = mkdtempSync(join(tmpdir(), 'till-guide-'));
    // The server's programs run as postgres, from the server's folder in here.
    chmodSync(work, 0o755);
    // Debian reads conf.d/ at the end of postgresql.conf; the test's own settings (port, loopback, socket) stay in
    // postgresql.auto.conf, read after it.
    appendFileSync(join(cluster.data, 'postgresql.conf'), "\ninclude_dir = 'conf.d'\n");
    mkdirSync(join(cluster.data, 'conf.d'));
    const postgresIds = statSync(cluster.data);
    chownSync(join(cluster.data, 'conf.d'), postgresIds.uid, postgresIds.gid);
    cluster.write('pg_hba.conf', DEBIAN_HBA.join('\n'));
    cluster.start();
    standIns(join(work, 'bin'), cluster);
    machines = guideMachines({
      root: ROOT,
      work,
      bin: join(work, 'bin'),
      env: { CENTRE: '127.0.0.1', PGPORT: String(cluster.port), PGDATA: cluster.data, PGCONF: cluster.data },
      // The server's psql finds this server's socket where the test put it, not in /var/run/postgresql.
      serverEnv: { PGHOST: cluster.data },
    });
    // The test's own look at the centre, as postgres by the broad trust line (never a till's or reader's way in).
    centre = adminConnection(`postgres://postgres@127.0.0.1:${cluster.port}/chain`);
  }, STEPS);

  afterAll(async () => {
    await centre?.end();
    cluster?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('sets the variables the test gives its own values, and marks its steps in the order they are done', () => {
    expect(guide.variables).toEqual(['CENTRE', 'PGPORT', 'PGDATA', 'PGCONF']);
    expect(guide.steps.map((s) => `${s.name} on ${s.machine}`)).toEqual(['help on admin', 'ca on admin', 'server on server', 'restart on server', 'setup on admin', 'till on admin', 'reader on admin', 'report on reader', 'revoke on admin']);
  });

  it("shows with --help every option the guide gives chain:enroll", async () => {
    const { stdout } = await run('help');
    const used = new Set(guide.steps.filter((s) => s.code.includes('chain:enroll --')).flatMap((s) => s.code.match(/--[a-z][a-z-]+/g) ?? []));
    used.delete('--help');
    expect(used.size).toBeGreaterThan(5);
    for (const flag of used) expect(stdout, flag).toContain(flag);
  }, STEPS);

  it("makes the chain's CA and the server's three files, never ca.key among them", async () => {
    await run('ca');
    const admin = machines.folder('admin');
    const serverFolder = option('ca', '--out-dir');
    expect(readdirSync(join(admin, 'chain-ca'))).toEqual(expect.arrayContaining(['ca.crt', 'ca.key']));
    expect(statSync(join(admin, 'chain-ca', 'ca.key')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(admin, serverFolder)).sort()).toEqual(['ca.crt', 'server.crt', 'server.key']);
    expect(statSync(join(admin, serverFolder, 'server.key')).mode & 0o777).toBe(0o600);
    // Copied to the server, as the guide says (scp, a stick).
    cpSync(join(admin, serverFolder), join(machines.folder('server'), serverFolder), { recursive: true });
  }, STEPS);

  it('sets up the server: its files owned by postgres with the key 0600, the pg_hba lines on top, restarted', async () => {
    await run('server', `${PASSWORD}\n${PASSWORD}\n`);
    const postgresUid = statSync(cluster.data).uid;
    for (const name of ['server.crt', 'server.key', 'ca.crt']) expect(statSync(join(cluster.data, name)).uid, name).toBe(postgresUid);
    expect(statSync(join(cluster.data, 'server.key')).mode & 0o777).toBe(0o600);
    expect(readdirSync(cluster.data)).not.toContain('ca.key');
    // "Put these lines at its top, above Debian's own".
    cluster.write('pg_hba.conf', [...guide.pgHba, ...DEBIAN_HBA].join('\n'));
    await run('restart');
  }, STEPS);

  it("creates the chain's database over TLS, and prints the very pg_hba lines the guide shows", async () => {
    // It logs in over TLS only (the administrator's hostssl line), checking the server by the guide's CA and name.
    const { stdout } = await run('setup', `${PASSWORD}\n`);
    const [ssl] = await centre.unsafe("SELECT current_setting('ssl') AS ssl, current_setting('ssl_cert_file') AS cert, current_setting('ssl_ca_file') AS ca");
    expect(ssl).toEqual({ ssl: 'on', cert: 'server.crt', ca: 'ca.crt' });
    const printed = stdout.split('\n').map(hbaWords).filter(Boolean);
    const shown = guide.pgHba.map(hbaWords).filter(Boolean);
    const at = printed.indexOf(shown[0]!);
    expect(at, `chain:setup printed:\n${stdout}`).toBeGreaterThanOrEqual(0);
    expect(printed.slice(at, at + shown.length)).toEqual(shown);
  }, STEPS);

  it('enrols a till whose sales reach the centre over TLS with its certificate', async () => {
    await run('till');
    const tillId = option('till', '--till');
    const file = join(machines.folder('admin'), option('till', '--out'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The guide enrols a live till: the simulator stands in for the live service, whose tokens it then accepts.
    const h = await startHarness({ sim: { audiences: [ENVIRONMENTS.live.audience!] }, till: { environment: 'live', timings: CHAIN_TIMINGS } });
    try {
      expect((await h.call('chain.enrol', { path: file })).enrolment).toMatchObject({ tillId, environment: 'live', server: `127.0.0.1:${cluster.port}/chain` });
      await sellSome(h, 2);
      await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0, 'synced');
      await centreMatches(centre, h, tillId);
    } finally {
      await h.close();
    }
  }, STEPS);

  it("gives a reader its own folder with ca.crt alone, and the report runs with only that folder", async () => {
    await run('reader');
    const name = option('reader', '--reader');
    const readerFolder = option('reader', '--out-dir');
    const given = join(machines.folder('admin'), readerFolder);
    expect(readdirSync(given).sort()).toEqual(['ca.crt', `${name}.crt`, `${name}.key`]);
    expect(statSync(join(given, `${name}.key`)).mode & 0o777).toBe(0o600);
    cpSync(given, join(machines.folder('reader'), readerFolder), { recursive: true });
    expect(readdirSync(machines.folder('reader'))).not.toContain('chain-ca');

    const { stdout } = await run('report');
    const [sold] = await centre`SELECT count(*)::int AS n FROM chain_sale WHERE till_id = ${option('till', '--till')} AND state = 'succeeded'`;
    expect(sold!.n).toBeGreaterThan(0);
    expect(stdout).toContain(option('till', '--till'));
    const csv = readdirSync(machines.folder('reader')).find((file) => file.endsWith('.csv'));
    expect(csv, 'the report\'s --csv file').toBeDefined();
    const [header, ...rows] = readFileSync(join(machines.folder('reader'), csv!), 'utf8').replace(/^\uFEFF/, '').split('\n').map((line) => line.split(','));
    const tillRow = rows.find((row) => row[0] === 'till' && row[header!.indexOf('till_id')] === option('till', '--till'));
    expect(tillRow?.[header!.indexOf('count')]).toBe(String(sold!.n));
  }, STEPS);

  it("refuses a till's role without its certificate, even with a trust line below the guide's", async () => {
    const tillId = option('till', '--till');
    const attempt = async (database: string, ssl: false | 'require') => {
      const sql = postgres({ host: '127.0.0.1', port: cluster.port, database, username: tillId, ssl, connect_timeout: 10, max: 1, onnotice: () => undefined });
      try {
        return await sql`SELECT 1`.then(() => 'let in', (error: Error) => error.message);
      } finally {
        await sql.end({ timeout: 1 });
      }
    };
    expect(await attempt('chain', false)).toMatch(/pg_hba\.conf rejects connection/);
    expect(await attempt('chain', 'require')).toMatch(/requires a valid client certificate/);
    expect(await attempt('postgres', 'require')).toMatch(/pg_hba\.conf rejects connection/);
  }, STEPS);

  it('revokes the till: its role may no longer log in', async () => {
    await run('revoke');
    const [role] = await centre`SELECT rolcanlogin FROM pg_roles WHERE rolname = ${option('revoke', '--revoke')}`;
    expect(role).toEqual({ rolcanlogin: false });
    expect(ran).toEqual(guide.steps.map((s) => s.name));
  }, STEPS);
});
