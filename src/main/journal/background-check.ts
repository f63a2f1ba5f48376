/**
 * The journal read whole without stopping the till, for a journal too large to check whole in a moment: after
 * the till opens it (the open checked only part of it, start-check.ts) and after each Z (SQLite's integrity
 * check of a million sales freezes the till for about 45 s). Every row of the history tables is read, a slice
 * at a time between the till's other work, then each of their indexes: a damaged page throws SQLite's own error,
 * and `onFault` halts the till with the file kept as found, as for any fault met while it runs. A small journal
 * keeps the full integrity check after a Z, which there takes under a second.
 */
import type { Logger } from '../logger';
import { createTimers } from '../timers';
import { checkIntegrity, type Db } from './open';
import { checkedWholeAtOpen, HISTORY_TABLES, tablesOf, WHOLE_CHECK_MAX_BYTES } from './start-check';

export interface BackgroundCheckOptions {
  /** A fault met: the till decides whether to halt (a damaged page does). */
  onFault: (error: unknown) => void;
  logger: Logger;
  wholeCheckMaxBytes?: number;
  /** Rows read per slice (about 3 ms of work on the sales table); an index's slice holds twice as many keys. */
  sliceRows?: number;
  /** The pause between slices, left to the till's other work. */
  pauseMs?: number;
}

/**
 * An index's leading key as SQL: its first column's name, or (for an index on an expression) the expression as
 * its CREATE INDEX statement writes it, which SQLite matches to the index.
 */
function leadingKey(db: Db, index: { name: string; sql: string | null }): string {
  const first = (db.pragma(`index_xinfo("${index.name}")`) as Array<{ name: string | null; key: number }>).find((column) => column.key === 1)!;
  if (first.name !== null) return `"${first.name}"`;
  const open = index.sql!.indexOf('(', index.sql!.search(/\bON\b/i));
  let depth = 0;
  for (let i = open + 1; i < index.sql!.length; i += 1) {
    const c = index.sql![i];
    if (c === '(') depth += 1;
    else if (c === ')' && depth > 0) depth -= 1;
    else if ((c === ',' || c === ')') && depth === 0) return `(${index.sql!.slice(open + 1, i).trim()})`;
  }
  throw new Error(`cannot read the leading key of index ${index.name}`);
}

/** One piece of reading: `read()` does a slice and says whether this piece is done. */
interface Piece {
  name: string;
  read(): boolean;
}

export function createBackgroundCheck(db: Db, file: string, options: BackgroundCheckOptions) {
  const { onFault, logger, wholeCheckMaxBytes = WHOLE_CHECK_MAX_BYTES, sliceRows = 1_000, pauseMs = 5 } = options;
  const timers = createTimers();
  let running = false;
  let again = false;

  /** A table in the order of its key, a slice at a time; its last column read, so a long row's every page is too. */
  function tablePiece(table: string, key: string): Piece {
    const columns = db.pragma(`table_info("${table}")`) as Array<{ name: string }>;
    const statement = db.prepare(`SELECT ${key}, length("${columns.at(-1)!.name}") FROM "${table}" WHERE ${key} > ? ORDER BY ${key} LIMIT ?`).raw();
    let after: unknown = key === 'rowid' ? -1 : '';
    return {
      name: table,
      read() {
        const rows = statement.all(after, sliceRows) as unknown[][];
        if (rows.length > 0) after = rows.at(-1)![0];
        return rows.length < sliceRows;
      },
    };
  }

  /**
   * An index in its own order, a slice of its leading key's values at a time (each value's every entry read), its
   * entries without a leading value first; a partial index with its own condition, as SQLite requires.
   */
  function indexPiece(index: { name: string; table: string; sql: string | null }): Piece {
    const key = leadingKey(db, index);
    const partial = index.sql === null ? null : /\bWHERE\b([\s\S]*)$/i.exec(index.sql)?.[1];
    const from = `FROM "${index.table}" INDEXED BY "${index.name}" WHERE`;
    const and = partial ? ` AND (${partial})` : '';
    // An index on a constant (one open shift at a time) holds an entry or none, and has no key to walk by.
    if (/^\(+\d+\)+$/.test(key)) {
      const whole = db.prepare(`SELECT count(rowid) ${from} ${partial ?? '1'}`);
      return { name: index.name, read: () => (whole.get(), true) };
    }
    const withoutKey = db.prepare(`SELECT count(rowid) ${from} ${key} IS NULL${and}`);
    const firstKeys = db.prepare(`SELECT ${key} ${from} ${key} IS NOT NULL${and} ORDER BY ${key} LIMIT ?`).pluck();
    const nextKeys = db.prepare(`SELECT ${key} ${from} ${key} > ?${and} ORDER BY ${key} LIMIT ?`).pluck();
    const restOf = db.prepare(`SELECT count(rowid) ${from} ${key} = ?${and}`);
    const keysPerSlice = sliceRows * 2;
    let after: unknown = undefined;
    return {
      name: index.name,
      read() {
        if (after === undefined) {
          withoutKey.get();
          after = null;
          return false;
        }
        const keys = after === null ? firstKeys.all(keysPerSlice) : nextKeys.all(after, keysPerSlice);
        if (keys.length === 0) return true;
        after = keys.at(-1);
        restOf.get(after);
        return keys.length < keysPerSlice;
      },
    };
  }

  function pieces(): Piece[] {
    const tables = tablesOf(db).filter((table) => table in HISTORY_TABLES);
    const indexes = db
      .prepare<[], { name: string; table: string; sql: string | null }>("SELECT name, tbl_name AS 'table', sql FROM sqlite_schema WHERE type = 'index' ORDER BY name")
      .all()
      .filter((index) => tables.includes(index.table) && HISTORY_TABLES[index.table] === 'rowid');
    return [...tables.map((table) => tablePiece(table, HISTORY_TABLES[table]!)), ...indexes.map(indexPiece)];
  }

  /** How a read goes: when it began, and its longest step (the most the till's other work waited for it). */
  interface Progress {
    started: number;
    longestMs: number;
    longestIn: string;
  }

  function step(queue: Piece[], progress: Progress): void {
    const piece = queue[0]!;
    const t0 = performance.now();
    try {
      // One slice of a table or an index per turn of the event loop.
      if (piece.read()) queue.shift();
    } catch (error) {
      running = false;
      logger.error('the journal could not be read whole', { piece: piece.name, error: String(error) });
      onFault(error);
      return;
    }
    const took = performance.now() - t0;
    if (took > progress.longestMs) Object.assign(progress, { longestMs: took, longestIn: piece.name });
    if (queue.length > 0) {
      timers.after(pauseMs, () => step(queue, progress));
      return;
    }
    running = false;
    const ms = Math.round(performance.now() - progress.started);
    logger.info('the journal was read whole: no damaged page', { ms, longestStepMs: Math.round(progress.longestMs), longestStepIn: progress.longestIn });
    if (again) start();
  }

  function start(): void {
    again = running;
    if (running) return;
    running = true;
    const queue = pieces();
    timers.after(pauseMs, () => step(queue, { started: performance.now(), longestMs: 0, longestIn: '' }));
  }

  return {
    /** After the open: a journal checked only in part is read whole now, in the background. */
    afterOpen(): void {
      if (!checkedWholeAtOpen(file, wholeCheckMaxBytes)) start();
    },
    /** After a Z: the full integrity check where it takes a moment, else the journal read whole in the background. */
    afterClose(): void {
      if (checkedWholeAtOpen(file, wholeCheckMaxBytes)) checkIntegrity(db, file);
      else start();
    },
    /** Before the journal closes: nothing more is read. */
    close: (): void => timers.clear(),
  };
}

export type BackgroundCheck = ReturnType<typeof createBackgroundCheck>;
