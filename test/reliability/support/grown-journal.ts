/**
 * A journal grown past what the till reads whole or caches (copies of its first sale, each carrying `padding`
 * bytes), and one of its sales pages damaged in place: the damage tests' way to put a fault where the till will
 * meet it only later.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';

/** A leaf page of the sales table, as SQLite numbers it (from 1), and the page size. */
export interface SalesPage {
  pageno: number;
  pageSize: number;
}

/** Adds `copies` failed copies of the journal's first sale; answers a leaf page of `sales` past the first few. */
export function growJournal(file: string, copies: number, padding: number): SalesPage {
  const db = new Database(file);
  try {
    const insert = db.prepare(`INSERT INTO sales (id, seq, created_at, updated_at, business_day, clerk, shift, environment, operator_id,
      operator_name, country_iso, recipient_phone, amount_micros, amount_currency, use_local_amount, state, error_message)
      SELECT 'BULK-' || ?, 1000 + ?, created_at, updated_at, business_day, clerk, shift, environment, operator_id, operator_name,
      country_iso, recipient_phone, amount_micros, amount_currency, use_local_amount, 'failed', ? FROM sales LIMIT 1`);
    db.transaction(() => {
      for (let i = 0; i < copies; i += 1) insert.run(i, i, 'x'.repeat(padding));
    })();
    const { pageno } = db.prepare("SELECT pageno FROM dbstat WHERE name = 'sales' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 10").get() as { pageno: number };
    return { pageno, pageSize: db.pragma('page_size', { simple: true }) as number };
  } finally {
    db.close();
  }
}

/** Overwrites the page with `fill` bytes, as a failing disk would. */
export function damagePage(file: string, { pageno, pageSize }: SalesPage, fill: number): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(pageSize, fill), 0, pageSize, (pageno - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
}
