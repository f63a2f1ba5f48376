/**
 * The journal's side of the chain: the log its triggers write (migration 10) once the till is in a chain, how
 * far the central database has acknowledged it, and the copy of the journal's past made when the till joins.
 * Entries are read in order from the first one not acknowledged; nothing here ever changes an entry.
 *
 * Joining: logging starts at once (every change from then on has its entry), with the shifts, Zs and audit trail
 * already here; the sales already here follow a chunk at a time (`copyPast`), each as it stands when copied, so
 * that joining with years of sales never holds the counter up. A sale changed meanwhile may have an event
 * entry before its copy; the copy, later in the log, says its state as of then or after, and the centre keeps
 * the latest.
 *
 * Numbering: an entry travels under its own seq, except after the journal was found behind the centre (restored from
 * an older backup, `rewind`): from the first entry the centre does not hold as the journal does, entries travel
 * numbered after the centre's last. `after` hands entries as the centre numbers them; `acked` and the log's last are
 * the journal's own numbers.
 */
import { CHAIN_AUDIT, CHAIN_DAY, CHAIN_SALE, CHAIN_SHIFT } from './chain-log-sql';
import type { Db } from './open';

export interface ChainEntry {
  seq: number;
  at: string;
  kind: 'sale' | 'shift' | 'day' | 'approval';
  sale_id: string | null;
  /** JSON text, exactly as the centre hashes it. */
  payload: string;
}

interface SyncRow {
  logging: 0 | 1;
  acked_seq: number;
  conflicts: number;
  snapshot_after: number | null;
  renumbered_from: number | null;
  renumber_by: number;
  rewound_at: string | null;
  rewound_missing: number | null;
}

/** Sales copied per step of joining: a step takes some tens of milliseconds. */
export const PAST_SALES_PER_STEP = 2_000;

export function createChainLogRepo(db: Db) {
  const after = db.prepare<[number, number], ChainEntry>('SELECT seq, at, kind, sale_id, payload FROM chain_log WHERE seq > ? ORDER BY seq LIMIT ?');
  const last = db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM chain_log');
  const sync = db.prepare<[], SyncRow>('SELECT logging, acked_seq, conflicts, snapshot_after, renumbered_from, renumber_by, rewound_at, rewound_missing FROM chain_sync WHERE id = 1');
  const setRenumbered = db.prepare<[number, number, number]>('UPDATE chain_sync SET renumbered_from = ?, renumber_by = ?, acked_seq = ? WHERE id = 1');
  const setRewound = db.prepare<[string, number]>('UPDATE chain_sync SET rewound_at = ?, rewound_missing = ? WHERE id = 1');
  const setAcked = db.prepare<[number, number]>('UPDATE chain_sync SET acked_seq = ?, conflicts = ? WHERE id = 1');
  const setLogging = db.prepare<[0 | 1, number | null]>('UPDATE chain_sync SET logging = ?, snapshot_after = ? WHERE id = 1');
  const setSnapshot = db.prepare<[number | null]>('UPDATE chain_sync SET snapshot_after = ? WHERE id = 1');
  const copyShifts = db.prepare(`INSERT INTO chain_log (at, kind, payload) SELECT COALESCE(closed_at, opened_at), 'shift', ${CHAIN_SHIFT('shifts')} FROM shifts ORDER BY id`);
  const copyDays = db.prepare(`INSERT INTO chain_log (at, kind, payload) SELECT closed_at, 'day', ${CHAIN_DAY('day_closures')} FROM day_closures ORDER BY closed_at`);
  // The audit trail travels under the log's kind 'approval' (chain-log-sql.ts says why).
  const copyAudit = db.prepare(`INSERT INTO chain_log (at, kind, sale_id, payload) SELECT at, 'approval', sale_id, ${CHAIN_AUDIT('audit')} FROM audit ORDER BY id`);
  // The step's last sale, by queue order; none when fewer are left than a step takes.
  const stepEnd = db.prepare<[number, number], { seq: number }>('SELECT seq FROM sales WHERE seq > ? ORDER BY seq LIMIT 1 OFFSET ?');
  const copySales = db.prepare<[number, number]>(`INSERT INTO chain_log (at, kind, sale_id, payload)
    SELECT s.updated_at, 'sale', s.id, json_object('event', NULL, 'sale', ${CHAIN_SALE}) FROM sales s WHERE s.seq > ? AND s.seq <= ? ORDER BY s.seq`);

  const state = (): SyncRow => sync.get()!;
  /** An entry's number at the centre. */
  const centreSeq = (seq: number, row = state()): number => (row.renumbered_from !== null && seq >= row.renumbered_from ? seq + row.renumber_by : seq);
  /** The journal's number of what the centre numbers `seq`; in the centre's entries the journal lacks, the last before them. */
  const localSeq = (seq: number, row = state()): number => {
    if (row.renumbered_from === null || seq < row.renumbered_from) return seq;
    return seq >= row.renumbered_from + row.renumber_by ? seq - row.renumber_by : row.renumbered_from - 1;
  };

  const start = db.transaction(() => {
    if (state().logging === 1) return;
    setLogging.run(1, 0);
    copyShifts.run();
    copyDays.run();
    copyAudit.run();
  });

  /** One step of copying the sales already here; false once every one is in the log. */
  const copyPast = db.transaction((limit: number): boolean => {
    const from = state().snapshot_after;
    if (from === null) return false;
    const end = stepEnd.get(from, limit - 1)?.seq ?? null;
    copySales.run(from, end ?? Number.MAX_SAFE_INTEGER);
    setSnapshot.run(end);
    return end !== null;
  });

  return {
    /** Up to `limit` entries after the journal's entry `seq`, in order, numbered as the centre numbers them. */
    after: (seq: number, limit: number): ChainEntry[] => {
      const row = state();
      return after.all(seq, limit).map((entry) => ({ ...entry, seq: centreSeq(entry.seq, row) }));
    },
    /** The journal's last entry, by its own number. */
    lastSeq: (): number => last.get()?.seq ?? 0,
    /** The journal's number of an entry `after` handed out. */
    localSeq: (seq: number): number => localSeq(seq),
    /** What the centre numbers the journal's entry `seq`. */
    centreSeq: (seq: number): number => centreSeq(seq),
    /** How far the centre holds the log, by the journal's own number; and the conflicts it reported. */
    acked: (): { seq: number; conflicts: number } => {
      const row = state();
      return { seq: row.acked_seq, conflicts: row.conflicts };
    },
    /**
     * What the centre holds of this log after a batch (its answer, once its COMMIT is): all up to `seq` (the
     * centre's number), and how many of this till's entries it holds with another content. Lower than before means
     * the centre lost entries (restored from a backup): they are sent again.
     */
    acknowledge: (seq: number, conflicts: number): void => void setAcked.run(localSeq(seq), conflicts),
    /**
     * The journal's entries from `from` (its own number) on travel right after the centre's last entry `centreLast`;
     * everything before `from` is the centre's already. `found`: the journal was behind the centre (restored from an
     * older backup) and lacks that many of the centre's entries, for the screen; null when only the numbering moves
     * (the centre's copy was restored, or the journal joined another chain).
     */
    renumber: db.transaction((from: number, centreLast: number, found: { at: string; missing: number } | null): void => {
      setRenumbered.run(from, centreLast - from + 1, from - 1);
      if (found) setRewound.run(found.at, found.missing);
    }),
    /** When the journal was last found behind the centre, and how many of the centre's entries it lacked. */
    rewound: (): { at: string; missing: number } | null => {
      const row = state();
      return row.rewound_at === null ? null : { at: row.rewound_at, missing: row.rewound_missing ?? 0 };
    },
    logging: (): boolean => state().logging === 1,
    /** The till joined a chain: log from now on, with the shifts, Zs and audit trail here; the sales follow (copyPast). */
    start,
    copyPast: (limit = PAST_SALES_PER_STEP): boolean => copyPast(limit),
    /** The till left its chain: no more entries (the log written so far stays, to be sent after a new enrolment). */
    stop: (): void => void setLogging.run(0, null),
  };
}

export type ChainLogRepo = ReturnType<typeof createChainLogRepo>;
