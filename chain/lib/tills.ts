/**
 * Enrolling and revoking a chain's tills and readers at the centre (chain:enroll and the tests): the PostgreSQL
 * role, the till's row in `till`, and a certificate of the chain's CA. Everything given is checked before
 * anything is written, and a role that exists already is used only if it is this chain's kind of role: a
 * certificate is never issued for a role that could do more (a superuser, the tables' owner, a till as a reader).
 */
import { ChainEnrolment, ENROLMENT_FORMAT, TILL_ID } from '../../src/main/chain/enrolment';
import { Environment } from '../../src/shared/schemas';
import type { TransactionSql } from 'postgres';
import { quoteIdent, type Sql } from './admin-connection';
import { assertRoleName, issueCertificate, type CertificateAuthority } from './certificates';

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

function checkTillId(tillId: string): void {
  if (!TILL_ID.test(tillId)) throw new Error(`"${tillId}" is not a till's name here: till_ and lower-case letters, digits or _, e.g. till_0042`);
}

/**
 * The role `name`, made in `group` if it does not exist; if it does, it must be a plain member of `group` (no
 * superuser, role or database making, no bypassing row security) — else nothing is issued for it.
 */
async function chainRole(sql: Sql | TransactionSql<{ bigint: bigint }>, name: string, group: 'chain_till' | 'chain_reader'): Promise<void> {
  const [role] = await sql<Array<{ plain: boolean; member: boolean }>>`
    SELECT NOT (r.rolsuper OR r.rolcreaterole OR r.rolcreatedb OR r.rolbypassrls OR r.rolreplication) AS plain,
      pg_has_role(r.oid, ${group}, 'MEMBER') AS member
    FROM pg_roles r WHERE r.rolname = ${name}`;
  if (!role) return void (await sql.unsafe(`CREATE ROLE ${quoteIdent(name)} LOGIN IN ROLE ${group}`));
  if (!role.plain || !role.member) throw new Error(`the role ${name} exists and is not a plain member of ${group}: no certificate is issued for it`);
}

/**
 * The till's role (LOGIN, in chain_till, no password: certificate only) and row; a till enrolled again keeps its
 * log and gets a new certificate (the old one stays valid until it expires: to cut one off, revoke the till). A
 * revoked till is not enrolled again. Answers the enrolment's content.
 */
export async function enrolTill(sql: Sql, ca: CertificateAuthority, till: TillToEnrol): Promise<ChainEnrolment> {
  checkTillId(till.tillId);
  // Every field as the till will check it, before the centre changes: a bad port or name enrols nothing.
  const fields = ChainEnrolment.pick({ tillId: true, name: true, shop: true, environment: true, host: true, port: true, database: true }).safeParse(till);
  if (!fields.success) throw new Error(`cannot enrol ${till.tillId}: ${fields.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  await sql.begin(async (tx) => {
    await chainRole(tx, till.tillId, 'chain_till');
    const [row] = await tx<Array<{ revoked_at: Date | null }>>`
      INSERT INTO till (till_id, name, shop) VALUES (${fields.data.tillId}, ${fields.data.name}, ${fields.data.shop})
      ON CONFLICT (till_id) DO UPDATE SET name = EXCLUDED.name, shop = EXCLUDED.shop RETURNING revoked_at`;
    if (row!.revoked_at) throw new Error(`${till.tillId} was revoked; a revoked till is not enrolled again (enrol the counter as a new till)`);
  });
  const issued = issueCertificate(ca, { client: till.tillId });
  return ChainEnrolment.parse({ format: ENROLMENT_FORMAT, ...fields.data, caCert: ca.certPem, clientCert: issued.certPem, clientKey: issued.keyPem });
}

/** The till may no longer log in, its sessions end, and the centre refuses its batches; what it sent stays. */
export async function revokeTill(sql: Sql, tillId: string): Promise<void> {
  checkTillId(tillId);
  await sql.begin(async (tx) => {
    const [till] = await tx`UPDATE till SET revoked_at = now() WHERE till_id = ${tillId} RETURNING till_id`;
    if (!till) throw new Error(`${tillId} is not a till of this chain`);
    await tx.unsafe(`ALTER ROLE ${quoteIdent(tillId)} NOLOGIN`);
  });
  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ${tillId}`;
}

/** A reader may no longer log in (NOLOGIN), and its sessions end. Only a plain reader of this chain. */
export async function revokeReader(sql: Sql, name: string): Promise<void> {
  assertRoleName(name);
  const [role] = await sql<Array<{ plain: boolean; reader: boolean }>>`
    SELECT NOT (r.rolsuper OR r.rolcreaterole OR r.rolcreatedb OR r.rolbypassrls OR r.rolreplication) AS plain,
      pg_has_role(r.oid, 'chain_reader', 'MEMBER') AS reader
    FROM pg_roles r WHERE r.rolname = ${name}`;
  if (!role?.plain || !role.reader || name.startsWith('chain_')) throw new Error(`${name} is not a till or a reader of this chain`);
  await sql.unsafe(`ALTER ROLE ${quoteIdent(name)} NOLOGIN`);
  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ${name}`;
}

/**
 * A reader of the chain's reports (head office, an accountant): a role that may only read, logging in by a
 * certificate of the chain's CA. Answers its key and certificate.
 */
export async function enrolReader(sql: Sql, ca: CertificateAuthority, name: string): Promise<{ certPem: string; keyPem: string }> {
  assertRoleName(name);
  if (TILL_ID.test(name) || name.startsWith('chain_')) throw new Error(`"${name}" is a till's or the chain's own kind of name: a reader needs another`);
  await chainRole(sql, name, 'chain_reader');
  return issueCertificate(ca, { client: name });
}
