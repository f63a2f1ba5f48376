import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, get, post, SERVICE_TIME, startSimulator, type Commission, type FxRate, type Operator, type Page, type Promotion, type RunningSimulator } from './support';

let sim: RunningSimulator;
let operators: Operator[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 14 });
  operators = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
});
afterAll(() => sim.close());

describe('FX rates', () => {
  it('POST /operators/fx-rate converts an amount at the operator’s rate', async () => {
    const operator = operators.find((o) => o.fx.rate > 10)!;
    const answer = await post<FxRate>(sim, '/operators/fx-rate', { operatorId: operator.id, amount: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: operator.id,
      name: operator.name,
      fxRate: Math.round(5 * operator.fx.rate * 100) / 100,
      currencyCode: operator.destinationCurrencyCode,
    });
  });

  it('takes numeric strings, and the older POST /operators/{id}/fx-rate the SDKs call answers the same', async () => {
    const operator = operators[0]!;
    const current = await post(sim, '/operators/fx-rate', { operatorId: String(operator.id), amount: '12.5' });
    const older = await post(sim, `/operators/${operator.id}/fx-rate`, { amount: 12.5 });
    expect(older.status).toBe(200);
    expect(older.body).toEqual(current.body);
  });

  it.each([
    ['an unknown operator', '/operators/fx-rate', { operatorId: 99999, amount: 5 }, 404, null],
    ['no operatorId', '/operators/fx-rate', { amount: 5 }, 400, 'INVALID_INPUT_PROVIDED'],
    ['a bad amount', '/operators/fx-rate', { operatorId: 100, amount: 'x' }, 400, 'INVALID_AMOUNT'],
    ['a bad amount (older path)', '/operators/100/fx-rate', { amount: -1 }, 400, 'INVALID_AMOUNT'],
    ['a body that is not an object', '/operators/100/fx-rate', [5], 400, 'INVALID_INPUT_PROVIDED'],
  ])('refuses %s', async (_label, path, body, status, code) => {
    const answer = await post(sim, path, body);
    expect(answer.status).toBe(status);
    expect(errorShape(answer.body).errorCode).toBe(code);
  });
});

describe('commissions', () => {
  it('GET /operators/commissions pages the operators with discounts', async () => {
    const answer = await get<Page<Commission>>(sim, '/operators/commissions?size=50&page=2');
    expect(answer.status).toBe(200);
    const discounted = operators.filter((o) => o.internationalDiscount > 0 || o.localDiscount > 0);
    expect(answer.body).toMatchObject({ totalElements: discounted.length, size: 50, number: 1, numberOfElements: 50 });
    const record = answer.body.content[0];
    const operator = discounted[50]!;
    expect(record).toEqual({
      operator: { id: operator.id, operatorId: operator.id, name: operator.name, countryCode: operator.country.isoName, status: true, bundle: operator.bundle, data: operator.data },
      percentage: operator.internationalDiscount,
      internationalPercentage: operator.internationalDiscount,
      localPercentage: operator.localDiscount,
      updatedAt: expect.stringMatching(SERVICE_TIME),
    });
    expect((await get<Page<Commission>>(sim, '/operators/commissions')).body.size).toBe(200);
  });

  it('GET /operators/{id}/commissions answers one bare record', async () => {
    const operator = operators[3]!;
    const answer = await get<Commission>(sim, `/operators/${operator.id}/commissions`);
    expect(answer.body.operator.operatorId).toBe(operator.id);
    expect(answer.body.internationalPercentage).toBe(operator.internationalDiscount);
    expect(answer.body).not.toHaveProperty('content');
    expect((await get(sim, '/operators/99999/commissions')).status).toBe(404);
  });
});

describe('promotions', () => {
  const FIELDS = ['denominations', 'description', 'endDate', 'id', 'localDenominations', 'operatorId', 'promotionId', 'startDate', 'title', 'title2'];

  it('GET /promotions pages current promotions with the spec’s fields and dates', async () => {
    const answer = await get<Page<Promotion>>(sim, '/promotions?size=5');
    expect(answer.status).toBe(200);
    expect(answer.body.size).toBe(5);
    expect(answer.body.totalElements).toBeGreaterThan(10);
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    for (const promotion of answer.body.content) {
      expect(Object.keys(promotion).sort()).toEqual(FIELDS);
      expect(promotion.id).toBe(promotion.promotionId);
      expect(promotion.startDate).toMatch(SERVICE_TIME);
      expect(promotion.endDate).toMatch(SERVICE_TIME);
      expect(promotion.startDate < now && now < promotion.endDate).toBe(true);
    }
  });

  it('GET /promotions/{id}, /promotions/operators/{id}, /promotions/country-codes/{cc} and /promotions/countries/{cc}', async () => {
    const promotion = (await get<Page<Promotion>>(sim, '/promotions?size=1')).body.content[0]!;
    expect((await get(sim, `/promotions/${promotion.promotionId}`)).body).toEqual(promotion);
    const ofOperator = (await get(sim, `/promotions/operators/${promotion.operatorId}`)).body;
    expect(ofOperator).toContainEqual(promotion);
    const operator = (await get<Operator>(sim, `/operators/${promotion.operatorId}`)).body;
    expect(operator.promotions).toEqual(ofOperator);
    const byCode = (await get(sim, `/promotions/country-codes/${operator.country.isoName}`)).body;
    expect(byCode).toContainEqual(promotion);
    expect((await get(sim, `/promotions/countries/${operator.country.isoName}`)).body).toEqual(byCode);
  });

  it('answers bare empty arrays for a covered country or operator without promotions', async () => {
    const quiet = operators.find((o) => o.promotions.length === 0)!;
    expect((await get(sim, `/promotions/operators/${quiet.id}`)).body).toEqual([]);
  });

  it.each([
    ['/promotions/999999', 404, null],
    ['/promotions/operators/999999', 404, null],
    ['/promotions/country-codes/XX', 404, 'COUNTRY_NOT_SUPPORTED'],
  ])('refuses %s', async (path, status, code) => {
    const answer = await get(sim, path);
    expect(answer.status).toBe(status);
    expect(errorShape(answer.body).errorCode).toBe(code);
  });
});
