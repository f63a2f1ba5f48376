/**
 * The chain's own certificate authority, made and used with openssl (no shell: arguments as a list). The CA
 * signs the central server's certificate and one client certificate per till, whose common name is the till's
 * PostgreSQL role: PostgreSQL's `cert` authentication lets a connection in as exactly that role, and only if
 * the certificate was signed by this CA. Keys are P-256, written 0600; a CA key never leaves its folder.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CertificateAuthority {
  dir: string;
  certFile: string;
  keyFile: string;
  certPem: string;
}

export interface IssuedCertificate {
  certPem: string;
  keyPem: string;
}

const KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

function openssl(args: readonly string[], input?: string): string {
  try {
    return execFileSync('openssl', args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`openssl ${args[0]} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

const caFiles = (dir: string) => ({ certFile: join(dir, 'ca.crt'), keyFile: join(dir, 'ca.key') });

/**
 * The CA in `dir` (ca.crt and ca.key), or an error that says how to get one: a mistyped folder never makes a
 * new CA, whose certificates no server or till of the chain would know. Nothing is created.
 */
export function loadCa(dir: string): CertificateAuthority {
  const { certFile, keyFile } = caFiles(dir);
  const [hasCert, hasKey] = [existsSync(certFile), existsSync(keyFile)];
  if (hasCert !== hasKey) throw new Error(`${dir} holds only half of a CA (ca.crt and ca.key go together)`);
  if (!hasCert) throw new Error(`no chain CA in ${dir} (ca.crt and ca.key): check --ca-dir, or make one with --new-ca`);
  return { dir, certFile, keyFile, certPem: readFileSync(certFile, 'utf8') };
}

/** A new CA in `dir` (made if missing, 0700); refused where one, or half of one, is already. */
export function makeCa(dir: string, name = 'Airtime Till chain CA'): CertificateAuthority {
  const { certFile, keyFile } = caFiles(dir);
  if (existsSync(certFile) || existsSync(keyFile)) throw new Error(`${dir} already holds a chain CA: use it without --new-ca (a new CA would not be the one the chain's server and tills know)`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  openssl(['req', '-x509', ...KEY, '-keyout', keyFile, '-out', certFile, '-days', '3650', '-subj', `/CN=${name}`, '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  chmodSync(keyFile, 0o600);
  return loadCa(dir);
}

/** The CA in `dir`, made there first if it has none: for tests and the bench, which own their folders. */
export function ensureCa(dir: string, name?: string): CertificateAuthority {
  const { certFile, keyFile } = caFiles(dir);
  return existsSync(certFile) || existsSync(keyFile) ? loadCa(dir) : makeCa(dir, name);
}

/** A role name PostgreSQL and a certificate's subject both take as it is. */
export function assertRoleName(name: string): void {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a role name this chain uses (lower-case letters, digits and _, starting with a letter)`);
}

/**
 * A key and a certificate signed by `ca`: for a client, its common name is the role it logs in as; for the
 * server, `hosts` are the names and addresses tills connect to.
 */
export function issueCertificate(ca: CertificateAuthority, subject: { client: string } | { server: readonly string[] }, days = 825): IssuedCertificate {
  const work = mkdtempSync(join(tmpdir(), 'chain-cert-'));
  try {
    const keyFile = join(work, 'key.pem');
    const csrFile = join(work, 'req.csr');
    const extFile = join(work, 'ext.cnf');
    const certFile = join(work, 'cert.pem');
    const cn = 'client' in subject ? subject.client : subject.server[0]!;
    if ('client' in subject) assertRoleName(subject.client);
    // Names go into openssl's configuration: only a host name or an address, nothing that could add a line.
    else if (subject.server.length === 0 || subject.server.some((host) => !/^[a-zA-Z0-9.-]{1,253}$|^[0-9a-fA-F:]{2,39}$/.test(host))) {
      throw new Error(`a server certificate needs host names or addresses (letters, digits, . - :), not ${JSON.stringify(subject.server)}`);
    }
    openssl(['req', '-new', ...KEY, '-keyout', keyFile, '-out', csrFile, '-subj', `/CN=${cn}`]);
    const ext =
      'client' in subject
        ? ['basicConstraints=CA:FALSE', 'keyUsage=critical,digitalSignature', 'extendedKeyUsage=clientAuth']
        : [
            'basicConstraints=CA:FALSE',
            'keyUsage=critical,digitalSignature,keyEncipherment',
            'extendedKeyUsage=serverAuth',
            `subjectAltName=${subject.server.map((host) => (/^[\d.]+$|:/.test(host) ? `IP:${host}` : `DNS:${host}`)).join(',')}`,
          ];
    writeFileSync(extFile, `${ext.join('\n')}\n`);
    openssl(['x509', '-req', '-in', csrFile, '-CA', ca.certFile, '-CAkey', ca.keyFile, '-CAcreateserial', '-CAserial', join(ca.dir, 'ca.srl'), '-out', certFile, '-days', String(days), '-extfile', extFile]);
    return { certPem: readFileSync(certFile, 'utf8'), keyPem: readFileSync(keyFile, 'utf8') };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
