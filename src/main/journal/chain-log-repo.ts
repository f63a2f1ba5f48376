/**
 * The journal's side of the chain: the log its triggers write (migration 10) and how far the central database
 * has acknowledged it. Entries are read in order from the first one not acknowledged; nothing here ever changes
 * an entry.
 */
import type { Db } from './open';

export interface ChainEntry {
  seq: number;
  at: string;
  kind: 'sale' | 'shift' | 'day' | 'approval';
  sale_id: string | null;
  /** JSON text, exactly as the centre hashes it. */
  payload: string;
}

export function createChainLogRepo(db: Db) {
  const after = db.prepare<[number, number], ChainEntry>('SELECT seq, at, kind, sale_id, payload FROM chain_log WHERE seq > ? ORDER BY seq LIMIT ?');
  const last = db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM chain_log');
  const sync = db.prepare<[], { acked_seq: number; conflicts: number }>('SELECT acked_seq, conflicts FROM chain_sync WHERE id = 1');
  const setSync = db.prepare<[number, number]>('UPDATE chain_sync SET acked_seq = ?, conflicts = ? WHERE id = 1');

  return {
    /** Up to `limit` entries after `seq`, in order. */
    after: (seq: number, limit: number): ChainEntry[] => after.all(seq, limit),
    lastSeq: (): number => last.get()?.seq ?? 0,
    acked: (): { seq: number; conflicts: number } => {
      const row = sync.get()!;
      return { seq: row.acked_seq, conflicts: row.conflicts };
    },
    /**
     * What the centre holds of this log after a batch (its answer, once its COMMIT is): all up to `seq`, and how
     * many of this till's entries it holds with another content. Lower than before means the centre lost entries
     * (restored from a backup): they are sent again.
     */
    acknowledge: (seq: number, conflicts: number): void => void setSync.run(seq, conflicts),
  };
}

export type ChainLogRepo = ReturnType<typeof createChainLogRepo>;
