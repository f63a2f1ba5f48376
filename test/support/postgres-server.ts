/**
 * A private PostgreSQL server for a test: a cluster made by initdb in a temp directory (as the `postgres` user
 * when the tests run as root, as initdb requires), on 127.0.0.1 and a free port, TLS on with a certificate of the
 * chain's own CA (made with openssl here), and the chain's pg_hba rules: tills and readers by client
 * certificate only, the superuser by trust over loopback for the test's own setup. Stopped and removed by
 * `close()`; `stop('immediate')` and `start()` play a crash and a restart.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { connect as netConnect, createServer } from 'node:net';
import { connect as tlsConnect, type PeerCertificate } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCa, issueCertificate, type CertificateAuthority } from '../../chain/lib/certificates';

export interface PostgresServer {
  host: string;
  port: number;
  /** The chain's CA: it signed the server's certificate and signs the tills'. */
  ca: CertificateAuthority;
  /** A superuser URL for the given database (trust over loopback, this test cluster only). */
  adminUrl(database?: string): string;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** The server's log, for a failing test's message. */
  log(): string;
  close(): void;
  /**
   * Gives the server a new certificate of its CA for `hosts` (names or addresses) and waits until new
   * connections are handed it: a test of a certificate made for another name, or for the address alone.
   */
  useServerCertificate(hosts: readonly string[]): Promise<void>;
}

/** The newest PostgreSQL of Debian's packages: its programs are not on PATH. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The certificate a PostgreSQL server presents, read after its SSLRequest (not checked: only looked at). */
export function serverCertificate(host: string, port: number): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host, port });
    socket.once('error', reject);
    socket.once('connect', () => {
      const request = Buffer.alloc(8);
      request.writeInt32BE(8, 0);
      request.writeInt32BE(80_877_103, 4);
      socket.write(request);
    });
    socket.once('data', (answer) => {
      if (answer[0] !== 0x53) return reject(new Error('the server does not speak TLS'));
      const secure = tlsConnect({ socket, rejectUnauthorized: false });
      secure.once('error', reject);
      secure.once('secureConnect', () => {
        resolve(secure.getPeerCertificate());
        secure.destroy();
      });
    });
  });
}

export const asRoot = process.getuid?.() === 0;

/** A cluster made by initdb and not started yet: its folders, port and programs, run as its owner. */
export interface Cluster {
  /** The data directory: postgresql.conf, pg_hba.conf, the server's socket. */
  data: string;
  port: number;
  /** Runs one of PostgreSQL's programs as the cluster's owner; throws with its output and the server's log. */
  run(program: string, args: string[]): void;
  /** Writes a file into the data directory, owned by the cluster's owner. */
  write(name: string, text: string, mode?: number): void;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  log(): string;
  /** Stops the server (if it runs) and removes every file of it. */
  close(): void;
}

/**
 * initdb into a temp directory (as the `postgres` user when the tests run as root, as initdb requires), on
 * 127.0.0.1 and a free port with its socket in the data directory, and `settings` for postgresql.auto.conf (read
 * last, so they win over any other configuration file).
 */
export async function initCluster(settings: readonly string[] = []): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql): the chain tests need a real server');
  const dir = mkdtempSync(join(tmpdir(), 'till-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const ids = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : null;
  // The server runs as `postgres` and must own its folder; initdb refuses root.
  const run = (program: string, args: string[]) => {
    const [command, argv] = ids ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}${existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').slice(-2000)}` : ''}`);
  };
  const write = (name: string, text: string, mode = 0o600) => {
    const path = join(data, name);
    writeFileSync(path, text);
    chmodSync(path, mode);
    if (ids) chownSync(path, ids.uid, ids.gid);
  };
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    write(
      'postgresql.auto.conf',
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${data}'`,
        'max_connections = 200',
        'shared_buffers = 64MB',
        "log_min_messages = 'warning'",
        ...settings,
        '',
      ].join('\n'),
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    data,
    port,
    run,
    write,
    start: () => run('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    close() {
      spawnSync(ids ? 'runuser' : join(bin, 'pg_ctl'), ids ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'] : ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startPostgres(): Promise<PostgresServer> {
  const cluster = await initCluster(['ssl = on', "ssl_cert_file = 'server.crt'", "ssl_key_file = 'server.key'", "ssl_ca_file = 'root.crt'"]);
  try {
    const ca = ensureCa(join(cluster.data, '..', 'ca'));
    const server = issueCertificate(ca, { server: ['127.0.0.1', 'localhost'] });
    cluster.write('server.crt', server.certPem);
    cluster.write('server.key', server.keyPem);
    cluster.write('root.crt', ca.certPem);
    // First match wins. Tills and readers only with a certificate of this CA whose CN is their role.
    cluster.write(
      'pg_hba.conf',
      [
        'local   all  postgres                trust',
        'hostssl all  +chain_till   127.0.0.1/32 cert',
        'hostssl all  +chain_reader 127.0.0.1/32 cert',
        'host    all  postgres      127.0.0.1/32 trust',
        '',
      ].join('\n'),
    );
    cluster.start();
    return {
      host: '127.0.0.1',
      port: cluster.port,
      ca,
      adminUrl: (database = 'postgres') => `postgres://postgres@127.0.0.1:${cluster.port}/${database}`,
      async useServerCertificate(hosts) {
        const issued = issueCertificate(ca, { server: hosts });
        cluster.write('server.crt', issued.certPem);
        cluster.write('server.key', issued.keyPem);
        cluster.run('pg_ctl', ['-D', cluster.data, 'reload']);
        const wanted = new X509Certificate(issued.certPem).fingerprint256;
        const deadline = Date.now() + 10_000;
        while ((await serverCertificate('127.0.0.1', cluster.port)).fingerprint256 !== wanted) {
          if (Date.now() > deadline) throw new Error(`the server did not take its new certificate for ${hosts.join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      stop: cluster.stop,
      start: cluster.start,
      log: cluster.log,
      close: cluster.close,
    };
  } catch (error) {
    cluster.close();
    throw error;
  }
}
