/**
 * Operator logos: fetched once during the catalog sync, kept in the journal, shown with the service offline.
 * A misbehaving logo host is a real loopback proxy in front of the simulator: the simulator names logo links
 * on the Host it was reached at, so the till fetches its logos through the proxy too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProgress } from '../../../src/shared/contract';
import { journalFile } from '../../../src/main/journal/journal-file';
import { silentLogger } from '../../../src/main/logger';
import { startSimulator, type RunningSimulator } from '../../../src/main/simulator';
import { createTill, type Till } from '../../../src/main/till';
import type { TillTimings } from '../../../src/main/timings';
import { FAST_TIMINGS, startHarness, waitForConnectivity, type Harness } from '../../support/till-harness';

type Answer = (response: ServerResponse) => void;

/** Forwards everything to the simulator, Host header included, except the paths `answerFor` takes over. */
async function startProxy(target: string) {
  const upstream = new URL(target);
  const proxy = {
    url: '',
    answerFor: (_path: string): Answer | undefined => undefined,
    server: createServer((req: IncomingMessage, res: ServerResponse) => {
      const own = proxy.answerFor(req.url ?? '');
      if (own) return own(res);
      const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }),
    async close() {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    },
  };
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  return proxy;
}

function tillBehind(url: string, dir: string, sim: RunningSimulator, timings: Partial<TillTimings> = {}): Promise<Till> {
  return createTill({
    dataDir: dir,
    environment: 'sandbox',
    baseUrl: url,
    authUrl: url,
    credentials: { clientId: sim.clientId, clientSecret: sim.clientSecret },
    logger: silentLogger,
    timings: { ...FAST_TIMINGS, ...timings },
  });
}

async function operatorNamed(call: Till['call'], country: string, name: string): Promise<number> {
  const operators = (await call('catalog.operators', { country })) as Array<{ id: number; name: string }>;
  return operators.find((o) => o.name === name)!.id;
}

const logoOf = async (call: Till['call'], operatorId: number) => ((await call('catalog.logo', { operatorId })) as { image: string | null }).image;

const svgIn = (image: string | null) => {
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(image!.split(',')[1]!, 'base64').toString('utf8');
};

describe('operator logos', () => {
  let h: Harness;
  const progress: CatalogProgress[] = [];

  beforeAll(async () => {
    h = await startHarness();
    h.till.events.on('catalog.progress', (p) => progress.push(p));
    await waitForConnectivity(h.till, 'online');
    await h.call('catalog.sync', { force: true });
  });
  afterAll(() => h.close());

  it('are fetched during the sync, once per logo, after the promotions', () => {
    const phases = progress.map((p) => p.phase).filter((phase, i, all) => phase !== all[i - 1]);
    // The catalog is done (and sells) before the logos; they follow, then done again.
    expect(phases.slice(-4)).toEqual(['promotions', 'done', 'logos', 'done']);
    const last = progress.filter((p) => p.phase === 'logos').at(-1)!;
    expect(last).toMatchObject({ message: null });
    expect(last.done).toBe(last.total);
    // One per brand, however many operators share it.
    expect(h.sim.stats().logoRequests).toBeGreaterThan(20);
    expect(h.sim.stats().logoRequests).toBeLessThan(100);
  });

  it('are shown from the journal with the service offline, and after a restart', async () => {
    const mtn = await operatorNamed(h.call, 'NG', 'MTN Nigeria');
    const mtnData = await operatorNamed(h.call, 'NG', 'MTN Nigeria Data');
    h.sim.faults.setOffline(true);
    try {
      const image = await logoOf(h.call, mtn);
      expect(svgIn(image)).toContain('>MTN</text>');
      expect(await logoOf(h.call, mtnData)).toBe(image);
      await h.restart();
      expect(await logoOf(h.call, mtn)).toBe(image);
    } finally {
      h.sim.faults.setOffline(false);
    }
  });

  it('are not fetched again by the next sync', async () => {
    await waitForConnectivity(h.till, 'online');
    const before = h.sim.stats().logoRequests;
    progress.length = 0;
    h.till.events.on('catalog.progress', (p) => progress.push(p)); // the till restarted
    await h.call('catalog.sync', { force: true });
    expect(h.sim.stats().logoRequests).toBe(before);
    expect(progress.filter((p) => p.phase === 'logos').at(-1)).toMatchObject({ done: 0, total: 0, message: null });
  });

  it('answer null for an operator the catalog does not hold', async () => {
    expect(await logoOf(h.call, 999_999)).toBeNull();
  });
});

describe('a logo host that misbehaves', () => {
  let sim: RunningSimulator;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dir: string;
  let till: Till | null = null;

  beforeAll(async () => {
    sim = await startSimulator({ rechargeWaitSeconds: 0, settleMs: 100 });
    proxy = await startProxy(sim.url);
  });
  afterEach(async () => {
    await till?.close();
    till = null;
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await proxy.close();
    await sim.close();
  });

  it('skips a logo of the wrong type or too large, finishes the sync, and tries those again next time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'till-logos-'));
    proxy.answerFor = (path) => {
      if (path === '/logos/mtn.svg') return (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
      if (path === '/logos/airtel.svg') return (res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(300 * 1024));
      return undefined;
    };
    till = await tillBehind(proxy.url, dir, sim);
    const progress: CatalogProgress[] = [];
    till.events.on('catalog.progress', (p) => progress.push(p));
    const result = (await till.call('catalog.sync', { force: true })) as { operators: number };
    expect(result.operators).toBeGreaterThan(700);
    expect(progress.at(-1)!.phase).toBe('done');
    const logos = progress.filter((p) => p.phase === 'logos').at(-1)!;
    expect(logos.message).toBe(`2 of ${logos.total} logos could not be fetched`);
    expect(logos.done).toBe(logos.total! - 2);

    expect(await logoOf(till.call, await operatorNamed(till.call, 'NG', 'MTN Nigeria'))).toBeNull();
    expect(await logoOf(till.call, await operatorNamed(till.call, 'KE', 'Airtel Kenya'))).toBeNull();
    expect(svgIn(await logoOf(till.call, await operatorNamed(till.call, 'NG', 'Glo Nigeria')))).toContain('>GLO<');

    proxy.answerFor = () => undefined;
    const before = sim.stats().logoRequests;
    await till.call('catalog.sync', { force: true });
    expect(sim.stats().logoRequests - before).toBe(2);
    expect(svgIn(await logoOf(till.call, await operatorNamed(till.call, 'NG', 'MTN Nigeria')))).toContain('>MTN<');
  });

  it('closes at once during the logos phase, writing nothing after', async () => {
    dir = mkdtempSync(join(tmpdir(), 'till-logos-'));
    proxy.answerFor = (path) => (path.startsWith('/logos/') ? () => undefined : undefined);
    // The logo host never answers, and the till would wait an hour for each logo: a close that waited for them
    // would not end during the test.
    const closing = await tillBehind(proxy.url, dir, sim, { logoTimeoutMs: 3_600_000 });
    const inLogos = new Promise<void>((resolve) => closing.events.on('catalog.progress', (p) => p.phase === 'logos' && resolve()));
    const sync = closing.call('catalog.sync', { force: true }).catch((error: unknown) => error);
    await inLogos;
    await closing.close();
    expect(await sync).toBeInstanceOf(Error);
    const db = new Database(journalFile(dir, 'sandbox'), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM operator_logos').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
