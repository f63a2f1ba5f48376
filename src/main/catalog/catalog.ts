/**
 * The catalog service: syncs the service's countries, operators, commissions, promotions and operator logos
 * into SQLite and answers every lookup from there. Detection asks the cache first: India's auto-detect is a paid call.
 */
import type { CatalogProgress, Country, MethodOutput, Operator, OperatorSummary } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import type { CatalogRepo, OperatorRow } from '../journal/catalog-repo';
import type { Logger } from '../logger';
import { NetworkError, operatorSchema, type Operator as ServiceOperator, type TopupClient } from '../topup-api';
import { toOperator, toOperatorSummary, toPromotion } from './operator-view';
import { LOGO_TYPES } from './logo-fetcher';
import { syncLogos } from './logo-sync';
import { detectKeys, normaliseNumber } from './phone';
import { createShutdownSignal } from '../shutdown-signal';

export interface CatalogDeps {
  repo: CatalogRepo;
  client: () => TopupClient;
  now: () => Date;
  onProgress: (progress: CatalogProgress) => void;
  maxAgeMs: number;
  /** One logo's deadline. */
  logoTimeoutMs: number;
  /** Where logos that could not be fetched are reported. */
  logger?: Logger;
  /** The service did not answer a lookup: the status says offline at once, and its probe watches for the return. */
  markOffline?: (reason: string) => void;
}

const SYNCED_AT = 'syncedAt';

function parseRecord(row: OperatorRow): ServiceOperator {
  return operatorSchema.parse(JSON.parse(row.record_json));
}

function operatorRow(record: ServiceOperator, at: string): OperatorRow {
  return { id: record.operatorId, country_iso: record.country.isoName, name: record.name, record_json: JSON.stringify(record), synced_at: at };
}

export type SyncResult = MethodOutput<'catalog.sync'>;

type OperatorName = { id: number; name: string; countryIso: string };

/** Operators a sync brought in and took away (one the service stopped listing can no longer be sold). */
export function operatorChanges(before: readonly OperatorName[], after: readonly OperatorName[]): { added: OperatorName[]; removed: OperatorName[] } {
  const had = new Set(before.map((operator) => operator.id));
  const has = new Set(after.map((operator) => operator.id));
  return { added: after.filter((operator) => !had.has(operator.id)), removed: before.filter((operator) => !has.has(operator.id)) };
}

export function createCatalog(deps: CatalogDeps) {
  const { repo } = deps;
  let running: Promise<SyncResult> | null = null;
  // One service lookup per number at a time: India's auto-detect is paid, so a double tap must not pay twice.
  const detecting = new Map<string, Promise<ServiceOperator>>();
  const aborter = createShutdownSignal();
  const signal = { signal: aborter.signal };

  // Every sale and quote looks its operator up; building the view (parse, check, amount rules) costs far more than
  // using one, so views are kept until the catalog is written again (every write below clears them).
  const views = new Map<number, Operator>();

  const progress = (phase: CatalogProgress['phase'], done: number, total: number | null, message: string | null = null) =>
    deps.onProgress({ phase, done, total, message });

  async function runSync(): Promise<SyncResult> {
    const client = deps.client();
    const before = repo.operatorNames();
    const countriesBefore = repo.counts().countries;
    try {
      progress('countries', 0, null);
      const countries = await client.listCountries(signal);
      repo.saveCountries(
        countries.map((c) => ({
          iso: c.isoName,
          name: c.name,
          currency_code: c.currencyCode ?? '',
          currency_name: c.currencyName ?? '',
          currency_symbol: c.currencySymbol ?? '',
          flag_url: c.flag,
          calling_codes_json: JSON.stringify(c.callingCodes),
        })),
      );
      progress('countries', countries.length, countries.length);

      const at = deps.now().toISOString();
      let done = 0;
      let page = 1;
      for (;;) {
        const result = await client.listOperators({ page, size: 200, suggestedAmounts: true }, signal);
        repo.saveOperators(result.content.map((record) => operatorRow(record, at)));
        views.clear();
        done += result.content.length;
        progress('operators', done, result.totalElements);
        // `totalPages` too: a service that ignored `page` must not keep the sync going forever.
        if (result.last || result.content.length === 0 || page >= result.totalPages) break;
        page += 1;
      }

      // An operator the service no longer lists must not stay sellable.
      repo.removeOperatorsSyncedBefore(at);
      views.clear();

      progress('commissions', 0, null);
      const commissions = [];
      for await (const commission of client.commissions(signal)) {
        commissions.push({
          operator_id: commission.operator.operatorId,
          international_percent: String(commission.internationalPercentage ?? commission.percentage ?? 0),
          local_percent: String(commission.localPercentage ?? 0),
          updated_at: commission.updatedAt,
        });
      }
      repo.saveCommissions(commissions);
      views.clear();
      progress('commissions', commissions.length, commissions.length);

      progress('promotions', 0, null);
      const promotions = [];
      for await (const promotion of client.promotions(signal)) promotions.push(toPromotion(promotion));
      repo.replacePromotions(promotions);
      views.clear();
      progress('promotions', promotions.length, promotions.length);

      // The catalog sells from here on: a first run must not wait for a slow logo host to open the sale screen.
      const syncedAt = deps.now().toISOString();
      repo.setMeta(SYNCED_AT, syncedAt);
      const counts = repo.counts();
      progress('done', counts.operators, counts.operators);

      // Logos last, as a finishing touch: until one arrives its operator shows its initials.
      await syncLogos({
        logos: repo.logos,
        signal: aborter.signal,
        now: deps.now,
        timeoutMs: deps.logoTimeoutMs,
        logger: deps.logger,
        onProgress: (done, total, message) => progress('logos', done, total, message),
      });
      progress('done', counts.operators, counts.operators);
      return { ...counts, syncedAt, changes: { ...operatorChanges(before, repo.operatorNames()), countriesBefore, operatorsBefore: before.length } };
    } catch (error) {
      if (!aborter.signal.aborted) progress('failed', 0, null, messageOf(error));
      throw error;
    }
  }

  function viewOf(row: OperatorRow): Operator {
    const record = parseRecord(row);
    const commission = repo.commission(record.operatorId);
    return toOperator(record, {
      commission: commission && { international: commission.international_percent, local: commission.local_percent },
      promotions: repo.promotionsOf(record.operatorId),
    });
  }

  function operator(id: number): Operator {
    const cached = views.get(id);
    if (cached) return cached;
    const row = repo.operator(id);
    if (!row) throw new TillError('NOT_FOUND', 'This operator is not in the catalog; update the catalog and try again');
    const view = viewOf(row);
    views.set(id, view);
    return view;
  }

  return {
    /** One sync at a time; callers during a sync share its result. */
    sync(): Promise<SyncResult> {
      running ??= runSync().finally(() => {
        running = null;
      });
      return running;
    },
    syncing: () => running !== null,
    /** Stops a sync or lookup under way and waits for it, so nothing writes to a closed journal. */
    async close(): Promise<void> {
      aborter.abort();
      await Promise.allSettled([running, ...detecting.values()]);
    },
    syncedAt: () => repo.meta(SYNCED_AT),
    isStale(): boolean {
      const at = repo.meta(SYNCED_AT);
      return at === null || deps.now().getTime() - Date.parse(at) > deps.maxAgeMs;
    },
    counts: () => repo.counts(),

    countries(): Country[] {
      return repo.countries().map((c) => ({
        iso: c.iso,
        name: c.name,
        currencyCode: c.currency_code,
        currencyName: c.currency_name,
        currencySymbol: c.currency_symbol,
        flagUrl: c.flag_url,
        callingCodes: JSON.parse(c.calling_codes_json) as string[],
      }));
    },

    operatorsOf(iso: string): OperatorSummary[] {
      const promoted = repo.operatorIdsWithPromotions();
      return repo.operatorsOf(iso).map((row) => toOperatorSummary(parseRecord(row), promoted.has(row.id)));
    },

    search(text: string, iso?: string): OperatorSummary[] {
      const promoted = repo.operatorIdsWithPromotions();
      return repo.searchOperators(text, iso).map((row) => toOperatorSummary(parseRecord(row), promoted.has(row.id)));
    },

    operator,

    /** The operator's logo as a data: URL, from the journal alone (no network); null when none is kept. */
    logo(operatorId: number): string | null {
      const logo = repo.logos.ofOperator(operatorId);
      // The table admits only these types; checked again so nothing else could ever reach an <img>.
      if (!logo || !LOGO_TYPES.has(logo.contentType)) return null;
      return `data:${logo.contentType};base64,${logo.data.toString('base64')}`;
    },

    /** The operator of a number: the detect cache, else the service's auto-detect, remembered for next time. */
    async detect(country: string, number: string): Promise<{ operator: Operator; e164: string; source: 'cache' | 'service' }> {
      const phone = normaliseNumber(number, country);
      const keys = detectKeys(phone);
      for (const key of keys) {
        const cached = repo.detected(country, key);
        if (cached !== null && repo.operator(cached)) return { operator: operator(cached), e164: phone.e164, source: 'cache' };
      }
      const key = `${country}:${phone.e164}`;
      let lookup = detecting.get(key);
      if (!lookup) {
        lookup = deps.client().detectOperator(phone.national, country, { suggestedAmounts: true }, signal).finally(() => detecting.delete(key));
        detecting.set(key, lookup);
      }
      const record = await lookup.catch((error: unknown) => {
        if (error instanceof NetworkError) deps.markOffline?.(error.message);
        throw error;
      });
      const at = deps.now().toISOString();
      repo.saveOperators([operatorRow(record, at)]);
      views.clear();
      repo.rememberDetect(country, keys, record.operatorId, at);
      return { operator: operator(record.operatorId), e164: phone.e164, source: 'service' };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
