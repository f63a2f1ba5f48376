/**
 * The catalog keeps each operator's view once built (every sale looks its operator up): a sync that brings other
 * records must replace the kept views, or a sale would be checked and priced by the old ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../../src/main/catalog/catalog';
import { createCatalogRepo } from '../../../src/main/journal/catalog-repo';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { startSimulator, type RunningSimulator } from '../../../src/main/simulator';
import { createTopupClient, type TopupClient } from '../../../src/main/topup-api';

let dir: string;
let db: Db;
const sims: RunningSimulator[] = [];
const clients: TopupClient[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'till-catalog-views-'));
  db = openJournal(join(dir, 'journal.sqlite'));
  // Two services whose accounts are kept in different currencies: the same operators, priced differently.
  for (const currencyCode of ['USD', 'EUR']) {
    const sim = await startSimulator({ currencyCode });
    sims.push(sim);
    clients.push(createTopupClient({ environment: 'sandbox', baseUrl: sim.url, authUrl: sim.url, clientId: sim.clientId, clientSecret: sim.clientSecret }));
  }
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(sims.map((sim) => sim.close()));
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('kept operator views', () => {
  it('are replaced by what the next sync brings', async () => {
    let service = clients[0]!;
    const catalog = createCatalog({ repo: createCatalogRepo(db), client: () => service, now: () => new Date(), onProgress: () => {}, maxAgeMs: 60_000, logoTimeoutMs: 5_000 });
    await catalog.sync();
    const id = catalog.operatorsOf('NG')[0]!.id;
    const before = catalog.operator(id);
    expect(before.senderCurrency).toBe('USD');
    expect(catalog.operator(id)).toBe(before);

    service = clients[1]!;
    await catalog.sync();
    const after = catalog.operator(id);
    expect(after.senderCurrency).toBe('EUR');
    expect(after.amounts).not.toEqual(before.amounts);
    await catalog.close();
  });
});
