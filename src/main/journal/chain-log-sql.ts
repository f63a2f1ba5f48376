/**
 * What the chain's log says of each change, as SQLite builds it: the triggers of migration 10 and the copy of a
 * journal's past made when the till joins a chain (chain-log-repo.ts) use the same expressions, so an entry
 * reads the same whichever wrote it. A sale carries no PIN and not the service's stored record; keys come in a
 * fixed order, so the same change is always the same text. Frozen with migration 10: a new shape of payload is
 * a new migration (new triggers) and new constants here, never an edit of these.
 */

/** Whether the journal logs for a chain: the triggers' WHEN. */
export const LOGGING = '(SELECT logging FROM chain_sync WHERE id = 1) = 1';

/** A sale (`s`: its row in sales). */
export const CHAIN_SALE = `json_object('id', s.id, 'created_at', s.created_at, 'updated_at', s.updated_at, 'business_day', s.business_day,
          'environment', s.environment, 'state', s.state, 'clerk', s.clerk, 'clerk_id', s.clerk_id, 'shift', s.shift,
          'operator_id', s.operator_id, 'operator_name', s.operator_name, 'country_iso', s.country_iso,
          'recipient_country', s.recipient_country, 'recipient_phone', s.recipient_phone, 'recipient_email', s.recipient_email,
          'amount_micros', s.amount_micros, 'amount_currency', s.amount_currency, 'use_local_amount', s.use_local_amount,
          'attempts', s.attempts, 'transaction_id', s.transaction_id, 'operator_transaction_id', s.operator_transaction_id,
          'delivered_micros', s.delivered_micros, 'delivered_currency', s.delivered_currency, 'cost_micros', s.cost_micros,
          'cost_currency', s.cost_currency, 'discount_micros', s.discount_micros, 'discount_currency', s.discount_currency,
          'error_code', s.error_code, 'error_message', s.error_message, 'completed_at', s.completed_at)`;

/** A shift, from `row` (a trigger's NEW, or the shifts table itself). */
export const CHAIN_SHIFT = (row: string) => `json_object('shift', json_object('id', ${row}.id, 'business_day', ${row}.business_day,
          'clerk_id', ${row}.clerk_id, 'clerk_name', ${row}.clerk_name, 'opened_at', ${row}.opened_at, 'float_micros', ${row}.float_micros,
          'float_currency', ${row}.float_currency, 'closed_at', ${row}.closed_at, 'closed_by', ${row}.closed_by,
          'counted', json(${row}.counted_json), 'report', json(${row}.report_json)))`;

/** A day's Z. */
export const CHAIN_DAY = (row: string) => `json_object('day', json_object('business_day', ${row}.business_day, 'closed_at', ${row}.closed_at,
          'summary', json(${row}.summary_json)))`;

/** A manager's approval. */
export const CHAIN_APPROVAL = (row: string) => `json_object('approval', json_object('id', ${row}.id, 'at', ${row}.at,
          'business_day', ${row}.business_day, 'action', ${row}.action, 'subject', ${row}.subject, 'clerk_id', ${row}.clerk_id,
          'manager_id', ${row}.manager_id, 'manager_name', ${row}.manager_name))`;

/**
 * An entry of the audit trail (migration 12). It travels under the log's kind 'approval': the log's CHECK was
 * frozen with migration 10, and rebuilding a log of millions of entries to add a word is not worth it; the
 * payload's key ('audit', where older entries say 'approval') tells the two shapes apart.
 */
export const CHAIN_AUDIT = (row: string) => `json_object('audit', json_object('id', ${row}.id, 'at', ${row}.at,
          'business_day', ${row}.business_day, 'action', ${row}.action, 'sale_id', ${row}.sale_id, 'shift_id', ${row}.shift_id,
          'subject', ${row}.subject, 'detail', ${row}.detail, 'clerk_id', ${row}.clerk_id, 'clerk_name', ${row}.clerk_name,
          'manager_id', ${row}.manager_id, 'manager_name', ${row}.manager_name))`;
