/**
 * The backup service on a real journal and a real folder: the hourly and after-Z rotation keeps its newest N
 * whatever *Back up now* does, Back up now keeps its own few apart, and half-written copies a killed till left
 * are tidied away without touching a backup or anyone else's file.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupName, listBackups, MANUAL_KEEP } from '../../../src/main/backups/backup-files';
import { createBackupService } from '../../../src/main/backups/backup-service';
import type { Db } from '../../../src/main/journal/open';
import { silentLogger } from '../../../src/main/logger';
import { endedProcessId } from '../../support/ended-process';
import { withTempJournal } from '../../support/temp-journal';

let db: Db;
withTempJournal('till-rotation-', (opened) => {
  db = opened;
});

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'till-rotation-backups-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A service whose clock moves one second per backup, and whose hourly timer never fires during a test. */
function service(keep: number) {
  let at = Date.UTC(2026, 0, 1, 8);
  return createBackupService({ db, environment: 'sandbox', target: () => ({ folder, keep }), everyMs: 24 * 3_600_000, now: () => new Date((at += 1000)), logger: silentLogger });
}

const names = (manual: boolean) =>
  listBackups(folder, 'sandbox')
    .filter((backup) => backup.manual === manual)
    .map((backup) => backup.name);


describe('backups made by the rotation and by Back up now', () => {
  it('pressing Back up now again and again never pushes out an hourly or after-Z backup, and keeps only its own newest few', async () => {
    const backups = service(3);
    try {
      for (let i = 0; i < 5; i += 1) await backups.run('hourly');
      const rotation = names(false);
      expect(rotation).toHaveLength(3);

      const pressed = [];
      for (let i = 0; i < MANUAL_KEEP + 4; i += 1) pressed.push(await backups.run('asked for', true));
      expect(pressed.every((backup) => backup.manual && backup.name.endsWith('-manual.sqlite'))).toBe(true);
      expect(names(false)).toEqual(rotation);
      expect(names(true)).toEqual(pressed.slice(-MANUAL_KEEP).map((backup) => backup.name).reverse());

      // The next hourly one turns the rotation alone.
      const hourly = await backups.run('hourly');
      expect(names(false)).toEqual([hourly.name, ...rotation.slice(0, 2)]);
      expect(names(true)).toHaveLength(MANUAL_KEEP);
    } finally {
      await backups.close();
    }
  });

  it("at start, removes the half-written copies of a till that was killed, and nothing else: not a backup, not a live writer's copy, not another program's file", async () => {
    const ended = endedProcessId();
    const backup = backupName('sandbox', new Date('2026-01-01T07:00:00Z'));
    const leftovers = [`${backup}.partial-${ended}`, `${backup}.partial-${ended}-journal`, `${backup}.partial`, `${backup}.partial-journal`];
    const kept = [backup, `${backup}.partial-${process.pid}`, `notes.txt.tmp-${ended}`, 'journal.sqlite.partial', 'photo.jpg'];
    for (const name of [...leftovers, ...kept]) writeFileSync(join(folder, name), 'x');
    const backups = service(3);
    await backups.close();
    expect(readdirSync(folder).sort()).toEqual([...kept].sort());
  });
});
