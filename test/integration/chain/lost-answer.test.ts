/**
 * The centre commits a batch and its answer is lost on the way back (a connection reset at the wrong moment). The
 * till's loop fails that batch; its next connection agrees with the centre where the log stands, finds every entry
 * held, and has nothing left to send. The till must then say "synced": the 20-till chaos test saw a till stay
 * "offline" for good after exactly this, everything sent, because only a batch sent cleared the failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTill } from '../../../chain/lib/tills';
import { connectCentral, type CentralLink } from '../../../src/main/chain/central-link';
import { createChainSync } from '../../../src/main/chain/chain-sync';
import { createChainLogRepo } from '../../../src/main/journal/chain-log-repo';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { silentLogger } from '../../../src/main/logger';
import { DEFAULT_TIMINGS } from '../../../src/main/timings';
import type { ChainStatus } from '../../../src/shared/contract';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { writeSaleInState } from '../../support/sale-in-state';

let centre: ChainCentre;
let work: string;
let journal: Db;

beforeAll(async () => {
  centre = await startChainCentre();
  work = mkdtempSync(join(tmpdir(), 'till-lost-answer-'));
  journal = openJournal(join(work, 'journal.sqlite'));
}, 120_000);

afterAll(async () => {
  journal?.close();
  rmSync(work, { recursive: true, force: true });
  await centre?.close();
});

describe('an answer from the centre lost on its way back', () => {
  it('is found held by the next connection, and the till says synced, not offline', async () => {
    const enrolment = await enrolTill(centre.admin, centre.pg.ca, { tillId: 'till_0042', name: 'Counter 42', shop: 'Main Street', environment: 'live', host: '127.0.0.1', port: centre.pg.port, database: 'chain' });
    const money = (micros: number, currency: string) => ({ micros, currency });
    writeSaleInState(createSalesRepo(journal), {
      id: 'LOST-1', day: '2026-11-27', state: 'succeeded', amount: money(5_000_000, 'USD'), quoted: null,
      delivered: money(7_500_000_000, 'NGN'), cost: money(4_750_000, 'USD'), discount: money(250_000, 'USD'), pin: null,
    });

    let links = 0;
    const seen: ChainStatus[] = [];
    const settled = await new Promise<ChainStatus>((resolve, reject) => {
      const sync = createChainSync({
        log: createChainLogRepo(journal),
        environment: 'live',
        enrolment: () => enrolment,
        identity: () => ({ version: '1.0.0', timeZone: 'Africa/Lagos' }),
        connect: (e): CentralLink => {
          const link = connectCentral(e);
          links += 1;
          if (links > 1) return link;
          // The first link's batch reaches the centre and is committed there; its answer never reaches the till.
          return {
            ...link,
            async ingest(entries, deadlineMs) {
              await link.ingest(entries, deadlineMs);
              throw new Error('read ECONNRESET');
            },
          };
        },
        timings: { ...DEFAULT_TIMINGS, chainRetryMinMs: 10, chainRetryMaxMs: 20, chainIdlePollMs: 50 },
        now: () => new Date(),
        logger: silentLogger,
        onChange: (status) => {
          seen.push(status);
          // Everything acknowledged: what the till says of it now is what the test is about.
          if (links >= 2 && status.waiting === 0) void sync.close().then(() => resolve(status), reject);
        },
        onFault: reject,
      });
    });

    // The lost answer was met: the till said offline while its batch waited, and a second link found it held.
    expect(seen.some((status) => status.state === 'offline' && status.waiting > 0)).toBe(true);
    expect(links).toBe(2);
    expect(settled).toMatchObject({ state: 'synced', offlineSince: null, problem: null });
    expect(settled.lastSyncAt).not.toBeNull();
    // Held once at the centre, as far as the journal's log goes.
    const log = createChainLogRepo(journal);
    const [till] = await centre.admin<Array<{ last_seq: string; journal_last: string; version: string }>>`SELECT last_seq::text, journal_last::text, version FROM till WHERE till_id = 'till_0042'`;
    expect(Number(till!.last_seq)).toBe(log.lastSeq());
    // And the till told the centre, on its new connection, where its journal's log ends: nothing waits.
    expect(till).toMatchObject({ journal_last: String(log.lastSeq()), version: '1.0.0' });
    expect(log.acked().seq).toBe(log.lastSeq());
  });
});
