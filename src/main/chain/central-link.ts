/**
 * The till's connection to its chain's central PostgreSQL: TLS with the till's own certificate (the server
 * lets it in as the role the certificate names, and only if the chain's CA signed it; the till checks the server
 * against that CA too), one connection, and one thing it can do: hand a batch of its log to `chain_ingest`,
 * whose answer counts only once the centre has committed the batch.
 *
 * Library: postgres (porsager) — pipelining, COPY for the bench's floor, bigint as BigInt, TLS options passed to
 * Node as they are. A call that does not end within its deadline (a black-holed network) gives up its
 * connection (closed in good order; on a dead network TCP lets the socket go later): the next batch opens a new
 * one, and a statement still running on the server is ended there by statement_timeout.
 */
import { connect } from 'node:net';
import postgres from 'postgres';
import type { ChainEntry } from '../journal/chain-log-repo';
import type { ChainEnrolment } from './enrolment';
import { chainTlsOptions } from './tls-options';

export interface IngestAnswer {
  /** Every entry up to this seq is at the centre. */
  acked: number;
  stored: number;
  duplicates: number;
  /** The entries of this till the centre holds with another content than offered, in all (not only this batch's). */
  conflicts: number;
}

export interface CentralLink {
  ingest(entries: readonly ChainEntry[], deadlineMs: number): Promise<IngestAnswer>;
  /** Where the centre's copy of this till's (counter's) log ends. */
  position(deadlineMs: number): Promise<number>;
  /** Of these entries, the seqs the centre holds, each with whether it holds it as offered. */
  compare(entries: readonly ChainEntry[], deadlineMs: number): Promise<Map<number, boolean>>;
  /** Tells the centre the journal was behind: its entries from `from` (the journal's number) follow the centre's last, which it answers. */
  rewound(from: number, journalLast: number, deadlineMs: number): Promise<number>;
  /**
   * Tells the centre the version this till runs, its shop's time zone, and where its journal's log ends (in the
   * centre's numbering): the owner's office shows them, and what waits to be sent as far as the centre can know.
   */
  hello(version: string, timeZone: string, journalLast: number, deadlineMs: number): Promise<void>;
  /** Ends the connection now, whatever it is doing. */
  destroy(): Promise<void>;
}

export class ChainDeadlineError extends Error {
  override readonly name = 'ChainDeadlineError';
}

const SECONDS = 1000;

/** How a till connects: as its role, by its certificate, checking the server against the chain's CA. */
export function centralOptions(enrolment: ChainEnrolment, { connectTimeoutMs = 10_000 } = {}) {
  return {
    host: enrolment.host,
    port: enrolment.port,
    database: enrolment.database,
    username: enrolment.tillId,
    ssl: chainTlsOptions(enrolment.host, { ca: enrolment.caCert, cert: enrolment.clientCert, key: enrolment.clientKey }),
    max: 1,
    connect_timeout: Math.ceil(connectTimeoutMs / SECONDS),
    // A quiet till lets go of its connection soon: a thousand tills must not hold a thousand idle sessions.
    idle_timeout: 10,
    // What the server ends for this session: a batch waiting on a lock, or running past any till's patience.
    // synchronous_commit on whatever the server's default: an answer means the batch is on the centre's disk.
    connection: { application_name: `airtime-till ${enrolment.tillId}`, lock_timeout: 10_000, statement_timeout: 30_000, synchronous_commit: 'on' },
    types: { bigint: postgres.BigInt },
    // Not the array types postgres.js otherwise fetches first on every new connection: a batch sends none, and
    // that query's failure (a cut network) is a rejection nobody can handle, which ends the till (porsager/postgres#1192).
    fetch_types: false,
    onnotice: () => undefined,
  };
}

export function connectCentral(enrolment: ChainEnrolment, options: { connectTimeoutMs?: number } = {}): CentralLink {
  // One connection attempt per batch. A server that closes in good order before the session is ready (a balancer
  // with no database behind it) has postgres.js connect again at once, without end, until the deadline
  // (porsager/postgres#1193): a second attempt fails the batch now, and the loop's backoff paces the next one.
  let attempts = 0;
  // `socket` is in postgres.js's README ("Custom socket") but not in its types: passed as a variable, not a literal.
  const withOneAttempt = {
    ...centralOptions(enrolment, options),
    socket: () => {
      attempts += 1;
      if (attempts > 1) throw new Error('the central database closed the connection before it was ready');
      return connect({ host: enrolment.host, port: enrolment.port });
    },
  };
  const sql = postgres(withOneAttempt);

  /** One statement, given up (with its connection) at the deadline. */
  async function withDeadline<T>(deadlineMs: number, statement: () => Promise<T>): Promise<T> {
    attempts = 0;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        sql.end({ timeout: 0 }).catch(() => undefined);
        reject(new ChainDeadlineError(`the central database did not answer within ${deadlineMs / SECONDS} s`));
      }, deadlineMs);
    });
    try {
      return await Promise.race([statement(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  // Each payload travels as the text it is (a JSON string inside the batch): the centre hashes that text.
  const batchOf = (entries: readonly ChainEntry[]) => entries.map((entry) => ({ seq: entry.seq, kind: entry.kind, sale_id: entry.sale_id, at: entry.at, payload: entry.payload }));

  return {
    async ingest(entries, deadlineMs) {
      // One statement in no explicit transaction: PostgreSQL commits it at the protocol's Sync, before its
      // ReadyForQuery, and postgres.js resolves a query only on that ReadyForQuery — so an answer means the batch
      // is the centre's. No BEGIN … COMMIT: one round trip instead of three, and no ROLLBACK that postgres.js
      // writes to a connection already closed, which throws where nobody can catch it and ends the till.
      const rows = await withDeadline(deadlineMs, () => sql<Array<{ acked: bigint; stored: number; duplicates: number; conflicts: number }>>`SELECT * FROM chain_ingest(${sql.json(batchOf(entries))})`);
      const answer = rows[0];
      if (!answer) throw new Error('the central database answered the batch with nothing');
      return { acked: Number(answer.acked), stored: answer.stored, duplicates: answer.duplicates, conflicts: answer.conflicts };
    },
    async position(deadlineMs) {
      const [row] = await withDeadline(deadlineMs, () => sql<Array<{ last: bigint }>>`SELECT chain_position() AS last`);
      return Number(row?.last ?? 0);
    },
    async compare(entries, deadlineMs) {
      const rows = await withDeadline(deadlineMs, () => sql<Array<{ seq: bigint; same: boolean }>>`SELECT seq, same FROM chain_compare(${sql.json(batchOf(entries))})`);
      return new Map(rows.map((row) => [Number(row.seq), row.same]));
    },
    async rewound(from, journalLast, deadlineMs) {
      const [row] = await withDeadline(deadlineMs, () => sql<Array<{ last: bigint }>>`SELECT chain_rewound(${from}, ${journalLast}) AS last`);
      return Number(row?.last ?? 0);
    },
    async hello(version, timeZone, journalLast, deadlineMs) {
      await withDeadline(deadlineMs, () => sql`SELECT chain_hello(${version}, ${timeZone}, ${journalLast})`);
    },
    destroy: () => sql.end({ timeout: 0 }),
  };
}
