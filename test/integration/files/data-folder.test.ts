/**
 * The data folder on real files: whatever the till writes there is its user's alone (0600 files, 0700 folders),
 * what was there before is narrowed at start without following a link, and what a killed till left half-written
 * is removed at start, while a live writer's file, a kept copy and other programs' files stay.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/logger';
import { endedProcessId } from '../../support/ended-process';
import { createTill, type Till } from '../../../src/main/till';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let dir: string;
let umask: number;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-data-folder-'));
  // The usual umask, which leaves new files readable by everyone unless the till says otherwise.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

/** Every file and folder under `root` whose permissions let anyone but its owner in, with its mode (links have none of their own). */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (!stat.isSymbolicLink() && stat.mode & 0o077) found.push(`${path.slice(root.length) || '/'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}


describe('the data folder is private to the till', () => {
  let till: Till | null = null;
  afterEach(async () => {
    await till?.close();
    till = null;
  });

  it("a training till's every file (journal, its simulator's history, settings, keys, backups, a replaced journal) is 0600 and every folder 0700", async () => {
    till = await createTill({ dataDir: dir, environment: 'training', logger: silentLogger, training: { rechargeWaitSeconds: 0, settleMs: 50 } });
    const h = { call: (method: string, input?: unknown) => till!.call(method, input) } as unknown as Harness;
    await waitForConnectivity(till, 'online');
    await waitForSale(till, (await sell(h, '100')).id, isFinal);
    await h.call('settings.update', { shop: { name: 'Corner shop' } });
    const backup = await h.call('journal.backup');
    await h.call('journal.restore', { name: backup.name });
    const written = readdirSync(dir);
    expect(written).toEqual(expect.arrayContaining(['training-service.json', 'journal-training.sqlite', 'settings.json', 'credentials.key', 'backups']));
    expect(written.some((name) => name.startsWith('journal-training.sqlite.replaced-'))).toBe(true);
    expect(readdirSync(join(dir, 'backups'))).toEqual([backup.name]);
    expect(openToOthers(dir)).toEqual([]);
  });

  it('narrows what was there at start, the default backups folder included, and changes nothing through a link', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'till-data-outside-'));
    try {
      const target = join(outside, 'not-the-tills.txt');
      writeFileSync(target, 'x', { mode: 0o644 });
      chmodSync(dir, 0o755);
      writeFileSync(join(dir, 'settings.json'), '{}', { mode: 0o644 });
      writeFileSync(join(dir, 'training-service.json.damaged-1'), '{}', { mode: 0o640 });
      symlinkSync(target, join(dir, 'a-link'));
      mkdirSync(join(dir, 'backups'), { mode: 0o755 });
      writeFileSync(join(dir, 'backups', 'airtime-till-sandbox-2026-01-01T00-00-00-000Z.sqlite'), '', { mode: 0o644 });
      till = await createTill({ dataDir: dir, environment: 'sandbox', logger: silentLogger, baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' });
      expect(openToOthers(dir)).toEqual([]);
      expect(statSync(target).mode & 0o777).toBe(0o644);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('what a killed till left half-written', () => {
  let h: Harness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it('is removed at start; a live writer\'s file, kept copies of journals and other programs\' files stay', async () => {
    const ended = endedProcessId();
    const leftovers = [
      `settings.json.tmp-${ended}`,
      `journal-sandbox.sqlite.new-${ended}`,
      `journal-sandbox.sqlite.new-${ended}-wal`,
      `journal-sandbox.sqlite.new-${ended}-shm`,
      `journal-sandbox.sqlite.restoring-${ended}`,
      `journal.sqlite.restoring-${ended}`,
      `training-service.json.tmp-${ended}`,
    ];
    const kept = [
      `clerks.json.tmp-${process.pid}`,
      'journal-sandbox.sqlite.damaged-2026-01-01T00-00-00-000Z',
      'journal-sandbox.sqlite.replaced-2026-01-01T00-00-00-000Z',
      'credentials.json.tmp-1732700000123abcdef',
      'notes.txt',
    ];
    for (const name of [...leftovers, ...kept]) writeFileSync(join(dir, name), 'x');
    h = await startHarness({ dir });
    const after = readdirSync(dir);
    expect(after).toEqual(expect.arrayContaining(kept));
    expect(after.filter((name) => leftovers.includes(name))).toEqual([]);
  });
});
