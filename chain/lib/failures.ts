/**
 * A chain command's failure in one plain line: what failed, where (host:port/database, the role), and what to
 * check. Node's and PostgreSQL's errors are told apart by their codes (a socket's errno, a TLS verification
 * code, an SQLSTATE), never by a stack; anything else keeps its own message, which the chain's code writes in
 * words already.
 */
import { describeTarget, type ChainTarget } from './admin-connection';

/** What the command was asking for, for the advice after a "permission denied". */
export type PermissionHint = 'admin' | 'reader';

interface Coded {
  code?: unknown;
  message?: unknown;
  /** Node's ERR_TLS_CERT_ALTNAME_INVALID carries the certificate it refused. */
  cert?: { subjectaltname?: string };
  /** PostgreSQL's own errors carry a severity; socket errors do not. */
  severity?: unknown;
}

const TLS_UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
]);

const SCHEMA_MISSING = new Set(['42P01', '42883', '3F000']);

function where(target: ChainTarget | undefined): string {
  return target ? describeTarget(target) : "the chain's database";
}

function address(target: ChainTarget | undefined): string {
  if (!target) return "the chain's database";
  return `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
}

function rootCert(target: ChainTarget | undefined): string {
  return target?.rootCert ? `PGSSLROOTCERT (${target.rootCert})` : 'PGSSLROOTCERT';
}

function authentication(message: string, target: ChainTarget | undefined): string {
  const user = target?.user ?? 'the role';
  const at = where(target);
  if (/not permitted to log in/.test(message)) {
    return `the role ${user} may not log in at ${address(target)} (it was revoked, or made NOLOGIN): ask the chain's administrator to enrol a new one (chain:enroll --reader NAME)`;
  }
  if (/certificate authentication failed/.test(message)) {
    return `the server at ${address(target)} refused the certificate in ${target?.clientCert ? `PGSSLCERT (${target.clientCert})` : 'PGSSLCERT'} for ${user}: its common name must be the role in --url`;
  }
  if (/requires a valid client certificate/.test(message)) {
    return `the server at ${address(target)} lets ${user} in only with a certificate: set PGSSLCERT, PGSSLKEY and PGSSLROOTCERT (the files chain:enroll --reader wrote)`;
  }
  if (/no pg_hba\.conf entry|pg_hba\.conf rejects/.test(message)) {
    const encryption = /no encryption/.test(message) ? ' without TLS' : '';
    return `the server refused ${at}${encryption}: no pg_hba.conf line lets this role in from here. Check pg_hba.conf (chain:setup prints the lines)${encryption ? ', and connect with TLS (PGSSLROOTCERT, and a reader\'s PGSSLCERT and PGSSLKEY)' : ''}`;
  }
  return `the server refused ${at}: ${message}. Check the role and pg_hba.conf`;
}

function permission(message: string, target: ChainTarget | undefined, hint: PermissionHint | undefined): string {
  const advice =
    hint === 'reader'
      ? `is ${target?.user ?? 'the role'} a reader of the chain (chain:enroll --reader) or a role with SELECT on its tables?`
      : `the administrator's role needs to be a superuser, or to have CREATEROLE and CREATEDB`;
  return `${where(target)}: ${message} (permission denied): ${advice}`;
}

/** The one line a command prints for `error`, a failure while it spoke to `target`. */
export function explainFailure(error: unknown, target?: ChainTarget, hint?: PermissionHint): string {
  const { code, message: raw, cert, severity } = (typeof error === 'object' && error !== null ? error : {}) as Coded;
  const message = typeof raw === 'string' ? raw : String(error);
  const sqlstate = typeof severity === 'string' && typeof code === 'string' ? code : null;
  if (sqlstate) {
    if (sqlstate === '28000') return authentication(message, target);
    if (sqlstate === '28P01') return `wrong password for ${target?.user ?? 'the role'} at ${address(target)}: check PGPASSWORD (or the password in --url), and pg_hba.conf's method for this role`;
    if (sqlstate === '3D000') return `there is no database ${target ? `"${target.database}" at ${address(target)}` : 'of that name'}: check the database in --url (chain:setup creates it)`;
    if (sqlstate === '42501') return permission(message, target, hint);
    if (SCHEMA_MISSING.has(sqlstate)) return `${where(target)} does not hold the chain's schema (${message}): check the database in --url, or run chain:setup there`;
    if (sqlstate === '57P03' || sqlstate === '57P01') return `the server at ${address(target)} is starting up or shutting down (${message}): try again in a moment`;
    if (sqlstate === '53300') return `the server at ${address(target)} has no connection to spare (${message}): try again, or raise max_connections`;
    return `${where(target)} failed: ${message} (SQLSTATE ${sqlstate})`;
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `cannot connect to ${where(target)}: nothing is listening at ${address(target)} (connection refused). Check the host and port in --url, and that PostgreSQL runs and listens on that address (listen_addresses)`;
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
      return `${where(target)}: no answer from ${address(target)} in time: check the host and port in --url, and any firewall in between`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${where(target)}: the host name "${target?.host ?? '?'}" is not known here (DNS): check the host in --url`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where(target)}: ${address(target)} cannot be reached from here (no route): check the host in --url and this machine's network`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ERR_SSL_TLSV1_ALERT_UNKNOWN_CA':
    case 'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE':
    case 'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED':
      return `${where(target)}: the server ended the connection${target?.clientCert ? ` (it may refuse the certificate in PGSSLCERT, ${target.clientCert}: was it signed by the chain's CA, the server's ssl_cert_file's?)` : ''}: check the server's log`;
    case 'ERR_TLS_CERT_ALTNAME_INVALID': {
      const names = cert?.subjectaltname ? ` (it names ${cert.subjectaltname.replace(/DNS:|IP Address:/g, '')})` : '';
      return `${where(target)}: the server's certificate is not for ${target?.host ?? 'the host in --url'}${names}: reach the server by a name its certificate holds, or give it one made for this name (chain:enroll --server-cert ${target?.host ?? 'HOST'})`;
    }
    case 'CERT_HAS_EXPIRED':
      return `${where(target)}: the server's certificate has expired: give the server a new one (chain:enroll --server-cert)`;
    case 'CERT_NOT_YET_VALID':
      return `${where(target)}: the server's certificate is not valid yet: check this machine's clock`;
    case 'ERR_SSL_WRONG_VERSION_NUMBER':
      return `${where(target)}: the server does not speak TLS: check ssl = on in its postgresql.conf`;
  }
  if (typeof code === 'string' && TLS_UNTRUSTED.has(code)) {
    return `${where(target)}: the server's certificate is not signed by the CA in ${rootCert(target)}: check that PGSSLROOTCERT is the chain's ca.crt, and the server's ssl_cert_file`;
  }
  if (typeof code === 'string' && code.startsWith('ERR_SSL')) return `${where(target)}: TLS with the server failed (${message}): check the server's ssl settings and PGSSLROOTCERT`;
  return message;
}
