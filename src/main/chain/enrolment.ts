/**
 * A till's enrolment in a chain: the file `npm run chain:enroll` writes and a manager gives the till (Settings →
 * Chain). It says where the central database is, which environment's sales the till ships, and holds the till's
 * certificate and private key, signed by the chain's CA; the CA certificate is how the till knows the server.
 * Kept whole in the secret store (safeStorage in the desktop app, the encrypted file store in browser mode): the
 * renderer never sees the key. Checked here before anything is kept, each fault said in words.
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { Environment } from '../../shared/schemas';
import { TillError } from '../../shared/errors';
import { readChosenFile, UnusableFile } from '../files/chosen-file';

export const ENROLMENT_FORMAT = 'airtime-till-chain-enrolment/1';
export const TILL_ID = /^till_[a-z0-9_]{1,40}$/;

const pem = (label: string) =>
  z
    .string()
    .max(16_000)
    .refine((text) => text.includes(`-----BEGIN ${label}-----`) && text.includes(`-----END ${label}-----`), `is not a PEM ${label.toLowerCase()}`);

export const ChainEnrolment = z
  .object({
    format: z.literal(ENROLMENT_FORMAT),
    tillId: z.string().regex(TILL_ID, 'looks like till_0042'),
    name: z.string().trim().min(1).max(100),
    shop: z.string().trim().min(1).max(100),
    environment: Environment,
    host: z.string().trim().min(1).max(253),
    port: z.number().int().min(1).max(65_535),
    database: z.string().trim().min(1).max(63),
    caCert: pem('CERTIFICATE'),
    clientCert: pem('CERTIFICATE'),
    clientKey: pem('PRIVATE KEY'),
  })
  .strict();
export type ChainEnrolment = z.infer<typeof ChainEnrolment>;

// Said of the file the manager named (its path is the one field of the call).
const refuse = (message: string) => new TillError('INVALID_INPUT', `This is not a usable chain enrolment: ${message}`, { path: message });

/**
 * The one answer for a path that names no enrolment: missing, unreadable, a folder or a device, far too large, or a
 * file that is something else altogether. Whoever types a path learns nothing of what is there.
 */
const NOT_AN_ENROLMENT = "this file cannot be used. Give the path of the .json file chain:enroll wrote for this till (a few kilobytes).";

/**
 * The enrolment in `text` (the file's JSON), checked whole: its fields, and that key, certificate and CA belong
 * together. Only a file that says it is an enrolment is told what is wrong with it.
 */
export function parseEnrolment(text: string): ChainEnrolment {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(NOT_AN_ENROLMENT);
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== ENROLMENT_FORMAT) throw refuse(NOT_AN_ENROLMENT);
  const parsed = ChainEnrolment.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'the file';
    throw refuse(/received undefined/.test(issue.message) ? `${field} is missing.` : `${field}: ${issue.message.replace(/^Invalid input: /, '')}.`);
  }
  const enrolment = parsed.data;
  let ca: X509Certificate;
  let cert: X509Certificate;
  try {
    ca = new X509Certificate(enrolment.caCert);
    cert = new X509Certificate(enrolment.clientCert);
  } catch {
    throw refuse('a certificate in it cannot be read.');
  }
  if (!cert.verify(ca.publicKey)) throw refuse("the till's certificate was not signed by the chain's CA it names.");
  if (!cert.subject.split('\n').includes(`CN=${enrolment.tillId}`)) throw refuse(`the certificate is not ${enrolment.tillId}'s.`);
  if (Date.parse(cert.validTo) < Date.now()) throw refuse(`the certificate expired on ${cert.validTo}; enrol the till again.`);
  try {
    if (!cert.checkPrivateKey(createPrivateKey(enrolment.clientKey))) throw new Error('mismatch');
  } catch {
    throw refuse("the private key is not the certificate's.");
  }
  return enrolment;
}

/** An enrolment file is a few kilobytes; anything far larger is not one. */
const MAX_FILE_BYTES = 64_000;

/**
 * The enrolment file at `path`, read and checked. A path that names no usable file (missing, unreadable, a
 * folder, a device, far too large) gets one answer, whichever it was: the person typing it learns nothing more.
 */
export function readEnrolmentFile(path: string): { text: string; enrolment: ChainEnrolment } {
  let text: string;
  try {
    text = readChosenFile(path, MAX_FILE_BYTES).toString('utf8');
  } catch (error) {
    if (error instanceof UnusableFile) throw refuse(NOT_AN_ENROLMENT);
    throw error;
  }
  return { text, enrolment: parseEnrolment(text) };
}
