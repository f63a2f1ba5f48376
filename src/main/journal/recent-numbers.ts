/**
 * The numbers (and e-mail addresses) sold to lately, for one-tap repeat sales: the newest sale to each of
 * the last recipients, since a manager last cleared the list. Read newest-first by the `seq` index and
 * stopped early, so it costs the same on a journal of a million sales as on one of a hundred.
 */
import type { RecentNumber } from '../../shared/contract';
import type { Db } from './open';
import { recipientOf, senderOf } from './sale-view';
import type { SaleRow } from './sales-repo';

const CLEARED_AT = 'recent_numbers_cleared_at';
/**
 * At most this many of the newest sales are looked at: a till selling to the same few numbers over and
 * over shows fewer than asked rather than reading its whole journal.
 */
export const MAX_SCANNED = 2_000;

type RecentRow = Pick<
  SaleRow,
  'id' | 'created_at' | 'operator_id' | 'operator_name' | 'country_iso' | 'recipient_country' | 'recipient_phone' | 'recipient_email' | 'sender_country' | 'sender_phone' | 'amount_micros' | 'amount_currency' | 'use_local_amount'
>;

function toRecentNumber(row: RecentRow): RecentNumber {
  return {
    recipient: recipientOf(row),
    sender: senderOf(row),
    operator: { id: row.operator_id, name: row.operator_name, countryIso: row.country_iso },
    amount: { micros: row.amount_micros, currency: row.amount_currency },
    useLocalAmount: row.use_local_amount === 1,
    saleId: row.id,
    soldAt: row.created_at,
  };
}

export function createRecentNumbers(db: Db) {
  const newestFirst = db.prepare<[number], RecentRow>(`
    SELECT id, created_at, operator_id, operator_name, country_iso, recipient_country, recipient_phone, recipient_email,
      sender_country, sender_phone, amount_micros, amount_currency, use_local_amount
    FROM sales ORDER BY seq DESC LIMIT ?`);
  const getClearedAt = db.prepare<[string], { value: string }>('SELECT value FROM journal_meta WHERE key = ?');
  const setClearedAt = db.prepare('INSERT INTO journal_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');

  return {
    /** The last `limit` distinct recipients, newest first, each with its newest sale (in any state). */
    recentNumbers(limit: number): RecentNumber[] {
      const clearedAt = getClearedAt.get(CLEARED_AT)?.value ?? null;
      const seen = new Set<string>();
      const found: RecentNumber[] = [];
      for (const row of newestFirst.iterate(MAX_SCANNED)) {
        // Sales are read in the order they were taken: the first one from before the clear ends the list.
        if (clearedAt !== null && row.created_at <= clearedAt) break;
        const key = row.recipient_email !== null ? `email:${row.recipient_email}` : `phone:${row.recipient_phone}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(toRecentNumber(row));
        if (found.length === limit) break;
      }
      return found;
    },
    /** Empties the list: only sales taken after `at` show in it from now on. */
    clearRecentNumbers: (at: string): void => void setClearedAt.run(CLEARED_AT, at),
  };
}
