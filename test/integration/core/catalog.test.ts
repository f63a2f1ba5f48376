/** Catalog sync into SQLite, lookups served from it, and the detect cache (India's detect is a paid call). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProgress } from '../../../src/shared/contract';
import { numberEnding, startHarness, waitForConnectivity, type Harness } from '../../support/till-harness';

let h: Harness;
const progress: CatalogProgress[] = [];

beforeAll(async () => {
  h = await startHarness();
  h.till.events.on('catalog.progress', (p) => progress.push(p));
  await waitForConnectivity(h.till, 'online');
});
afterAll(() => h.close());

describe('catalog', () => {
  it('syncs countries, every operator page, commissions and promotions, reporting progress', async () => {
    const result = await h.call('catalog.sync', { force: true });
    expect(result.countries).toBeGreaterThanOrEqual(140);
    expect(result.operators).toBeGreaterThanOrEqual(700);
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['countries', 'operators', 'commissions', 'promotions', 'done']));
    const operatorSteps = progress.filter((p) => p.phase === 'operators');
    expect(operatorSteps.length).toBeGreaterThan(1); // more than one page of 200
    const status = await h.call('status.get');
    expect(status.catalog).toMatchObject({ countries: result.countries, operators: result.operators, syncing: false });
  });

  it('answers lookups from SQLite without the network', async () => {
    h.sim.faults.setOffline(true);
    try {
      const countries = await h.call('catalog.countries');
      const nigeria = countries.find((c) => c.iso === 'NG');
      expect(nigeria).toMatchObject({ name: 'Nigeria', currencyCode: 'NGN', callingCodes: ['+234'] });
      const operators = await h.call('catalog.operators', { country: 'NG' });
      expect(operators.length).toBeGreaterThan(1);
      const detail = await h.call('catalog.operator', { operatorId: operators[0]!.id });
      expect(detail.countryIso).toBe('NG');
      const found = await h.call('catalog.search', { text: operators[0]!.name.slice(0, 4) });
      expect(found.map((o) => o.id)).toContain(operators[0]!.id);
    } finally {
      h.sim.faults.setOffline(false);
    }
  });

  it('carries the Indian plans by region and the fixed/range amount rules', async () => {
    const india = await h.call('catalog.operators', { country: 'IN' });
    const details = await Promise.all(india.map((o) => h.call('catalog.operator', { operatorId: o.id })));
    expect(details.some((d) => d.regions.length > 0)).toBe(true);
    const all = await Promise.all((await h.call('catalog.operators', { country: 'MX' })).map((o) => h.call('catalog.operator', { operatorId: o.id })));
    expect(new Set([...details, ...all].map((d) => d.amounts.kind))).toEqual(new Set(['fixed', 'range']));
  });

  it('detects once per number range, then from the cache', async () => {
    const number = numberEnding('IN', '000');
    const before = h.sim.stats().requests;
    const first = await h.call('operators.detect', { country: 'IN', number });
    expect(first.source).toBe('service');
    const afterFirst = h.sim.stats().requests;
    expect(afterFirst).toBeGreaterThan(before);
    const again = await h.call('operators.detect', { country: 'IN', number });
    const neighbour = await h.call('operators.detect', { country: 'IN', number: numberEnding('IN', '001') });
    expect(again).toMatchObject({ source: 'cache', operator: { id: first.operator.id } });
    expect(neighbour.source).toBe('cache');
    expect(h.sim.stats().requests).toBe(afterFirst); // no paid call twice
    expect(first.e164.startsWith('+91')).toBe(true);
  });

  it('pays for one lookup when the same new number is detected twice at once', async () => {
    const number = numberEnding('IN', '777').replace(/^(\d)\d{3}/, '$1555');
    const before = h.sim.stats().requests;
    const [a, b] = await Promise.all([h.call('operators.detect', { country: 'IN', number }), h.call('operators.detect', { country: 'IN', number })]);
    expect(a.operator.id).toBe(b.operator.id);
    expect(h.sim.stats().requests - before).toBe(1);
  });

  it('refuses a number that cannot be detected with a clear error', async () => {
    const error = await h.till.call('operators.detect', { country: 'NG', number: '0000' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_PHONE' });
  });
});
