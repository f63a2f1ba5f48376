/**
 * Backups taken while sales go on restore to a till whose day report equals the original's, through the
 * restore command (into a new data folder, never over an existing journal) and through the till itself.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupName } from '../../../src/main/backups/backup-files';
import { stageBackup, stagedCopyOf } from '../../../src/main/backups/restore';
import { journalFile } from '../../../src/main/journal/journal-file';
import { silentLogger } from '../../../src/main/logger';
import { createTill } from '../../../src/main/till';
import { isFinal, numberEnding, sell, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

const run = promisify(execFile);
const restoreCommand = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', join(__dirname, '../../../src/main/restore-cli.ts'), ...args], { cwd: join(__dirname, '../../..') }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

let h: Harness;
let backupDir: string;
beforeEach(async () => {
  h = await startHarness();
  backupDir = mkdtempSync(join(tmpdir(), 'till-backups-'));
  await h.call('settings.update', { backup: { folder: backupDir, keep: 3 } });
  await waitForConnectivity(h.till, 'online');
});
afterEach(async () => {
  await h.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const withoutTime = <T extends { generatedAt: string }>(report: T) => ({ ...report, generatedAt: null });

describe('journal backups', () => {
  it('taken during sales, restored by the command into a new folder: the same X report', { timeout: 60_000 }, async () => {
    const sales = [await sell(h, '800'), await sell(h, '801')];
    // Sales are being sent while the backup copies the journal.
    const [backup] = await Promise.all([h.call('journal.backup'), sell(h, '802').then((s) => sales.push(s))]);
    await Promise.all(sales.map((s) => waitForSale(h.till, s.id, isFinal)));
    const settled = await h.call('journal.backup');
    expect(settled.name > backup.name).toBe(true);
    const original = await h.call('reports.day', {});

    const target = mkdtempSync(join(tmpdir(), 'till-restored-'));
    try {
      const restored = await restoreCommand(['--from', join(backupDir, settled.name), '--data-dir', target]);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/restored 3 sandbox sale\(s\)/);
      const till = await createTill({ dataDir: target, environment: 'sandbox', baseUrl: h.sim.url, authUrl: h.sim.url, credentials: { clientId: h.sim.clientId, clientSecret: h.sim.clientSecret }, logger: silentLogger });
      try {
        expect(withoutTime((await till.call('reports.day', {})) as typeof original)).toEqual(withoutTime(original));
      } finally {
        await till.close();
      }
      // Never over an existing journal.
      const again = await restoreCommand(['--from', join(backupDir, settled.name), '--data-dir', target]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already exists/);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it('the command refuses a damaged backup and a file that is not one', { timeout: 60_000 }, async () => {
    const backup = await h.call('journal.backup');
    const junk = join(backupDir, 'not-a-backup.sqlite');
    writeFileSync(junk, 'hello');
    const target = join(tmpdir(), `till-restored-${process.pid}-x`);
    const refused = await restoreCommand(['--from', junk, '--data-dir', target]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot be (opened as a till backup|read)|not a till journal/);
    // A backup damaged since it was made: found by the full check, before anything is written.
    const damaged = join(backupDir, backup.name);
    const bytes = readFileSync(damaged);
    bytes.fill(0x5a, 4096 * 2, 4096 * 3);
    writeFileSync(damaged, bytes);
    const broken = await restoreCommand(['--from', damaged, '--data-dir', target]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/damaged|cannot be read/);
    expect(existsSync(target)).toBe(false);
    const missing = await restoreCommand(['--data-dir', target]);
    expect(missing.code).toBe(2);
    expect(backup.bytes).toBeGreaterThan(0);
  });

  it('Back up now pushes no backup out, and any listed backup restores in place, keeping the journal it replaces', async () => {
    for (let i = 0; i < 5; i += 1) await h.call('journal.backup');
    // Five made by hand with a rotation of three: all five kept, apart from it.
    const listed = await h.call('journal.backups');
    expect(listed).toHaveLength(5);
    expect(listed.every((backup) => backup.manual)).toBe(true);
    const oldest = listed.at(-1)!;
    const sale = await sell(h, '803');
    await waitForSale(h.till, sale.id, isFinal);
    const health = await h.call('journal.restore', { name: oldest.name });
    expect(health.halted).toBeNull();
    // The restored journal predates the sale; the replaced one still has it, under a new name beside it.
    expect((await h.call('sales.list', {})).sales.map((s) => s.id)).not.toContain(sale.id);
    expect(readdirSync(h.dir).some((name) => name.startsWith('journal-sandbox.sqlite.replaced-'))).toBe(true);
    expect(existsSync(journalFile(h.dir, 'sandbox'))).toBe(true);
  });

  it('a backup folder that cannot be written fails the backup, not the till', async () => {
    const blocker = join(backupDir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    await h.call('settings.update', { backup: { folder: join(blocker, 'backups') } });
    const error = await h.call('journal.backup').then(() => null, (e: unknown) => e as { code: string; message: string });
    expect(error?.code).toBe('BACKUP_FAILED');
    expect((await h.call('journal.health')).halted).toBeNull();
    expect((await h.call('journal.health')).backups.lastError).toMatch(/ENOTDIR|not a directory/);
    expect((await h.call('status.get')).environment).toBe('sandbox');
  });

  it('a restore whose copy fails leaves the journal where it was, untouched', async () => {
    const sale = await sell(h, '805');
    await waitForSale(h.till, sale.id, isFinal);
    await h.till.close();
    const file = journalFile(h.dir, 'sandbox');
    const before = readFileSync(file);
    // A directory where the backup should be: the copy is refused, the journal closed or not.
    const error = (() => {
      try {
        stageBackup(backupDir, stagedCopyOf(file));
        return null;
      } catch (e) {
        return e as { code: string };
      }
    })();
    expect(error?.code).toBe('BACKUP_FAILED');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(h.dir).filter((name) => name.includes('.replaced-') || name.includes('.restoring-'))).toEqual([]);
    await h.restart();
    expect((await h.call('sales.get', { id: sale.id })).sale.state).toBe('succeeded');
  });

  it('the command refuses the kernel, a device and a pipe as a backup, at once and in the same words', { timeout: 60_000 }, async () => {
    const pipe = join(backupDir, backupName('sandbox', new Date('2020-01-03T00:00:00Z')));
    execFileSync('mkfifo', [pipe]);
    const target = join(tmpdir(), `till-restored-${process.pid}-kernel`);
    for (const from of ['/proc/self/pagemap', '/dev/zero', pipe]) {
      const refused = await restoreCommand(['--from', from, '--data-dir', target]);
      expect(refused.code, from).toBe(1);
      expect(refused.stderr, from).toMatch(/^This file cannot be used as a backup \(.*\): choose one of the airtime-till-<environment>-<time>\.sqlite files the till made\. Nothing was changed\./);
    }
    expect(existsSync(target)).toBe(false);
  });

  it('a backup name that leads into /proc, /sys or /dev is refused, and the journal and the till stay as they were', async () => {
    const sale = await sell(h, '806');
    await waitForSale(h.till, sale.id, isFinal);
    const name = (day: number) => backupName('sandbox', new Date(Date.UTC(2020, 0, day)));
    symlinkSync('/proc/self/pagemap', join(backupDir, name(1)));
    symlinkSync('/sys/kernel/uevent_seqnum', join(backupDir, name(2)));
    symlinkSync('/dev/zero', join(backupDir, name(3)));
    // Ordinary files by their look (0 and 4096 bytes): listed, then refused when read.
    expect((await h.call('journal.backups')).map((backup) => backup.name)).toEqual([name(2), name(1)]);
    for (const listed of [name(1), name(2)]) {
      await expect(h.call('journal.restore', { name: listed }), listed).rejects.toMatchObject({ code: 'BACKUP_FAILED', message: expect.stringMatching(/^This file cannot be used as a backup/) });
    }
    // A device is not even listed.
    await expect(h.call('journal.restore', { name: name(3) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.call('journal.health')).halted).toBeNull();
    expect((await h.call('sales.get', { id: sale.id })).sale.state).toBe('succeeded');
    expect(readdirSync(h.dir).filter((entry) => entry.includes('.restoring-') || entry.includes('.replaced-'))).toEqual([]);
  });

  it('refuses to restore over sales still being sent', async () => {
    const backup = await h.call('journal.backup');
    const number = numberEnding('NG', '804');
    const { operator } = await h.call('operators.detect', { country: 'NG', number });
    h.sim.faults.setOffline(true);
    const queued = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number } });
    expect((await h.call('status.get')).pendingSales).toBe(1);
    const error = await h.call('journal.restore', { name: backup.name }).then(() => null, (e: unknown) => e as { code: string });
    expect(error).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect((await h.call('sales.get', { id: queued.id })).sale.id).toBe(queued.id);
    h.sim.faults.setOffline(false);
  });
});
