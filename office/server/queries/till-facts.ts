/**
 * Each till as the centre knows it: from `till` (with the time zone, version and log's end the till said, chain
 * migration 007), its conflicts, and its sales still open (the partial index chain_sale_open). A counter enrolled again
 * counts its open sales, and what waits to be sent, under the id it has now.
 */
import type { Sql } from '../../../chain/lib/admin-connection';

export interface TillFacts {
  tillId: string;
  name: string;
  shop: string;
  lastSeen: string | null;
  lastSeq: number;
  enrolledAt: string;
  revokedAt: string | null;
  timeZone: string | null;
  version: string | null;
  conflicts: number;
  openSales: number;
  /** Entries the till's journal held beyond the centre's copy when it last said (null: it has not said). */
  waiting: number | null;
  waitingSaidAt: string | null;
}

interface Row {
  till_id: string;
  name: string;
  shop: string;
  last_seen: Date | null;
  last_seq: bigint;
  enrolled_at: Date;
  revoked_at: Date | null;
  time_zone: string | null;
  version: string | null;
  conflicts: number;
  open_sales: number;
  waiting: bigint | null;
  journal_said_at: Date | null;
}

export async function tillFacts(sql: Sql): Promise<TillFacts[]> {
  const rows = await sql<Row[]>`
    SELECT t.till_id, t.name, t.shop, t.last_seen, t.last_seq, t.enrolled_at, t.revoked_at,
      t.time_zone, t.version,
      coalesce(c.n, 0)::int AS conflicts,
      CASE WHEN now_id.till_id = t.till_id THEN coalesce(o.n, 0) ELSE 0 END::int AS open_sales,
      -- What its journal held past the centre's copy when it said so, less what has come since.
      CASE WHEN now_id.till_id = t.till_id THEN greatest(0, t.journal_last - t.last_seq) END AS waiting,
      CASE WHEN now_id.till_id = t.till_id THEN t.journal_said_at END AS journal_said_at
    FROM till t
    LEFT JOIN (SELECT till_id, count(*) AS n FROM chain_conflict GROUP BY till_id) c ON c.till_id = t.till_id
    LEFT JOIN chain_counter now_id ON now_id.counter = t.counter
    LEFT JOIN (SELECT counter, count(*) AS n FROM chain_sale WHERE state IN ('queued', 'sending', 'processing', 'unknown') GROUP BY counter) o ON o.counter = t.counter
    ORDER BY t.shop, t.till_id`;
  return rows.map((row) => ({
    tillId: row.till_id,
    name: row.name,
    shop: row.shop,
    lastSeen: row.last_seen?.toISOString() ?? null,
    lastSeq: Number(row.last_seq),
    enrolledAt: row.enrolled_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    timeZone: row.time_zone,
    version: row.version,
    conflicts: row.conflicts,
    openSales: row.open_sales,
    waiting: row.waiting === null ? null : Number(row.waiting),
    waitingSaidAt: row.journal_said_at?.toISOString() ?? null,
  }));
}
