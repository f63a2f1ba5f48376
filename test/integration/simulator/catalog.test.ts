import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, get, OPERATOR_FIELDS, startSimulator, type ApiErrorBody, type Balance, type Country, type IndianOperator, type Operator, type Page, type RunningSimulator } from './support';

let sim: RunningSimulator;
let operators: Operator[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  operators = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
});
afterAll(() => sim.close());

describe('countries', () => {
  it('lists at least 140 real countries with currency, + calling codes and a flag', async () => {
    const answer = await get<Country[]>(sim, '/countries');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(140);
    for (const country of answer.body) {
      expect(Object.keys(country).sort()).toEqual(['callingCodes', 'currencyCode', 'currencyName', 'currencySymbol', 'flag', 'isoName', 'name']);
      expect(country.isoName).toMatch(/^[A-Z]{2}$/);
      expect(country.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(country.callingCodes.length).toBeGreaterThan(0);
      for (const code of country.callingCodes) expect(code).toMatch(/^\+\d+$/);
      expect(country.flag).toMatch(/^https:\/\/.+\.svg$/);
    }
    const isos = answer.body.map((country) => country.isoName);
    for (const iso of ['NG', 'GH', 'KE', 'IN', 'MX', 'US', 'GB', 'FR', 'PH', 'BD', 'CU', 'HT']) expect(isos).toContain(iso);
  });

  it('answers one country by ISO code, in any case', async () => {
    const answer = await get<Country>(sim, '/countries/ng');
    expect(answer.body).toEqual({
      isoName: 'NG',
      name: 'Nigeria',
      currencyCode: 'NGN',
      currencyName: 'Nigerian naira',
      currencySymbol: '₦',
      flag: 'https://s3.amazonaws.com/rld-flags/ng.svg',
      callingCodes: ['+234'],
    });
    expect((await get<Country>(sim, '/countries/JM')).body.callingCodes).toEqual(['+1876']);
  });

  it.each(['XX', 'AQ', 'NGA'])('refuses an unsupported country %s with 404 COUNTRY_NOT_SUPPORTED', async (code) => {
    const answer = await get(sim, `/countries/${code}`);
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBe('COUNTRY_NOT_SUPPORTED');
  });
});

describe('operators', () => {
  it('has at least 700 operators, each with every field of the spec', () => {
    expect(operators.length).toBeGreaterThanOrEqual(700);
    for (const operator of operators) {
      for (const field of OPERATOR_FIELDS) expect(operator, `${operator.name} lacks ${field}`).toHaveProperty(field);
      expect(operator.id).toBe(operator.operatorId);
      expect(['FIXED', 'RANGE']).toContain(operator.denominationType);
      expect(operator.senderCurrencyCode).toBe('USD');
      expect(operator.fx.currencyCode).toBe(operator.destinationCurrencyCode);
      expect(operator.fx.rate).toBeGreaterThan(0);
      expect(operator.logoUrls.length).toBeGreaterThan(0);
      expect(operator.commission).toBe(operator.internationalDiscount);
      if (operator.denominationType === 'RANGE') {
        expect(operator.minAmount).toBeLessThan(operator.maxAmount as number);
        expect(operator.fixedAmounts).toEqual([]);
      } else {
        expect(operator.minAmount).toBeNull();
        expect(operator.fixedAmounts.length).toBeGreaterThan(0);
      }
      if (!operator.supportsLocalAmounts) {
        expect(operator.localMinAmount).toBeNull();
        expect(operator.localFixedAmounts).toEqual([]);
      }
    }
  });

  it('offers the whole mix: FIXED, RANGE, PIN, bundles, data, local amounts, promotions, most popular amounts, discounts', () => {
    const count = (test: (operator: Operator) => boolean) => operators.filter(test).length;
    expect(count((o) => o.denominationType === 'FIXED')).toBeGreaterThan(50);
    expect(count((o) => o.denominationType === 'RANGE')).toBeGreaterThan(50);
    expect(count((o) => o.pin)).toBeGreaterThan(10);
    expect(count((o) => o.bundle)).toBeGreaterThan(10);
    expect(count((o) => o.data)).toBeGreaterThan(10);
    expect(count((o) => o.supportsLocalAmounts && o.localMinAmount !== null)).toBeGreaterThan(10);
    expect(count((o) => o.supportsLocalAmounts && o.localFixedAmounts.length > 0)).toBeGreaterThan(10);
    expect(count((o) => o.promotions.length > 0)).toBeGreaterThan(10);
    expect(count((o) => o.mostPopularAmount !== null)).toBeGreaterThan(100);
    expect(count((o) => o.mostPopularAmount === null)).toBeGreaterThan(0);
    expect(count((o) => o.internationalDiscount > 0)).toBeGreaterThan(100);
    expect(count((o) => o.localDiscount > 0)).toBeGreaterThan(10);
    const described = operators.find((o) => o.data)!;
    expect(Object.keys(described.fixedAmountsDescriptions).length).toBeGreaterThan(0);
  });

  it('pages 1-based in and 0-based out, with the full envelope', async () => {
    const answer = await get<Page<Operator>>(sim, '/operators?page=2&size=10');
    const page = answer.body;
    expect(page.content.map((o) => o.id)).toEqual(operators.slice(10, 20).map((o) => o.id));
    expect(page).toMatchObject({
      pageable: { sort: { unsorted: true, sorted: false }, pageSize: 10, pageNumber: 1, offset: 10, paged: true, unpaged: false },
      totalPages: Math.ceil(operators.length / 10),
      totalElements: operators.length,
      last: false,
      first: false,
      sort: { unsorted: true, sorted: false },
      numberOfElements: 10,
      size: 10,
      number: 1,
    });
  });

  it('defaults to page 1 of 200, marks the last page, and answers an empty page past the end', async () => {
    const first = (await get<Page<Operator>>(sim, '/operators')).body;
    expect(first.size).toBe(200);
    expect(first.content).toHaveLength(200);
    expect(first.number).toBe(0);
    expect(first.first).toBe(true);
    const lastPage = first.totalPages;
    const last = (await get<Page<Operator>>(sim, `/operators?page=${lastPage}`)).body;
    expect(last.last).toBe(true);
    expect(last.content.length).toBe(operators.length - (lastPage - 1) * 200);
    const beyond = (await get<Page<Operator>>(sim, `/operators?page=${lastPage + 1}`)).body;
    expect(beyond.content).toEqual([]);
    expect(beyond.numberOfElements).toBe(0);
  });

  it.each<[string, 'bundle' | 'data' | 'pin']>([
    ['includeBundles', 'bundle'],
    ['includeData', 'data'],
    ['includePin', 'pin'],
  ])('%s=false leaves out operators with %s', async (parameter, field) => {
    const all = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
    const filtered = (await get<Page<Operator>>(sim, `/operators?size=1000&${parameter}=false`)).body.content;
    expect(all.some((o) => o[field])).toBe(true);
    expect(filtered.some((o) => o[field])).toBe(false);
    expect(filtered.length).toBe(all.filter((o) => !o[field]).length);
  });

  it('fills suggested amounts only when asked', async () => {
    const range = operators.find((o) => o.denominationType === 'RANGE')!;
    expect(range.suggestedAmounts).toEqual([]);
    expect(range.suggestedAmountsMap).toEqual({});
    const asked = (await get<Operator>(sim, `/operators/${range.id}?suggestedAmounts=true&suggestedAmountsMap=true`)).body;
    expect(asked.suggestedAmounts.length).toBeGreaterThan(0);
    for (const amount of asked.suggestedAmounts) {
      expect(amount).toBeGreaterThanOrEqual(range.minAmount as number);
      expect(amount).toBeLessThanOrEqual(range.maxAmount as number);
      expect(asked.suggestedAmountsMap[String(amount)]).toBeCloseTo(amount * range.fx.rate, 2);
    }
    const onlyList = (await get<Operator>(sim, `/operators/${range.id}?suggestedAmounts=true`)).body;
    expect(onlyList.suggestedAmountsMap).toEqual({});
  });

  it('answers one operator by id with id equal to operatorId', async () => {
    const someOperator = operators[0]!;
    const answer = await get(sim, `/operators/${someOperator.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(someOperator);
  });

  it.each(['999999', 'abc'])('refuses an unknown operator %s with 404 and a null errorCode', async (id) => {
    const answer = await get(sim, `/operators/${id}`);
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBeNull();
  });

  it('lists the operators of a country, with several networks in the well-known ones', async () => {
    for (const iso of ['NG', 'GH', 'KE', 'IN', 'MX', 'US', 'GB', 'FR', 'PH', 'BD', 'CU', 'HT']) {
      const answer = await get<Operator[]>(sim, `/operators/countries/${iso}`);
      expect(answer.status).toBe(200);
      expect(answer.body.length, iso).toBeGreaterThanOrEqual(2);
      for (const operator of answer.body) expect(operator.country.isoName).toBe(iso);
    }
    const nigeria = (await get<Operator[]>(sim, '/operators/countries/NG?includePin=false')).body;
    expect(nigeria.some((o) => o.pin)).toBe(false);
    expect(nigeria.map((o) => o.name)).toContain('MTN Nigeria');
  });

  it('refuses an invalid country code on /operators/countries with a null errorCode and says it is invalid', async () => {
    const answer = await get<ApiErrorBody>(sim, '/operators/countries/ZZ9');
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBeNull();
    expect(answer.body.message).toMatch(/invalid/i);
  });

  it('refuses a real but uncovered country on /operators/countries with COUNTRY_NOT_SUPPORTED', async () => {
    const answer = await get<ApiErrorBody>(sim, '/operators/countries/AQ');
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('COUNTRY_NOT_SUPPORTED');
  });

  it('gives Indian operators circle plans and plan names', async () => {
    const indian = (await get<IndianOperator[]>(sim, '/operators/countries/IN')).body;
    expect(indian.length).toBeGreaterThanOrEqual(3);
    for (const operator of indian) {
      expect(operator.supportsGeographicalRechargePlans).toBe(true);
      expect(operator.geographicalRechargePlans.length).toBeGreaterThan(0);
      for (const plan of operator.geographicalRechargePlans) {
        expect(Object.keys(plan).sort()).toEqual(
          ['fixedAmounts', 'fixedAmountsDescriptions', 'fixedAmountsPlanNames', 'localAmounts', 'localFixedAmountsDescriptions', 'localFixedAmountsPlanNames', 'locationCode', 'locationName'],
        );
        for (const amount of plan.fixedAmounts) expect(operator.fixedAmounts).toContain(amount);
      }
      expect(Object.keys(operator.fixedAmountsPlanNames)).toHaveLength(operator.fixedAmounts.length);
      expect(Object.keys(operator.localFixedAmountsPlanNames)).toHaveLength(operator.localFixedAmounts.length);
    }
    const notIndian = operators.find((o) => o.country.isoName === 'NG')!;
    expect(notIndian.supportsGeographicalRechargePlans).toBe(false);
    expect(notIndian).not.toHaveProperty('geographicalRechargePlans');
  });

  it('has the Cuban e-mail-addressed operator', async () => {
    const cuba = (await get<Operator[]>(sim, '/operators/countries/CU')).body;
    expect(cuba.map((o) => o.name)).toContain('Cubacel Nauta');
  });
});

describe('determinism and speed', () => {
  it('builds the same catalog for the same seed and another one for another seed', async () => {
    const again = await startSimulator({ seed: 5 });
    const different = await startSimulator({ seed: 6 });
    try {
      // Logo links name the simulator's own origin, which differs between two simulators; their paths do not.
      const samePaths = (list: Operator[]) => list.map((o) => ({ ...o, logoUrls: o.logoUrls.map((url) => new URL(url).pathname) }));
      expect(samePaths((await get<Page<Operator>>(again, '/operators?size=1000')).body.content)).toEqual(samePaths(operators));
      const others = (await get<Page<Operator>>(different, '/operators?size=1000')).body.content;
      expect(others).not.toEqual(operators);
      expect((await get(different, '/countries')).body).toEqual((await get(sim, '/countries')).body);
    } finally {
      await again.close();
      await different.close();
    }
  });

  it('prices the catalog in the account currency', async () => {
    const euro = await startSimulator({ currencyCode: 'EUR', seed: 5 });
    try {
      const answer = (await get<Operator[]>(euro, '/operators/countries/FR')).body;
      expect(answer[0]!.senderCurrencyCode).toBe('EUR');
      expect(answer[0]!.fx.rate).toBe(1);
      expect((await get<Balance>(euro, '/accounts/balance')).body).toMatchObject({ currencyCode: 'EUR', currencyName: 'Euro' });
    } finally {
      await euro.close();
    }
  });
});
