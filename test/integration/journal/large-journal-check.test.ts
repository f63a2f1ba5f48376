/**
 * A journal too large to check whole at open (here: any journal, by setting the limit to 0 bytes) is checked in
 * part at open — a damaged page where the next sale is written, or in a small table, is refused there and then —
 * and read whole in the background afterwards, where a damaged old page is met and reported as damage.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/logger';
import { createBackgroundCheck } from '../../../src/main/journal/background-check';
import { openJournal } from '../../../src/main/journal/open';
import { JournalUnusable, storageFaultOf } from '../../../src/main/journal/storage-fault';
import { SALE_COLUMNS } from '../../../src/main/journal/sales-repo';

const PARTLY = { wholeCheckMaxBytes: 0 };
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-large-check-'));
  file = join(dir, 'journal.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A journal of some thousands of sales (a few hundred pages), closed. */
function journalOfSales(count = 4_000): void {
  const db = openJournal(file);
  const insert = db.prepare(`INSERT INTO sales (${SALE_COLUMNS.join(', ')}) VALUES (${SALE_COLUMNS.map(() => '?').join(', ')})`);
  db.transaction(() => {
    for (let i = 1; i <= count; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      const row: Record<string, unknown> = {
        id: `S-${i}`, seq: i, created_at: at, updated_at: at, business_day: at.slice(0, 10), clerk: 'Ada', shift: 0, environment: 'training',
        operator_id: 1, operator_name: 'MTN Nigeria', country_iso: 'NG', recipient_country: 'NG', recipient_phone: `+2348031${String(i).padStart(6, '0')}`,
        amount_micros: 5_000_000, amount_currency: 'USD', use_local_amount: 0, state: 'succeeded', attempts: 1, transaction_json: 'x'.repeat(300),
      };
      insert.run(SALE_COLUMNS.map((column) => row[column] ?? null));
    }
  })();
  db.close();
}

function pageOf(table: string, which: 'root' | 'old leaf'): { offset: number; size: number } {
  const db = new Database(file, { readonly: true });
  const size = db.pragma('page_size', { simple: true }) as number;
  const page =
    which === 'root'
      ? (db.prepare('SELECT rootpage FROM sqlite_schema WHERE name = ?').get(table) as { rootpage: number }).rootpage
      : (db.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 3").get(table) as { pageno: number }).pageno;
  db.close();
  return { offset: (page - 1) * size, size };
}

function damage(where: { offset: number; size: number }): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(where.size, 0x5a), 0, where.size, where.offset);
  closeSync(fd);
}

/** Runs the background read to its end: the fault it met, or null when every page read well. */
function readWhole(db: Database.Database): Promise<unknown> {
  return new Promise((resolve) => {
    const check = createBackgroundCheck(db, file, {
      ...PARTLY,
      pauseMs: 0,
      sliceRows: 500,
      onFault: (error) => resolve(error),
      logger: { ...silentLogger, info: (message) => message.includes('read whole') && resolve(null) },
    });
    check.afterOpen();
  });
}

describe('a journal too large to check whole at open', () => {
  it('opens after a check in part, and is then read whole in the background: sound', async () => {
    journalOfSales();
    const db = openJournal(file, PARTLY);
    try {
      expect(await readWhole(db)).toBeNull();
    } finally {
      db.close();
    }
  });

  it('a damaged page where the next sale is written (the table root) is refused at open, and the file left as it was', () => {
    journalOfSales();
    damage(pageOf('sales', 'root'));
    const before = sha(file);
    expect(() => openJournal(file, PARTLY)).toThrow(JournalUnusable);
    expect(sha(file)).toBe(before);
  });

  it('a damaged page in a small table is refused at open: those are checked whole', () => {
    journalOfSales(200);
    const db = openJournal(file);
    db.prepare("INSERT INTO operators (id, country_iso, name, record_json, synced_at) VALUES (1, 'NG', 'MTN', ?, 'now')").run('y'.repeat(3000));
    db.close();
    damage(pageOf('operators', 'root'));
    expect(() => openJournal(file, PARTLY)).toThrow(/damaged|malformed|quick check/);
  });

  it('a damaged old page opens (the open did not read it) and is met by the background read, as damage', async () => {
    journalOfSales();
    damage(pageOf('sales', 'old leaf'));
    const db = openJournal(file, PARTLY);
    try {
      const fault = await readWhole(db);
      expect(storageFaultOf(fault)).toBe('damaged');
    } finally {
      db.close();
    }
  });

  it('a damaged index page is met by the background read too', async () => {
    journalOfSales();
    damage(pageOf('sales_by_time', 'old leaf'));
    const db = openJournal(file, PARTLY);
    try {
      expect(storageFaultOf(await readWhole(db))).toBe('damaged');
    } finally {
      db.close();
    }
  });

  it('a damaged freelist (where the next writes take their pages from) is refused at open, and the file left as it was', () => {
    journalOfSales();
    // Free some pages, then point the freelist's first trunk page at a page of the sales table.
    const db = openJournal(file);
    db.prepare("CREATE TABLE scratch (x TEXT)").run();
    db.prepare('INSERT INTO scratch SELECT hex(randomblob(2000)) FROM sales LIMIT 200').run();
    db.prepare('DROP TABLE scratch').run();
    db.close();
    const probe = new Database(file, { readonly: true });
    expect(probe.pragma('freelist_count', { simple: true })).toBeGreaterThan(0);
    probe.close();
    const live = pageOf('sales', 'old leaf');
    const fd = openSync(file, 'r+');
    const trunk = Buffer.alloc(4);
    trunk.writeUInt32BE(live.offset / live.size + 1);
    writeSync(fd, trunk, 0, 4, 32);
    closeSync(fd);
    const before = sha(file);
    expect(() => openJournal(file, PARTLY)).toThrow(JournalUnusable);
    expect(sha(file)).toBe(before);
  });

  it('a small journal is still read whole at open, and fully checked after a Z', () => {
    journalOfSales(200);
    damage(pageOf('sales', 'old leaf'));
    expect(() => openJournal(file)).toThrow(JournalUnusable);
  });
});
