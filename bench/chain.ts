/**
 * Pair 7: the chain's central PostgreSQL (issue 15), on a private server started here with TLS as in the tests.
 * - ingest: 50 enrolled tills, each over its own TLS connection as its own role, sending batches of 500 sale
 *   events (the payload a real sale's event carries) through `chain_ingest` — appended, hashed, projected into
 *   chain_sale — against the floor: the same number of rows COPYed raw into the same table over one plain
 *   connection. In events per second, with the headroom over the load the chain is sized for: 1,000 tills ×
 *   500 sales a day ≈ 2.5 M events a day (29 a second on average; the goal is 10× that, a peak).
 * (A till's catch-up after a week offline is measured on a year of a chain: chain-year.ts.)
 */
import type postgres from 'postgres';
import type { Sql } from '../chain/lib/admin-connection';
import { enrolTill } from '../chain/lib/tills';
import { connectCentral } from '../src/main/chain/central-link';
import type { ChainEnrolment } from '../src/main/chain/enrolment';
import type { ChainEntry } from '../src/main/journal/chain-log-repo';
import { startChainCentre } from '../test/support/chain-centre';
import type { PostgresServer } from '../test/support/postgres-server';
import type { Figure } from './measure';

const PAIR = '7 chain centre';
const TILLS = 50;
const BATCH = 500;
const BATCHES_PER_TILL = 8;
/**
 * The load the issue sizes the centre for, 1,000 tills × 500 sales a day ≈ 2.5 M events a day, spread over the day:
 * the average it must keep up with (a plain sale writes 3 entries; shifts, approvals and Zs add a few).
 */
const SIZED_FOR_PER_SECOND = 2_500_000 / 86_400;
const PEAK = 10;

/** A sale's event as a till's log carries it, for the `n`-th sale of a till. */
function saleEntry(seq: number, tillId: string): ChainEntry {
  const id = `T${tillId}-${Math.ceil(seq / 3)}`;
  const state = ['queued', 'sending', 'succeeded'][(seq - 1) % 3]!;
  const at = new Date(Date.UTC(2026, 10, 22, 10, 0, 0, seq)).toISOString();
  const sale = {
    id, created_at: at, updated_at: at, business_day: '2026-11-22', environment: 'live', state, clerk: 'Ada', clerk_id: 'c-ada', shift: 1,
    operator_id: 341, operator_name: 'MTN Nigeria', country_iso: 'NG', recipient_country: 'NG', recipient_phone: '+2348031234567',
    recipient_email: null, amount_micros: 5_000_000, amount_currency: 'USD', use_local_amount: 0, attempts: 1, transaction_id: state === 'succeeded' ? seq : null,
    operator_transaction_id: null, delivered_micros: state === 'succeeded' ? 7_500_000_000 : null, delivered_currency: state === 'succeeded' ? 'NGN' : null,
    cost_micros: null, cost_currency: null, discount_micros: null, discount_currency: null, error_code: null, error_message: null, completed_at: null,
  };
  return { seq, at, kind: 'sale', sale_id: id, payload: JSON.stringify({ event: { from: null, to: state, reason: 'bench' }, sale }) };
}

/** The floor: `rows` entries of a till COPYed raw into chain_event (hash computed in the same statement's stream). */
async function copyFloor(sql: postgres.Sql, tillId: string, entries: readonly ChainEntry[]): Promise<number> {
  const t0 = performance.now();
  const stream = await sql`COPY chain_event (till_id, seq, sale_id, kind, at, payload, payload_hash) FROM STDIN`.writable();
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  for (const entry of entries) stream.write(`${tillId}\t${entry.seq}\t${entry.sale_id ?? '\\N'}\t${entry.kind}\t${entry.at}\t${escape(entry.payload)}\t-\n`);
  stream.end();
  await done;
  return performance.now() - t0;
}

async function enrolled(admin: Sql, pg: PostgresServer, tillId: string): Promise<ChainEnrolment> {
  return enrolTill(admin, pg.ca, { tillId, name: tillId, shop: 'Bench', environment: 'live', host: '127.0.0.1', port: pg.port, database: 'chain' });
}

export async function benchChain(log: (line: string) => void): Promise<Figure[]> {
  const { pg, admin, close } = await startChainCentre();
  try {
    // Floor tills: rows COPYed raw need their till rows (the key references them).
    for (let i = 0; i < 2; i += 1) await admin`INSERT INTO till (till_id, name, shop) VALUES (${`till_floor_${i}`}, 'floor', 'Bench')`;

    log(`  ${PAIR}: enrolling ${TILLS} tills (a role and a certificate each)`);
    const tills = await Promise.all(Array.from({ length: TILLS }, (_, i) => enrolled(admin, pg, `till_b${String(i).padStart(3, '0')}`)));
    const perTill = BATCH * BATCHES_PER_TILL;
    log(`  ${PAIR}: ${TILLS} tills × ${perTill} events through chain_ingest, all at once`);
    const links = tills.map((enrolment) => connectCentral(enrolment));
    await Promise.all(links.map((link, i) => link.ingest([saleEntry(1, tills[i]!.tillId)], 30_000)));
    const t0 = performance.now();
    await Promise.all(
      links.map(async (link, i) => {
        for (let b = 0; b < BATCHES_PER_TILL; b += 1) {
          const from = 2 + b * BATCH;
          const answer = await link.ingest(Array.from({ length: BATCH }, (_, k) => saleEntry(from + k, tills[i]!.tillId)), 60_000);
          if (answer.stored !== BATCH) throw new Error(`${tills[i]!.tillId}: ${answer.stored} of ${BATCH} stored`);
        }
      }),
    );
    const ingestMs = performance.now() - t0;
    await Promise.all(links.map((link) => link.destroy()));
    const events = TILLS * perTill;
    const oursPerSecond = (events / ingestMs) * 1000;

    log(`  ${PAIR}: the floor, ${events} rows COPYed raw`);
    const floorEntries = Array.from({ length: events }, (_, k) => saleEntry(k + 1, 'till_floor_0'));
    const floorMs = await copyFloor(admin, 'till_floor_0', floorEntries);
    const floorPerSecond = (events / floorMs) * 1000;
    const [{ size } = { size: '' }] = await admin<Array<{ size: string }>>`SELECT pg_size_pretty(pg_total_relation_size('chain_event') + pg_total_relation_size('chain_sale')) AS size`;

    const peak = SIZED_FOR_PER_SECOND * PEAK;
    return [
      {
        pair: PAIR,
        name: `ingest: ${TILLS} tills at once, batches of ${BATCH}, events/s`,
        value: oursPerSecond,
        unit: 'ev/s',
        floorName: 'raw COPY into chain_event, one connection',
        floorValue: floorPerSecond,
        goal: { text: `> ${Math.round(peak)} ev/s (10× the average of 1,000 tills × 500 sales a day)`, met: oursPerSecond > peak },
        details: [
          `${events.toLocaleString('en-US')} events in ${(ingestMs / 1000).toFixed(1)} s over ${TILLS} TLS connections, each its till's role; appended, hashed and projected into chain_sale`,
          `headroom: ${(oursPerSecond / SIZED_FOR_PER_SECOND).toFixed(0)}× the average load of 1,000 tills × 500 sales a day (${SIZED_FOR_PER_SECOND.toFixed(1)} ev/s, ${Math.round(SIZED_FOR_PER_SECOND * 86_400).toLocaleString('en-US')} a day); a day's events take ${((SIZED_FOR_PER_SECOND * 86_400) / oursPerSecond / 60).toFixed(1)} min of ingest`,
          `the centre after the run: chain_event + chain_sale ${size}`,
        ],
      },
    ];
  } finally {
    await close();
  }
}
