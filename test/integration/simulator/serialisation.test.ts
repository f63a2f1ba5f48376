/**
 * Operator answers are put together from records serialised ahead of time (json-bytes.ts): the bytes must be
 * exactly what JSON.stringify of the same objects gives, so that no client can tell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/main/simulator/catalog';
import { findCurrency } from '../../../src/main/simulator/catalog/currencies';
import { createOperatorJson } from '../../../src/main/simulator/catalog/operator-json';
import { operatorRecord } from '../../../src/main/simulator/catalog/records';
import { JsonBytes } from '../../../src/main/simulator/json-bytes';
import { pageOf } from '../../../src/main/simulator/paging';
import { get, startSimulator, type Operator, type Page, type RunningSimulator } from './support';

const text = (json: JsonBytes) => json.bytes.toString('utf8');

describe('answers made of serialised records', () => {
  const account = findCurrency('USD');
  if (!account) throw new Error('no USD');
  const catalog = buildCatalog(3, account);
  const operatorJson = createOperatorJson(catalog);
  const origin = 'http://127.0.0.1:4010';
  const asks = [false, true].flatMap((suggestedAmounts) => [false, true].map((suggestedAmountsMap) => ({ suggestedAmounts, suggestedAmountsMap })));

  it('each record is JSON.stringify of the record, for every way of asking and every origin, also when asked again', () => {
    for (const operator of catalog.operators) {
      for (const asked of asks) {
        for (const from of [origin, 'http://topups-sandbox.reloadly.com']) {
          const expected = JSON.stringify(operatorRecord(catalog, operator, asked, from));
          expect(text(operatorJson(operator, asked, from))).toBe(expected);
          expect(text(operatorJson(operator, asked, from))).toBe(expected);
        }
      }
    }
  });

  it('a list and a page are what JSON.stringify makes of the same objects', () => {
    const asked = asks[1]!;
    const indian = catalog.operatorsOf('IN');
    const records = indian.map((operator) => operatorRecord(catalog, operator, asked, origin));
    expect(text(JsonBytes.array(indian.map((operator) => operatorJson(operator, asked, origin))))).toBe(JSON.stringify(records));
    expect(text(JsonBytes.array([]))).toBe('[]');

    // As the route answered before: the page with its content replaced by the records.
    const page = pageOf(catalog.operators, { index: 1, size: 50 });
    const expected = JSON.stringify({ ...page, content: page.content.map((operator) => operatorRecord(catalog, operator, asked, origin)) });
    const { content, ...rest } = page;
    expect(text(JsonBytes.withFirst('content', JsonBytes.array(content.map((operator) => operatorJson(operator, asked, origin))), rest))).toBe(expected);
    expect(text(JsonBytes.withFirst('a', JsonBytes.of([1]), {}))).toBe('{"a":[1]}');
  });
});

describe('over HTTP', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 3 });
  });
  afterAll(() => sim.close());

  it.each(['/operators?size=300&suggestedAmounts=true', '/operators/countries/IN', '/operators/countries/NG?suggestedAmountsMap=true', '/operators/505'])(
    '%s answers canonical JSON with a matching Content-Length',
    async (path) => {
      const answer = await get(sim, path);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(JSON.stringify(JSON.parse(answer.text)));
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.text));
    },
  );

  it('a page keeps the envelope around its records', async () => {
    const page = (await get<Page<Operator>>(sim, '/operators?page=2&size=100')).body;
    const all = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
    expect(Object.keys(page)).toEqual(['content', 'pageable', 'totalPages', 'totalElements', 'last', 'first', 'sort', 'numberOfElements', 'size', 'number']);
    expect(page).toMatchObject({ number: 1, size: 100, numberOfElements: 100, first: false, totalElements: all.length });
    expect(page.content).toEqual(all.slice(100, 200));
  });
});
