/**
 * Storage faults a shop meets: a lock left by a power cut, a second till on the same journal, a damaged,
 * empty or read-only journal, a full disk (a small tmpfs mounted by the test when it runs as root) and a disk
 * that turns read-only under a running till. Each gets a clear answer, destroys nothing, and the till
 * recovers once the fault is removed. No sale is ever taken that the till could not record.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TillError } from '../../src/shared/errors';
import { journalFile } from '../../src/main/journal/journal-file';
import { silentLogger, type Logger } from '../../src/main/logger';
import { createTill } from '../../src/main/till';
import { startWebHostProcess } from '../../scripts/web-host-process';
import { eventually } from '../support/eventually';
import { isFinal, numberEnding, sell, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../support/till-harness';
import { damagePage, growJournal } from './support/grown-journal';

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as TillError,
  );

let dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A sandbox journal with a few settled sales, closed, and the harness's simulator still running. */
async function journalWithSales(count = 3): Promise<Harness> {
  const h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  for (let i = 0; i < count; i += 1) await waitForSale(h.till, (await sell(h, String(600 + i))).id, isFinal);
  await h.till.close();
  return h;
}

describe('the journal lock', () => {
  it('a lock file naming a live process (left by a power cut) does not stop the till', async () => {
    const h = await journalWithSales(1);
    // Pid 1 and this test's parent are alive whatever happens: the old pid lock trusted them forever.
    writeFileSync(`${journalFile(h.dir, 'sandbox')}.lock`, String(process.ppid));
    await h.restart();
    expect((await h.call('sales.list', {})).sales).toHaveLength(1);
    writeFileSync(`${journalFile(h.dir, 'sandbox')}.lock`, '1');
    await h.restart();
    expect((await h.call('status.get')).pendingSales).toBe(0);
    await h.close();
  });

  it('a second till on the same journal is refused with a clear message, and the first keeps working', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('till-lock-');
    const first = await startWebHostProcess({ from: 'source', args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'] });
    try {
      const error = await startWebHostProcess({ from: 'source', args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'] }).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/Another till is already using .*journal-training\.sqlite/);
      // In this process too (a till opened twice by one program).
      const again = await refusal(createTill({ dataDir, environment: 'training', logger: silentLogger }));
      expect(again.message).toMatch(/Another till is already using/);
      const status = await fetch(`http://127.0.0.1:${first.port}/api/status.get`, { method: 'POST', headers: { 'x-till-token': first.token } });
      expect(status.status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it('two tills started in the same instant on one new data folder: exactly one runs', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('till-race-');
    const launch = () => startWebHostProcess({ from: 'source', args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'] });
    const results = await Promise.allSettled([launch(), launch(), launch()]);
    const running = results.filter((r) => r.status === 'fulfilled');
    expect(running).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/Another till is already using/);
    for (const r of running) await r.value.stop();
  });

  it('is released by the operating system when the till is killed', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('till-kill-');
    const first = await startWebHostProcess({ from: 'source', args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'] });
    await first.kill();
    const second = await startWebHostProcess({ from: 'source', args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'] });
    await second.stop();
  });
});

/** The page of the sales table's root: a b-tree page every check reads. */
function salesRootOffset(file: string): number {
  const db = new Database(file, { readonly: true });
  const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'sales'").get() as { rootpage: number };
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  return (rootpage - 1) * pageSize;
}

describe('a journal that cannot be trusted', () => {
  it('a damaged page: the till starts halted, takes no sale, keeps the file untouched, and a backup brings it back', async () => {
    const h = await startHarness();
    await waitForConnectivity(h.till, 'online');
    const sold = await waitForSale(h.till, (await sell(h, '610')).id, isFinal);
    const before = await h.call('reports.day', {});
    const backup = await h.call('journal.backup');
    await h.till.close();

    const file = journalFile(h.dir, 'sandbox');
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, salesRootOffset(file));
    closeSync(fd);
    const damaged = sha(file);

    await h.restart();
    const halted = await refusal(h.call('status.get'));
    expect(halted.code).toBe('HALTED');
    expect(halted.message).toMatch(/damaged/);
    const health = await h.call('journal.health');
    expect(health.halted?.reason).toBe('damaged');
    expect(health.halted?.advice).toMatch(/Restore/);
    // Kept where it is, or (when a WAL from the last run lay beside it, which closing would fold in) copied as found.
    const keptAt = health.halted!.file;
    expect(keptAt === file || keptAt.startsWith(`${file}.damaged-`)).toBe(true);
    expect(sha(keptAt)).toBe(damaged);
    const create = await refusal(h.call('sales.create', { operatorId: sold.operator.id, amount: '1', recipient: { country: 'NG', number: numberEnding('NG', '611') } }));
    expect(create.code).toBe('HALTED');
    await h.call('journal.reopen');
    expect(sha(keptAt)).toBe(damaged);

    const restored = await h.call('journal.restore', { name: backup.name });
    expect(restored.halted).toBeNull();
    const kept = readdirSync(h.dir).find((name) => name.startsWith('journal-sandbox.sqlite.replaced-') && !name.endsWith('-wal'));
    expect(kept).toBeDefined();
    if (keptAt === file) expect(sha(join(h.dir, kept!))).toBe(damaged);
    const after = await h.call('reports.day', {});
    expect({ ...after, generatedAt: null }).toEqual({ ...before, generatedAt: null });
    await h.close();
  });

  it('a damaged journal with a WAL left by a crash: both are kept exactly as found before the journal is closed', async () => {
    const h = await journalWithSales(1);
    const file = journalFile(h.dir, 'sandbox');
    // A process that writes and dies without closing leaves its WAL behind, as a power cut would.
    const script = `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(file)}); db.pragma('journal_mode = WAL');
      db.prepare("UPDATE journal_meta SET value = 'crashed' WHERE key = 'opened_at'").run(); process.exit(0);`;
    execFileSync(process.execPath, ['-e', script], { cwd: join(__dirname, '../..') });
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, salesRootOffset(file));
    closeSync(fd);
    const found = sha(file);
    const foundWal = sha(`${file}-wal`);
    await h.restart();
    const { halted } = await h.call('journal.health');
    expect(halted?.reason).toBe('damaged');
    expect(halted?.file).toMatch(/journal-sandbox\.sqlite\.damaged-/);
    expect(sha(halted!.file)).toBe(found);
    expect(sha(`${halted!.file}-wal`)).toBe(foundWal);
    await h.close();
  });

  it('a write-ahead log without its journal is damage, not a first start', async () => {
    const h = await journalWithSales(1);
    const file = journalFile(h.dir, 'sandbox');
    writeFileSync(`${file}-wal`, 'left behind');
    rmSync(file);
    await h.restart();
    expect((await h.call('journal.health')).halted).toMatchObject({ reason: 'damaged', file });
    expect(existsSync(file)).toBe(false);
    await h.close();
  });

  it('an empty (0-byte) journal is damaged, not a new one: kept, and the till says so', async () => {
    const h = await journalWithSales(1);
    writeFileSync(journalFile(h.dir, 'sandbox'), '');
    rmSync(`${journalFile(h.dir, 'sandbox')}-wal`, { force: true });
    await h.restart();
    expect((await h.call('journal.health')).halted).toMatchObject({ reason: 'damaged' });
    expect(statSync(journalFile(h.dir, 'sandbox')).size).toBe(0);
    await h.close();
  });

  it('a read-only journal is refused at start, and taken again once writable', async () => {
    const h = await journalWithSales(1);
    const file = journalFile(h.dir, 'sandbox');
    chmodSync(file, 0o400);
    await h.restart();
    expect((await h.call('journal.health')).halted).toMatchObject({ reason: 'read-only', file });
    expect((await refusal(h.call('status.get'))).code).toBe('HALTED');
    // The journal is intact: a backup would only set its newer sales aside.
    expect((await refusal(h.call('journal.restore', { name: 'airtime-till-sandbox-2026-01-01T00-00-00-000Z.sqlite' }))).code).toBe('ILLEGAL_STATE');
    chmodSync(file, 0o600);
    expect((await h.call('journal.reopen')).halted).toBeNull();
    expect((await h.call('sales.list', {})).sales).toHaveLength(1);
    await h.close();
  });

  it('a journal from a newer till is refused, unchanged', async () => {
    const h = await journalWithSales(0);
    const file = journalFile(h.dir, 'sandbox');
    const db = new Database(file);
    db.pragma('user_version = 99');
    db.close();
    const before = sha(file);
    await h.restart();
    expect((await h.call('journal.health')).halted).toMatchObject({ reason: 'newer-schema' });
    expect(sha(file)).toBe(before);
    await h.close();
  });
});

describe('damage found while the till runs', () => {
  it('halts it at once: no more sales, the damaged file kept as it is', async () => {
    const h = await journalWithSales(1);
    const file = journalFile(h.dir, 'sandbox');
    // Grow the journal well past better-sqlite3's page cache (16 MB), so that a page read later comes from the disk.
    const page = growJournal(file, 60_000, 400);

    await h.restart();
    const halts: unknown[] = [];
    h.till.events.on('till.halted', (halt) => halts.push(halt));
    expect((await h.call('status.get')).pendingSales).toBe(0);
    damagePage(file, page, 0xa5);
    const damaged = sha(file);

    // The day's CSV reads every sale of the day: the damaged page is met, and the till stops taking sales there and then.
    expect((await refusal(h.call('reports.csv', {}))).code).toBe('HALTED');
    expect(halts).toHaveLength(1);
    const halt = halts[0] as { reason: string; file: string };
    expect(halt.reason).toBe('damaged');
    const sold = (await refusal(h.call('sales.create', { operatorId: 1, amount: '1', recipient: { country: 'NG', number: numberEnding('NG', '650') } }))).code;
    expect(sold).toBe('HALTED');
    await h.till.close();
    // Kept as the fault found it, beside the journal: closing may fold the WAL into the journal itself.
    expect(halt.file).toMatch(/journal-sandbox\.sqlite\.damaged-/);
    expect(sha(halt.file)).toBe(damaged);
    await h.close();
  });
});

describe('the data folder is private', () => {
  it('a folder made 0755 by someone else, and files 0644 in it, are narrowed to the owner', async () => {
    const h = await journalWithSales(0);
    chmodSync(h.dir, 0o755);
    for (const name of readdirSync(h.dir)) chmodSync(join(h.dir, name), 0o644);
    await h.restart();
    expect(statSync(h.dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(h.dir)) {
      if (statSync(join(h.dir, name)).isFile()) expect(statSync(join(h.dir, name)).mode & 0o077, name).toBe(0);
    }
    await h.close();
  });
});

// A real full disk needs a small file system of its own: root mounts a tmpfs; anyone else is told why not.
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'till-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();
if (!canMount) console.warn('storage faults: the full-disk and read-only-disk tests need root and mount(8); skipped here');

interface LogLine {
  message: string;
  fields: Record<string, unknown> | undefined;
}

/** A logger whose lines a test can wait for: what the till says it did is the event, not the clock. */
function watchedLogger() {
  const waiting: Array<{ match: (line: LogLine) => boolean; resolve: () => void }> = [];
  const note = (message: string, fields?: Record<string, unknown>) => {
    for (const waiter of waiting.filter((candidate) => candidate.match({ message, fields }))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const logger: Logger = { info: note, warn: note, error: note };
  return { logger, until: (match: (line: LogLine) => boolean) => new Promise<void>((resolve) => waiting.push({ match, resolve })) };
}

describe.skipIf(!canMount)('a full disk and a disk gone read-only (tmpfs)', () => {
  const mount = join(tmpdir(), `till-tmpfs-${process.pid}`);
  const filler = join(mount, 'filler');
  beforeAll(() => {
    mkdirSync(mount, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mount]);
  });
  afterAll(() => {
    execFileSync('umount', ['-l', mount]);
    rmSync(mount, { recursive: true, force: true });
  });
  afterEach(() => {
    execFileSync('mount', ['-o', 'remount,rw', mount]);
    for (const name of readdirSync(mount)) rmSync(join(mount, name), { recursive: true, force: true });
  });

  function fillDisk(): void {
    const fd = openSync(filler, 'a');
    try {
      for (const size of [1 << 16, 512, 1]) {
        try {
          for (;;) writeSync(fd, Buffer.alloc(size, 1));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  it('a sale on a full disk is refused in plain words and nothing is written; once space is freed it goes through', async () => {
    const h = await startHarness({ dir: join(mount, 'data') });
    await waitForConnectivity(h.till, 'online');
    const first = await waitForSale(h.till, (await sell(h, '620')).id, isFinal);
    const { operator } = await h.call('operators.detect', { country: 'NG', number: numberEnding('NG', '621') });
    fillDisk();
    for (const last of ['621', '622', '623']) {
      const error = await refusal(h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number: numberEnding('NG', last) } }));
      expect(error.code).toBe('DISK_FULL');
      expect(error.message).toMatch(/The disk is full/);
    }
    expect((await h.call('sales.list', {})).sales.map((s) => s.id)).toEqual([first.id]);
    rmSync(filler);
    const sale = await sell(h, '624');
    expect((await waitForSale(h.till, sale.id, isFinal)).state).toBe('succeeded');
    await h.close();
  });

  it('a send whose answer met a full disk is settled once space returns: one top-up, not stuck in sending', async () => {
    const log = watchedLogger();
    const h = await startHarness({ dir: join(mount, 'data'), till: { logger: log.logger } });
    await waitForConnectivity(h.till, 'online');
    await waitForSale(h.till, (await sell(h, '630')).id, isFinal);
    // The service holds the send: the disk fills while it is provably in flight, however slow the machine.
    const release = h.sim.faults.hold({ method: 'POST', path: '/topups' });
    const sent = h.sim.stats().topupRequests;
    const sale = await sell(h, '631');
    await eventually(async () => (h.sim.stats().topupRequests > sent ? true : undefined));
    fillDisk();
    const unsaved = log.until((line) => line.message === 'sending a sale failed unexpectedly' && line.fields?.sale === sale.id);
    release();
    // The service answered while the disk is full: the outcome could not be written, the sale stays `sending`.
    await unsaved;
    expect((await h.call('sales.get', { id: sale.id })).sale.state).toBe('sending');
    rmSync(filler);
    const settled = await waitForSale(h.till, sale.id, isFinal, 20_000);
    expect(settled.state).toBe('succeeded');
    expect(h.sim.transactions().filter((tx) => (tx as { customIdentifier: string | null }).customIdentifier === sale.id)).toHaveLength(1);
    await h.close();
  });

  it('on a full disk no PIN is accepted, a right one is not told from a wrong one, and the tries still count', async () => {
    const h = await startHarness({ dir: join(mount, 'data'), till: { pinCost: { n: 2 ** 10, r: 8, p: 1 } } });
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });
    fillDisk();
    const answers = [];
    for (const pin of ['1357', '0000', '1357', '9999', '1357']) answers.push(await refusal(h.call('clerks.signIn', { clerkId: ada.id, pin })));
    // A manager's approval is a PIN check too.
    for (const pin of ['2468', '0000']) answers.push(await refusal(h.call('clerks.approve', { clerkId: grace.id, pin, action: 'settings' })));
    expect(new Set(answers.map((error) => `${error.code}: ${error.message}`))).toEqual(new Set([`CANNOT_RECORD: ${answers[0]!.message}`]));
    expect(answers[0]!.message).toMatch(/cannot record PIN tries/);
    rmSync(filler);
    // The five tries nobody could check still counted (held in memory while the file could not be written).
    expect((await refusal(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }))).code).toBe('LOCKED_OUT');
    await expect(h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' })).resolves.toMatchObject({ clerk: { name: 'Grace' } });
    await h.close();
  });

  it('a first start on a full disk leaves no torn key; the next start works', async () => {
    const dataDir = join(mount, 'fresh');
    fillDisk();
    const error = await createTill({ dataDir, environment: 'training', logger: silentLogger }).then(
      async (till) => {
        // Started (the journal halted on the full disk): it must say so, not take sales.
        expect((await refusal(till.call('status.get', {}))).code).toBe('HALTED');
        await till.close();
        return null;
      },
      (e: unknown) => e as NodeJS.ErrnoException,
    );
    if (error) expect(error.code).toBe('ENOSPC');
    const key = join(dataDir, 'credentials.key');
    if (existsSync(key)) expect(readFileSync(key, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    rmSync(filler);
    const till = await createTill({ dataDir, environment: 'training', logger: silentLogger });
    expect((await till.call('status.get', {})) as object).toHaveProperty('environment', 'training');
    await till.close();
  });
});
