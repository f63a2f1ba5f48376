/**
 * Operator logos kept in the journal, keyed by URL, so the sale screen shows them with no network. An
 * operator's logo is the first of its record's `logoUrls`, read from the stored record itself.
 */
import type { Db } from './open';

export interface StoredLogo {
  url: string;
  contentType: string;
  data: Buffer;
  fetchedAt: string;
}

const FIRST_LOGO_URL = "json_extract(record_json, '$.logoUrls[0]')";

export function createLogosRepo(db: Db) {
  const selectMissing = db.prepare<[], { url: string }>(`
    SELECT DISTINCT ${FIRST_LOGO_URL} AS url FROM operators
    WHERE url IS NOT NULL AND url NOT IN (SELECT url FROM operator_logos)`);
  const insert = db.prepare('INSERT OR IGNORE INTO operator_logos (url, content_type, data, fetched_at) VALUES (@url, @contentType, @data, @fetchedAt)');
  // NOT IN over a list holding a NULL is never true, so operators without a logo are left out of it.
  const deleteUnused = db.prepare(`
    DELETE FROM operator_logos WHERE url NOT IN (SELECT ${FIRST_LOGO_URL} FROM operators WHERE ${FIRST_LOGO_URL} IS NOT NULL)`);
  const selectOfOperator = db.prepare<[number], { content_type: string; data: Buffer }>(`
    SELECT l.content_type, l.data FROM operators o JOIN operator_logos l ON l.url = json_extract(o.record_json, '$.logoUrls[0]')
    WHERE o.id = ?`);

  return {
    /** The logo URLs some operator names and the journal does not hold yet. */
    missing: (): string[] => selectMissing.all().map((row) => row.url),
    save: db.transaction((logos: readonly StoredLogo[]) => logos.forEach((logo) => insert.run(logo))),
    /** Drops logos no operator names any more (a changed URL, an operator gone), so the table does not grow forever. */
    removeUnused: (): number => deleteUnused.run().changes,
    ofOperator(operatorId: number): { contentType: string; data: Buffer } | null {
      const row = selectOfOperator.get(operatorId);
      return row ? { contentType: row.content_type, data: row.data } : null;
    },
  };
}

export type LogosRepo = ReturnType<typeof createLogosRepo>;
