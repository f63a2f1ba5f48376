/**
 * A chain for the owner's office's tests: a private PostgreSQL with the chain set up (chain-centre.ts), three tills in
 * two shops enrolled and fed through chain_ingest from real journals (sales written by the journal's own
 * transitions: sale-in-state.ts) after saying their version and time zone, one of them silent for hours, and a
 * reader's certificate as chain:enroll --reader writes it. The day is today in this machine's time zone, as the office counts it.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { enrolTill } from '../../chain/lib/tills';
import { connectCentral } from '../../src/main/chain/central-link';
import { createChainLogRepo } from '../../src/main/journal/chain-log-repo';
import { openJournal } from '../../src/main/journal/open';
import { createSalesRepo } from '../../src/main/journal/sales-repo';
import type { SaleState } from '../../src/shared/contract';
import { chainCommandOk } from './chain-commands';
import { startChainCentre, type ChainCentre } from './chain-centre';
import { writeSaleInState } from './sale-in-state';

export interface OfficeChain {
  centre: ChainCentre;
  day: string;
  /** The reader's URL and its certificate's environment (PGSSLCERT, PGSSLKEY, PGSSLROOTCERT). */
  readerUrl: string;
  readerEnv: Record<string, string>;
  /** The till left silent for three hours, with a sale made since that it has not sent (its network down). */
  quietTill: string;
  /** The entries of that unsent sale, which the quiet till said its journal holds beyond the centre's copy. */
  quietTillWaiting: number;
  close(): Promise<void>;
}

interface SaleSpec {
  state: SaleState;
  usd: number;
  discountUsd?: number;
  /** Another day than today (the week before, for the trends). */
  daysBack?: number;
  /** Made after the till's last send: in its journal, not at the centre. */
  unsent?: boolean;
}

/** Each sale is made at 10:00 UTC: 10 o'clock on the tills in UTC, 11 on the one in Lagos. */
const TILLS: Array<{ tillId: string; name: string; shop: string; timeZone: string; sales: SaleSpec[] }> = [
  { tillId: 'till_0001', name: 'Counter 1', shop: 'Main Street', timeZone: 'UTC', sales: [{ state: 'succeeded', usd: 10, discountUsd: 0.3 }, { state: 'succeeded', usd: 25.5, discountUsd: 0.75 }, { state: 'refunded', usd: 5 }, { state: 'succeeded', usd: 12, daysBack: 7 }] },
  { tillId: 'till_0002', name: 'Counter 2', shop: 'Main Street', timeZone: 'UTC', sales: [{ state: 'succeeded', usd: 7.25, discountUsd: 0.2 }, { state: 'processing', usd: 3 }, { state: 'failed', usd: 2 }] },
  { tillId: 'till_0003', name: 'Market stall', shop: 'Harbour Market', timeZone: 'Africa/Lagos', sales: [{ state: 'succeeded', usd: 1234.56, discountUsd: 37.04 }, { state: 'succeeded', usd: 4, daysBack: 1 }, { state: 'succeeded', usd: 9, unsent: true }] },
];

export const TILL_VERSION = '0.1.0';

export function localDay(at = new Date()): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const micros = (units: number) => Math.round(units * 1_000_000);

export async function startOfficeChain(): Promise<OfficeChain> {
  const centre = await startChainCentre();
  try {
    const { pg, admin, work } = centre;
    const day = localDay();
    const quietTill = 'till_0003';
    let quietTillWaiting = 0;
    for (const till of TILLS) {
      const enrolment = await enrolTill(admin, pg.ca, { tillId: till.tillId, name: till.name, shop: till.shop, environment: 'training', host: '127.0.0.1', port: pg.port, database: 'chain' });
      const db = openJournal(join(mkdtempSync(join(work, `${till.tillId}-`)), 'journal.sqlite'));
      let entries;
      let journalLast;
      try {
        const log = createChainLogRepo(db);
        log.start();
        const sales = createSalesRepo(db);
        for (const [i, sale] of till.sales.entries()) {
          // What the till sent: its log up to its first sale made since.
          if (sale.unsent) entries ??= log.after(0, 1_000);
          const discount = micros(sale.discountUsd ?? 0);
          writeSaleInState(sales, {
            id: `${till.tillId}-S${i}`,
            day: sale.daysBack ? dayBefore(day, sale.daysBack) : day,
            state: sale.state,
            amount: { micros: micros(sale.usd), currency: 'USD' },
            quoted: null,
            pin: null,
            delivered: { micros: micros(sale.usd) * 1500, currency: 'NGN' },
            cost: { micros: micros(sale.usd) - discount, currency: 'USD' },
            discount: { micros: discount, currency: 'USD' },
          });
        }
        entries ??= log.after(0, 1_000);
        journalLast = log.lastSeq();
      } finally {
        db.close();
      }
      const link = connectCentral(enrolment);
      try {
        // As a till does on each new connection: its version, its shop's time zone and where its log ends first.
        await link.hello(TILL_VERSION, till.timeZone, journalLast, 20_000);
        await link.ingest(entries, 20_000);
      } finally {
        await link.destroy();
      }
      if (till.tillId === quietTill) quietTillWaiting = journalLast - (entries.at(-1)?.seq ?? 0);
    }
    await admin`UPDATE till SET last_seen = now() - interval '3 hours' WHERE till_id = ${quietTill}`;
    const readerDir = join(work, 'chain-reader-hq');
    await chainCommandOk('enroll', ['--reader', 'hq', '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--out-dir', readerDir]);
    return {
      centre,
      day,
      readerUrl: `postgres://hq@127.0.0.1:${pg.port}/chain`,
      readerEnv: { PGSSLCERT: join(readerDir, 'hq.crt'), PGSSLKEY: join(readerDir, 'hq.key'), PGSSLROOTCERT: join(readerDir, 'ca.crt') },
      quietTill,
      quietTillWaiting,
      close: () => centre.close(),
    };
  } catch (error) {
    await centre.close();
    throw error;
  }
}
