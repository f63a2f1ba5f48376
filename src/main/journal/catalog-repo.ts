/**
 * The catalog cache: countries, operators (the service's whole record), commissions, promotions and the
 * detect cache, so that every lookup a clerk waits on is served from SQLite, not the network; and the operators' logos.
 */
import type { Promotion } from '../../shared/contract';
import { createLogosRepo } from './logos-repo';
import type { Db } from './open';

export interface CountryRow {
  iso: string;
  name: string;
  currency_code: string;
  currency_name: string;
  currency_symbol: string;
  flag_url: string | null;
  calling_codes_json: string;
}

export interface OperatorRow {
  id: number;
  country_iso: string;
  name: string;
  record_json: string;
  synced_at: string;
}

export interface CommissionRow {
  operator_id: number;
  international_percent: string;
  local_percent: string;
  updated_at: string | null;
}

/** A promotion as stored, and back: the one place its columns are spelt. */
function promotionRow(p: Promotion): PromotionRow {
  return { id: p.id, operator_id: p.operatorId, title: p.title, description: p.description, starts_at: p.startsAt, ends_at: p.endsAt, denominations: p.denominations };
}

function promotionOf(row: PromotionRow): Promotion {
  return { id: row.id, operatorId: row.operator_id, title: row.title, description: row.description, startsAt: row.starts_at, endsAt: row.ends_at, denominations: row.denominations };
}

interface PromotionRow {
  id: number;
  operator_id: number;
  title: string;
  description: string | null;
  starts_at: string | null;
  ends_at: string | null;
  denominations: string | null;
}

export function createCatalogRepo(db: Db) {
  const upsertCountry = db.prepare(`
    INSERT INTO countries (iso, name, currency_code, currency_name, currency_symbol, flag_url, calling_codes_json)
    VALUES (@iso, @name, @currency_code, @currency_name, @currency_symbol, @flag_url, @calling_codes_json)
    ON CONFLICT (iso) DO UPDATE SET name = excluded.name, currency_code = excluded.currency_code,
      currency_name = excluded.currency_name, currency_symbol = excluded.currency_symbol,
      flag_url = excluded.flag_url, calling_codes_json = excluded.calling_codes_json`);
  const upsertOperator = db.prepare(`
    INSERT INTO operators (id, country_iso, name, record_json, synced_at) VALUES (@id, @country_iso, @name, @record_json, @synced_at)
    ON CONFLICT (id) DO UPDATE SET country_iso = excluded.country_iso, name = excluded.name,
      record_json = excluded.record_json, synced_at = excluded.synced_at`);
  const upsertCommission = db.prepare(`
    INSERT INTO commissions (operator_id, international_percent, local_percent, updated_at)
    VALUES (@operator_id, @international_percent, @local_percent, @updated_at)
    ON CONFLICT (operator_id) DO UPDATE SET international_percent = excluded.international_percent,
      local_percent = excluded.local_percent, updated_at = excluded.updated_at`);
  const upsertPromotion = db.prepare(`
    INSERT INTO promotions (id, operator_id, title, description, starts_at, ends_at, denominations)
    VALUES (@id, @operator_id, @title, @description, @starts_at, @ends_at, @denominations)
    ON CONFLICT (id) DO UPDATE SET operator_id = excluded.operator_id, title = excluded.title,
      description = excluded.description, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
      denominations = excluded.denominations`);
  const setMeta = db.prepare('INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM catalog_meta WHERE key = ?');
  const putDetect = db.prepare(`
    INSERT INTO detect_cache (country_iso, key, operator_id, detected_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (country_iso, key) DO UPDATE SET operator_id = excluded.operator_id, detected_at = excluded.detected_at`);
  const getDetect = db.prepare<[string, string], { operator_id: number }>('SELECT operator_id FROM detect_cache WHERE country_iso = ? AND key = ?');

  const selectCountry = db.prepare<[string], CountryRow>('SELECT * FROM countries WHERE iso = ?');
  const selectOperator = db.prepare<[number], OperatorRow>('SELECT * FROM operators WHERE id = ?');
  const selectOperatorsOf = db.prepare<[string], OperatorRow>('SELECT * FROM operators WHERE country_iso = ? ORDER BY name');
  const selectCommission = db.prepare<[number], CommissionRow>('SELECT * FROM commissions WHERE operator_id = ?');
  const selectPromotionsOf = db.prepare<[number], PromotionRow>('SELECT * FROM promotions WHERE operator_id = ? ORDER BY id');

  const selectCounts = db.prepare<[], { countries: number; operators: number }>(
    'SELECT (SELECT COUNT(*) FROM countries) AS countries, (SELECT COUNT(*) FROM operators) AS operators',
  );

  const many = <T>(statement: { run(row: T): unknown }) => db.transaction((rows: readonly T[]) => rows.forEach((row) => statement.run(row)));

  /** Replaces promotions wholesale: the service's list is the truth and ended ones must disappear. */
  const replacePromotions = db.transaction((promotions: readonly Promotion[]) => {
    db.prepare('DELETE FROM promotions').run();
    promotions.forEach((promotion) => upsertPromotion.run(promotionRow(promotion)));
  });

  return {
    saveCountries: many<CountryRow>(upsertCountry),
    saveOperators: many<OperatorRow>(upsertOperator),
    saveCommissions: many<CommissionRow>(upsertCommission),
    removeOperatorsSyncedBefore: (at: string): void => void db.prepare('DELETE FROM operators WHERE synced_at < ?').run(at),
    replacePromotions,
    countries: (): CountryRow[] => db.prepare<[], CountryRow>('SELECT * FROM countries ORDER BY name').all(),
    country: (iso: string): CountryRow | undefined => selectCountry.get(iso),
    operatorsOf: (iso: string): OperatorRow[] => selectOperatorsOf.all(iso),
    operator: (id: number): OperatorRow | undefined => selectOperator.get(id),
    searchOperators: (text: string, iso: string | undefined, limit = 50): OperatorRow[] => {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return iso
        ? db.prepare<[string, string, number], OperatorRow>(`SELECT * FROM operators WHERE name LIKE ? ESCAPE '\\' AND country_iso = ? ORDER BY name LIMIT ?`).all(pattern, iso, limit)
        : db.prepare<[string, number], OperatorRow>(`SELECT * FROM operators WHERE name LIKE ? ESCAPE '\\' ORDER BY name LIMIT ?`).all(pattern, limit);
    },
    commission: (operatorId: number): CommissionRow | undefined => selectCommission.get(operatorId),
    promotionsOf: (operatorId: number): Promotion[] => selectPromotionsOf.all(operatorId).map(promotionOf),
    operatorIdsWithPromotions: (): Set<number> =>
      new Set(db.prepare<[], { operator_id: number }>('SELECT DISTINCT operator_id FROM promotions').all().map((r) => r.operator_id)),
    counts: (): { countries: number; operators: number } => selectCounts.get()!,
    /** Every operator's id, name and country: what a sync compares before and after. */
    operatorNames: (): Array<{ id: number; name: string; countryIso: string }> =>
      db.prepare<[], { id: number; name: string; countryIso: string }>('SELECT id, name, country_iso AS countryIso FROM operators ORDER BY name').all(),
    meta: (key: string): string | null => getMeta.get(key)?.value ?? null,
    setMeta: (key: string, value: string): void => void setMeta.run(key, value),
    detected: (iso: string, key: string): number | null => getDetect.get(iso, key)?.operator_id ?? null,
    rememberDetect: (iso: string, keys: readonly string[], operatorId: number, at: string): void =>
      db.transaction(() => keys.forEach((key) => putDetect.run(iso, key, operatorId, at)))(),
    logos: createLogosRepo(db),
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
