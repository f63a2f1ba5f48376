/**
 * Enrolling and revoking a chain's tills at the centre (chain:enroll and the tests): the till's PostgreSQL role,
 * its row in `till`, and the enrolment file's content with a certificate of the chain's CA.
 */
import { Environment } from '../../src/shared/schemas';
import { ENROLMENT_FORMAT, parseEnrolment, TILL_ID, type ChainEnrolment } from '../../src/main/chain/enrolment';
import type { Sql } from './admin-connection';
import { issueCertificate, type CertificateAuthority } from './certificates';

export interface TillToEnrol {
  tillId: string;
  name: string;
  shop: string;
  environment: Environment;
  /** Where the till reaches the central server, and the database's name there. */
  host: string;
  port: number;
  database: string;
}

const quoted = (role: string) => `"${role}"`;

function checkTillId(tillId: string): void {
  if (!TILL_ID.test(tillId)) throw new Error(`"${tillId}" is not a till's name here: till_ and lower-case letters, digits or _, e.g. till_0042`);
}

/**
 * The till's role (LOGIN, in chain_till, no password: certificate only) and row; a till enrolled again keeps its
 * log and gets a new certificate. A revoked till is not enrolled again. Answers the enrolment's content.
 */
export async function enrolTill(sql: Sql, ca: CertificateAuthority, till: TillToEnrol): Promise<ChainEnrolment> {
  checkTillId(till.tillId);
  const environment = Environment.parse(till.environment);
  await sql.begin(async (tx) => {
    const [role] = await tx`SELECT 1 FROM pg_roles WHERE rolname = ${till.tillId}`;
    if (!role) await tx.unsafe(`CREATE ROLE ${quoted(till.tillId)} LOGIN IN ROLE chain_till`);
    const [row] = await tx<Array<{ revoked_at: Date | null }>>`
      INSERT INTO till (till_id, name, shop) VALUES (${till.tillId}, ${till.name}, ${till.shop})
      ON CONFLICT (till_id) DO UPDATE SET name = EXCLUDED.name, shop = EXCLUDED.shop RETURNING revoked_at`;
    if (row!.revoked_at) throw new Error(`${till.tillId} was revoked; a revoked till is not enrolled again (enrol the counter as a new till)`);
  });
  const issued = issueCertificate(ca, { client: till.tillId });
  const enrolment: ChainEnrolment = {
    format: ENROLMENT_FORMAT,
    tillId: till.tillId,
    name: till.name,
    shop: till.shop,
    environment,
    host: till.host,
    port: till.port,
    database: till.database,
    caCert: ca.certPem,
    clientCert: issued.certPem,
    clientKey: issued.keyPem,
  };
  // What the till will check, checked here first.
  return parseEnrolment(JSON.stringify(enrolment));
}

/** The till may no longer log in, its sessions end, and the centre refuses its batches; what it sent stays. */
export async function revokeTill(sql: Sql, tillId: string): Promise<void> {
  checkTillId(tillId);
  await sql.begin(async (tx) => {
    const [till] = await tx`UPDATE till SET revoked_at = now() WHERE till_id = ${tillId} RETURNING till_id`;
    if (!till) throw new Error(`${tillId} is not a till of this chain`);
    await tx.unsafe(`ALTER ROLE ${quoted(tillId)} NOLOGIN`);
  });
  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ${tillId}`;
}

/**
 * A reader of the chain's reports (head office, an accountant): a role that may only read, logging in by a
 * certificate of the chain's CA. Answers its key and certificate.
 */
export async function enrolReader(sql: Sql, ca: CertificateAuthority, name: string): Promise<{ certPem: string; keyPem: string }> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name) || TILL_ID.test(name)) throw new Error(`"${name}" is not a reader's name here: lower-case letters, digits or _, not till_…`);
  const [role] = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${name}`;
  if (!role) await sql.unsafe(`CREATE ROLE ${quoted(name)} LOGIN IN ROLE chain_reader`);
  return issueCertificate(ca, { client: name });
}
