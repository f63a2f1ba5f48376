/** Every endpoint of the service, as a route table over the simulator's services. */
import { fromMicros, convert, readPositiveAmount } from './amounts';
import type { Auth } from './auth';
import type { Catalog, OperatorDef } from './catalog';
import { isIsoCountryCode } from './catalog/countries';
import { createOperatorJson } from './catalog/operator-json';
import { commissionRecord, countryRecord } from './catalog/records';
import { detectOperator } from './detect';
import { ApiError, refusals } from './errors';
import { JsonBytes } from './json-bytes';
import type { Ledger } from './ledger';
import { pageOf, readPageRequest } from './paging';
import { indianLookupFeeMicros } from './pricing';
import { transactionsReport } from './reports';
import type { Route } from './router';
import { formatServiceTime } from './time';
import { isObject, readId } from './topup-request';
import type { Topups } from './topups';
import { transactionRecord } from './transaction-record';

export interface Services {
  catalog: Catalog;
  ledger: Ledger;
  topups: Topups;
  auth: Auth;
}

const CATALOG_PAGE_SIZE = 200;

function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name)?.trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

/** `includeBundles/includeData/includePin=false` drop those operators (the SDK's includeRange/includeFixed too). */
function operatorFilter(query: URLSearchParams): (operator: OperatorDef) => boolean {
  const bundles = flag(query, 'includeBundles', true);
  const data = flag(query, 'includeData', true);
  const pin = flag(query, 'includePin', true);
  const range = flag(query, 'includeRange', true);
  const fixed = flag(query, 'includeFixed', true);
  return (operator) =>
    (bundles || operator.kind !== 'bundle') &&
    (data || operator.kind !== 'data') &&
    (pin || operator.kind !== 'pin') &&
    (range || operator.denominationType !== 'RANGE') &&
    (fixed || operator.denominationType !== 'FIXED');
}

const suggested = (query: URLSearchParams) => ({
  suggestedAmounts: flag(query, 'suggestedAmounts', false),
  suggestedAmountsMap: flag(query, 'suggestedAmountsMap', false),
});

const param = (params: string[], index = 0): string => params[index] ?? '';

export function buildRoutes({ catalog, ledger, topups, auth }: Services): Route[] {
  const operatorJson = createOperatorJson(catalog);
  const operatorOr404 = (idText: unknown): OperatorDef => {
    const id = readId(idText);
    const operator = id === null ? undefined : catalog.operator(id);
    if (!operator) throw refusals.operatorNotFound(idText);
    return operator;
  };
  const coveredCountry = (code: string) => {
    const country = catalog.country(code);
    if (!country) throw refusals.countryNotSupported(code);
    return country;
  };
  const fxRate = (operator: OperatorDef, amount: unknown) => {
    const micros = readPositiveAmount(amount);
    if (micros === null) throw refusals.invalidAmount();
    return { id: operator.id, name: operator.name, fxRate: fromMicros(convert(micros, operator.fxRate)), currencyCode: operator.country.currency.code };
  };
  const jsonObject = (body: unknown): Record<string, unknown> => {
    if (!isObject(body)) throw refusals.invalidInput('body', 'Request body must be a JSON object');
    return body;
  };
  const promotionsOfCountry = ({ params }: { params: string[] }) => {
    const country = coveredCountry(param(params));
    return catalog.promotions.filter((promotion) => catalog.operator(promotion.operatorId)?.country === country);
  };

  return [
    { method: 'POST', pattern: /^\/oauth\/token$/, open: true, body: 'token', handle: ({ body }) => auth.issue(jsonObject(body)) },

    {
      method: 'GET',
      pattern: /^\/accounts\/balance$/,
      handle: () => ({
        balance: fromMicros(ledger.balance()),
        currencyCode: catalog.account.code,
        currencyName: catalog.account.name,
        updatedAt: formatServiceTime(ledger.balanceUpdatedAt()),
      }),
    },

    { method: 'GET', pattern: /^\/countries$/, handle: () => catalog.countries.map(countryRecord) },
    { method: 'GET', pattern: /^\/countries\/([^/]+)$/, handle: ({ params }) => countryRecord(coveredCountry(param(params))) },

    {
      method: 'GET',
      pattern: /^\/operators$/,
      handle: ({ query, origin }) => {
        const { content, ...page } = pageOf(catalog.operators.filter(operatorFilter(query)), readPageRequest(query, CATALOG_PAGE_SIZE));
        return JsonBytes.withFirst('content', JsonBytes.array(content.map((operator) => operatorJson(operator, suggested(query), origin))), page);
      },
    },
    {
      method: 'GET',
      pattern: /^\/operators\/commissions$/,
      handle: ({ query }) => {
        const discounted = catalog.operators.filter((operator) => operator.internationalDiscount > 0 || operator.localDiscount > 0);
        const page = pageOf(discounted, readPageRequest(query, CATALOG_PAGE_SIZE));
        return { ...page, content: page.content.map((operator) => commissionRecord(operator, catalog.updatedAt)) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/operators\/countries\/([^/]+)$/,
      handle: ({ params, query, origin }) => {
        const code = param(params);
        if (!isIsoCountryCode(code)) throw new ApiError(400, null, `Invalid country code ${code}: use an ISO 3166-1 alpha-2 code`);
        return JsonBytes.array(
          catalog
            .operatorsOf(coveredCountry(code).isoName)
            .filter(operatorFilter(query))
            .map((operator) => operatorJson(operator, suggested(query), origin)),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/operators\/auto-detect\/phone\/([^/]+)\/countries\/([^/]+)$/,
      handle: ({ params, query, origin }) => {
        const operator = detectOperator(catalog, param(params, 0), param(params, 1));
        if (operator.country.isoName === 'IN') {
          const fee = indianLookupFeeMicros(catalog.account);
          if (fee > ledger.balance()) throw new ApiError(400, 'INSUFFICIENT_BALANCE', 'Your account balance is too low for a paid lookup');
          ledger.adjustBalance(-fee);
        }
        return operatorJson(operator, suggested(query), origin);
      },
    },
    {
      method: 'POST',
      pattern: /^\/operators\/fx-rate$/,
      body: 'json',
      handle: ({ body }) => {
        const { operatorId, amount } = jsonObject(body);
        if (operatorId === undefined || operatorId === null) throw refusals.invalidInput('operatorId', 'Missing required field operatorId');
        return fxRate(operatorOr404(operatorId), amount);
      },
    },
    // The older form the vendor's SDKs call.
    {
      method: 'POST',
      pattern: /^\/operators\/([^/]+)\/fx-rate$/,
      body: 'json',
      handle: ({ params, body }) => fxRate(operatorOr404(param(params)), jsonObject(body).amount),
    },
    {
      method: 'GET',
      pattern: /^\/operators\/([^/]+)\/commissions$/,
      handle: ({ params }) => commissionRecord(operatorOr404(param(params)), catalog.updatedAt),
    },
    {
      method: 'GET',
      pattern: /^\/operators\/([^/]+)$/,
      handle: ({ params, query, origin }) => operatorJson(operatorOr404(param(params)), suggested(query), origin),
    },

    {
      method: 'GET',
      pattern: /^\/promotions$/,
      handle: ({ query }) => pageOf(catalog.promotions, readPageRequest(query, CATALOG_PAGE_SIZE)),
    },
    { method: 'GET', pattern: /^\/promotions\/country-codes\/([^/]+)$/, handle: promotionsOfCountry },
    // The older path the vendor's SDKs call.
    { method: 'GET', pattern: /^\/promotions\/countries\/([^/]+)$/, handle: promotionsOfCountry },
    {
      method: 'GET',
      pattern: /^\/promotions\/operators\/([^/]+)$/,
      handle: ({ params }) => catalog.promotionsOf(operatorOr404(param(params)).id),
    },
    {
      method: 'GET',
      pattern: /^\/promotions\/([^/]+)$/,
      handle: ({ params }) => {
        const id = readId(param(params));
        const promotion = id === null ? undefined : catalog.promotion(id);
        if (!promotion) throw new ApiError(404, null, `Promotion not found for id ${param(params)}`);
        return promotion;
      },
    },

    { method: 'POST', pattern: /^\/topups$/, body: 'json', handle: ({ body }) => topups.sendSync(body) },
    { method: 'POST', pattern: /^\/topups-async$/, body: 'json', handle: ({ body }) => topups.sendAsync(body) },
    {
      method: 'GET',
      pattern: /^\/topups\/([^/]+)\/status$/,
      handle: ({ params }) => {
        const id = readId(param(params));
        if (id === null) throw refusals.transactionNotFound(param(params));
        return topups.status(id);
      },
    },
    { method: 'GET', pattern: /^\/topups\/reports\/transactions$/, handle: ({ query }) => transactionsReport(ledger.transactions(), query) },
    {
      method: 'GET',
      pattern: /^\/topups\/reports\/transactions\/([^/]+)$/,
      handle: ({ params }) => {
        const id = readId(param(params));
        const transaction = id === null ? undefined : ledger.transaction(id);
        if (!transaction) throw refusals.transactionNotFound(param(params));
        return transactionRecord(transaction);
      },
    },
  ];
}
