/**
 * The chain's central database on a real PostgreSQL started for this test (TLS, certificates of the chain's own
 * CA made with openssl): setup applied twice, tills enrolled by the command, batches ingested through the
 * till's own link — in order, duplicates absorbed, a different payload for a known seq recorded as a conflict,
 * nothing after a gap — and what a till's certificate cannot do: read, change or delete anything, write as
 * another till, log in as another role; nor can a certificate of another CA, or a revoked till. And the chain's
 * report counts the phones' amounts, cost and discount of the sales that went through, never a refund's.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConnection } from '../../../chain/lib/admin-connection';
import { chainMigrations } from '../../../chain/lib/migrate';
import { ensureCa, issueCertificate } from '../../../chain/lib/certificates';
import { chainDayReport, reportCsv, reportText } from '../../../chain/lib/report';
import type { Money, SaleState } from '../../../src/shared/contract';
import { microsToDecimal } from '../../../src/shared/money';
import { SALE_STATES } from '../../../src/shared/sale-states';
import { moneyStanding } from '../../../src/shared/sale-money';
import { centralOptions, connectCentral } from '../../../src/main/chain/central-link';
import { parseEnrolment, type ChainEnrolment } from '../../../src/main/chain/enrolment';
import { createChainLogRepo, type ChainEntry } from '../../../src/main/journal/chain-log-repo';
import { openJournal } from '../../../src/main/journal/open';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { chainCommand, chainCommandOk } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import type { PostgresServer } from '../../support/postgres-server';
import { writeSaleInState, type SaleInState } from '../../support/sale-in-state';

let centre: ChainCentre;
let pg: PostgresServer;
let work: string;
let admin: ChainCentre['admin'];
const enrolments = new Map<string, ChainEnrolment>();

async function enrol(tillId: string, caDir = pg.ca.dir): Promise<ChainEnrolment> {
  const out = join(work, `${tillId}.chain.json`);
  await chainCommandOk('enroll', ['--till', tillId, '--url', pg.adminUrl('chain'), '--ca-dir', caDir, '--name', `Counter ${tillId}`, '--shop', 'Main Street', '--environment', 'sandbox', '--out', out]);
  const enrolment = parseEnrolment(readFileSync(out, 'utf8'));
  enrolments.set(tillId, enrolment);
  return enrolment;
}

const entry = (seq: number, payload: object = { sale: { id: `S-${seq}` } }): ChainEntry => ({
  seq,
  at: '2026-11-22T10:00:00.000Z',
  kind: 'approval',
  sale_id: null,
  payload: JSON.stringify(payload),
});

/** A raw connection as a till, by its certificate: what a stolen certificate could try. */
const asTill = (enrolment: ChainEnrolment, username = enrolment.tillId) => postgres({ ...centralOptions(enrolment), username, connect_timeout: 5 });

beforeAll(async () => {
  centre = await startChainCentre();
  ({ pg, work, admin } = centre);
}, 120_000);

afterAll(() => centre?.close());

describe('the central database', () => {
  it('is set up once: setup again changes nothing', async () => {
    expect(await chainCommandOk('setup', ['--url', pg.adminUrl('chain')])).toContain('the schema is up to date');
    const migrations = await admin`SELECT version FROM chain_migration ORDER BY version`;
    expect(migrations.map((row) => row.version)).toEqual(chainMigrations().map((migration) => migration.version));
  });

  it('takes a till\'s log in order, absorbs a resend, records a different payload as a conflict, and appends nothing after a gap', async () => {
    const enrolment = await enrol('till_0001');
    const link = connectCentral(enrolment);
    try {
      expect(await link.ingest([entry(1), entry(2), entry(3)], 10_000)).toEqual({ acked: 3, stored: 3, duplicates: 0, conflicts: 0 });
      // The answer was lost: the same batch again, and one more.
      expect(await link.ingest([entry(2), entry(3), entry(4)], 10_000)).toEqual({ acked: 4, stored: 1, duplicates: 2, conflicts: 0 });
      // The same key with another content: kept as it was, the other recorded.
      expect(await link.ingest([entry(4, { changed: true })], 10_000)).toEqual({ acked: 4, stored: 0, duplicates: 0, conflicts: 1 });
      // A gap: 6 waits for 5.
      expect(await link.ingest([entry(6)], 10_000)).toEqual({ acked: 4, stored: 0, duplicates: 0, conflicts: 1 });
      expect(await link.ingest([entry(5), entry(6)], 10_000)).toEqual({ acked: 6, stored: 2, duplicates: 0, conflicts: 1 });
    } finally {
      await link.destroy();
    }
    const events = await admin`SELECT seq, payload FROM chain_event WHERE till_id = 'till_0001' ORDER BY seq`;
    expect(events.map((row) => row.seq)).toEqual([1n, 2n, 3n, 4n, 5n, 6n]);
    expect(events[3]!.payload).toEqual({ sale: { id: 'S-4' } });
    const conflicts = await admin`SELECT seq, offered_payload FROM chain_conflict WHERE till_id = 'till_0001'`;
    expect(conflicts).toEqual([{ seq: 4n, offered_payload: { changed: true } }]);
    const [till] = await admin`SELECT last_seq, last_seen FROM till WHERE till_id = 'till_0001'`;
    expect(till!.last_seq).toBe(6n);
    expect(till!.last_seen).toBeInstanceOf(Date);
  });

  it('refuses a malformed batch with a clear error, and keeps nothing of it', async () => {
    const link = connectCentral(enrolments.get('till_0001')!);
    try {
      await expect(link.ingest([{ ...entry(7), payload: '{not json' }], 10_000)).rejects.toThrow(/invalid input syntax for type json/);
      await expect(link.ingest([{ ...entry(7), at: 'yesterday-ish' }], 10_000)).rejects.toThrow(/timestamp/);
      // One seq twice in a batch: which one would stand? Neither.
      await expect(link.ingest([entry(7), entry(7, { other: true })], 10_000)).rejects.toThrow(/names each seq once/);
      await expect(link.ingest(Array.from({ length: 5_001 }, (_, i) => entry(7 + i)), 30_000)).rejects.toThrow(/at most 5000 events/);
    } finally {
      await link.destroy();
    }
    const [till] = await admin`SELECT last_seq FROM till WHERE till_id = 'till_0001'`;
    expect(till!.last_seq).toBe(6n);
  });

  it("lets a till's certificate append to its own log and nothing else", async () => {
    const mine = enrolments.get('till_0001')!;
    await enrol('till_0002');
    const sql = asTill(mine);
    try {
      for (const query of [
        'SELECT * FROM chain_event',
        'SELECT * FROM till',
        'SELECT * FROM chain_sale',
        "UPDATE till SET last_seq = 0 WHERE till_id = 'till_0001'",
        "DELETE FROM chain_event WHERE till_id = 'till_0001'",
        "INSERT INTO chain_event (till_id, seq, kind, at, payload, payload_hash) VALUES ('till_0002', 1, 'sale', now(), '{}', 'x')",
        'SELECT * FROM chain_offered(\'[]\')',
        'CREATE TABLE mine (x int)',
        'CREATE TEMP TABLE till (x int)',
      ]) {
        await expect(sql.unsafe(query), query).rejects.toThrow(/permission denied/);
      }
      // Not another till: its role cannot be taken on, nor its session.
      await expect(sql.unsafe('SET ROLE till_0002')).rejects.toThrow(/permission denied/);
      await expect(sql.unsafe('SET SESSION AUTHORIZATION till_0002')).rejects.toThrow(/permission denied/);
      // Whatever the batch says, it lands in the log of the certificate's till.
      const [answer] = await sql`SELECT * FROM chain_ingest(${sql.json([{ ...entry(7), till_id: 'till_0002' }])})`;
      expect(answer!.acked).toBe(7n);
    } finally {
      await sql.end();
    }
    const [seventh] = await admin`SELECT till_id FROM chain_event WHERE seq = 7`;
    expect(seventh!.till_id).toBe('till_0001');
    const [other] = await admin`SELECT count(*)::int AS n FROM chain_event WHERE till_id = 'till_0002'`;
    expect(other!.n).toBe(0);
  });

  it('issues no certificate for a role that could do more, and enrols nothing on a bad input', async () => {
    for (const role of ['postgres', 'chain_owner', 'till_0001']) {
      const refused = await chainCommand('enroll', ['--reader', role, '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--out-dir', join(work, role)]);
      expect(refused.status, role).toBe(1);
      expect(existsSync(join(work, role)), role).toBe(false);
    }
    const badPort = await chainCommand('enroll', ['--till', 'till_0077', '--port', '99999', '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--out', join(work, 'x.json')]);
    // A bad value is a usage mistake: said, with the usage, before anything is asked of the centre.
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toContain('port');
    expect(await admin`SELECT 1 FROM pg_roles WHERE rolname = 'till_0077'`).toHaveLength(0);
    expect(await admin`SELECT 1 FROM till WHERE till_id = 'till_0077'`).toHaveLength(0);
  });

  it('gives a reader, by its certificate, the chain report and nothing to write', async () => {
    const dir = join(work, 'reader-hq');
    await chainCommandOk('enroll', ['--reader', 'hq', '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--out-dir', dir]);
    // The reader's folder is all it needs: its certificate, its key, and the CA's certificate (never its key).
    const env = { PGSSLCERT: join(dir, 'hq.crt'), PGSSLKEY: join(dir, 'hq.key'), PGSSLROOTCERT: join(dir, 'ca.crt') };
    expect(existsSync(join(dir, 'ca.key'))).toBe(false);
    const csv = join(work, 'chain.csv');
    const report = await chainCommandOk('report', ['--day', '2026-11-22', '--url', `postgres://hq@127.0.0.1:${pg.port}/chain`, '--csv', csv], env);
    expect(report).toContain('Chain report for 2026-11-22');
    expect(report).toContain('Tills not heard from');
    expect(readFileSync(csv, 'utf8')).toMatch(/^\uFEFFsection,day,till_id/);
    const reader = adminConnection(`postgres://hq@127.0.0.1:${pg.port}/chain`, env);
    try {
      await expect(reader`SELECT * FROM chain_ingest(${reader.json([{ ...entry(1) }])})`).rejects.toThrow(/permission denied/);
      await expect(reader`DELETE FROM chain_event`).rejects.toThrow(/permission denied/);
      expect((await reader`SELECT count(*)::int AS n FROM till`)[0]!.n).toBeGreaterThan(0);
      // The tills' audit trails are the owner's to read, like their sales (no "permission denied").
      await expect(reader`SELECT action, clerk_name, manager_name FROM chain_audit LIMIT 1`).resolves.toBeDefined();
    } finally {
      await reader.end();
    }
  });

  it("places each sale state's money where the till's own rule does, in the rollups the reports read", async () => {
    const rows = await admin<Array<{ state: string; standing: string }>>`SELECT state, chain_money_standing(state) AS standing FROM unnest(${SALE_STATES as unknown as string[]}::text[]) AS state`;
    expect(rows).toEqual(SALE_STATES.map((state) => ({ state, standing: moneyStanding(state) })));
  });

  it("counts the phones' amounts, the cost and the discount of sales that went through only, whatever a refund's record carries (issue 23)", async () => {
    const day = '2026-11-24';
    // A till's journal with a sale in every state, each record carrying a delivered amount, a cost and a discount.
    const journalDir = mkdtempSync(join(work, 'journal-'));
    const db = openJournal(join(journalDir, 'journal.sqlite'));
    const sent = new Map<SaleState, SaleInState>();
    let entries: ChainEntry[];
    try {
      createChainLogRepo(db).start();
      const sales = createSalesRepo(db);
      for (const [i, state] of SALE_STATES.entries()) {
        const n = i + 1;
        const paid = n * 10_000_000;
        const discount = n * 1_010_000;
        const sale: SaleInState = {
          id: `S-${day}-${state}`, day, state, amount: { micros: paid, currency: 'USD' }, quoted: null, pin: null,
          // 1111.11 NGN, 2222.22 NGN…: each sale's own, so a page shows whose it counted.
          delivered: { micros: n * 1_111_110_000, currency: 'NGN' },
          cost: { micros: paid - discount, currency: 'USD' },
          discount: { micros: discount, currency: 'USD' },
        };
        writeSaleInState(sales, sale);
        sent.set(state, sale);
      }
      entries = createChainLogRepo(db).after(0, 1_000);
    } finally {
      db.close();
    }
    const link = connectCentral(await enrol('till_0300'));
    try {
      expect((await link.ingest(entries, 10_000)).acked).toBe(entries.length);
    } finally {
      await link.destroy();
    }

    // The projection holds a sale's money as the rule shows it: none of it for a sale that did not go through.
    const projected = await admin`SELECT state, delivered_micros, cost_micros, discount_micros FROM chain_sale WHERE till_id = 'till_0300' ORDER BY state`;
    expect(projected.filter((row) => row.delivered_micros !== null || row.cost_micros !== null || row.discount_micros !== null).map((row) => row.state)).toEqual(['succeeded']);
    // The event as the till sent it keeps the service's record.
    const [sentRefund] = await admin`SELECT payload->'sale'->>'delivered_micros' AS delivered FROM chain_event_full WHERE till_id = 'till_0300' AND sale_id = ${`S-${day}-refunded`} ORDER BY seq DESC LIMIT 1`;
    expect(Number(sentRefund!.delivered)).toBe(sent.get('refunded')!.delivered.micros);

    const report = await chainDayReport(admin, day);
    const total = (money: Money, count = 1) => ({ currency: money.currency, count, micros: BigInt(money.micros) });
    const succeeded = sent.get('succeeded')!;
    expect(report.sold).toEqual([total(succeeded.amount)]);
    expect(report.delivered).toEqual([total(succeeded.delivered)]);
    expect(report.cost).toEqual([total(succeeded.cost)]);
    expect(report.discount).toEqual([total(succeeded.discount)]);
    const handedBack = (['refunded', 'failed', 'cancelled'] as const).map((state) => sent.get(state)!.amount.micros);
    expect(report.handedBack).toEqual([{ currency: 'USD', count: 3, micros: BigInt(handedBack.reduce((a, b) => a + b, 0)) }]);

    // On the page and in the CSV: no sale's amount but the one that went through.
    const text = reportText(report);
    const csv = reportCsv(report);
    for (const [state, sale] of sent) {
      for (const money of [sale.delivered, sale.discount]) {
        const amount = microsToDecimal(money.micros);
        expect(text.includes(` ${amount} ${money.currency}`), `${state} ${amount}`).toBe(state === 'succeeded');
        expect(csv.includes(`,${amount},`), `${state} ${amount}`).toBe(state === 'succeeded');
      }
    }
    expect(text).toContain('Phones received (succeeded sales)');
  });

  it("refuses a certificate's till logging in as another role, a certificate of another CA, and a revoked till", async () => {
    const mine = enrolments.get('till_0001')!;
    const wrongName = asTill(mine, 'till_0002');
    await expect(wrongName`SELECT 1`).rejects.toThrow(/certificate authentication failed/);
    await wrongName.end();

    const strangerCa = ensureCa(join(work, 'stranger-ca'), 'Someone else');
    const stranger = issueCertificate(strangerCa, { client: 'till_0001' });
    const foreign = asTill({ ...mine, clientCert: stranger.certPem, clientKey: stranger.keyPem });
    // The server ends the handshake; its log says why.
    await expect(foreign`SELECT 1`).rejects.toThrow(/ECONNRESET|certificate|alert/i);
    await foreign.end();
    expect(pg.log()).toMatch(/certificate verify failed/);

    // The centre refuses a revoked till's batches even before its role loses LOGIN.
    await admin`UPDATE till SET revoked_at = now() WHERE till_id = 'till_0002'`;
    const lingering = connectCentral(enrolments.get('till_0002')!);
    await expect(lingering.ingest([entry(1)], 10_000)).rejects.toThrow(/not an enrolled till/);
    await lingering.destroy();
    await chainCommandOk('enroll', ['--revoke', 'till_0002', '--url', pg.adminUrl('chain')]);
    const revoked = connectCentral(enrolments.get('till_0002')!);
    await expect(revoked.ingest([entry(1)], 10_000)).rejects.toThrow(/not permitted to log in/);
    await revoked.destroy();
    // Enrolling a revoked till again is refused.
    const again = await chainCommand('enroll', ['--till', 'till_0002', '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--out', join(work, 'again.json')]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('was revoked');
  });
});
