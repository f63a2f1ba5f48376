/**
 * A real journal file for a test file's tests: opened (every migration applied) in a temp folder of its own before
 * them, closed and removed after. `opened` hands the journal to the test file, which keeps it in its own variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openJournal, type Db } from '../../src/main/journal/open';

export function withTempJournal(prefix: string, opened: (db: Db) => void): void {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    db = openJournal(join(dir, 'journal.sqlite'));
    opened(db);
  });
  afterAll(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
}
