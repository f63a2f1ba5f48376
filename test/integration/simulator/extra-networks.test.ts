/**
 * A service's catalog as a shop meets it: networks beyond the built-in ones, with names as long as real ones get.
 * They come after every built-in operator, so a till's stored ids of those stay what they were.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, startSimulator, type Operator, type Page, type RunningSimulator } from './support';

const LONG = 'Lagos Metropolitan Mobile Telecommunications Service Limited';

let plain: RunningSimulator;
let extended: RunningSimulator;

beforeAll(async () => {
  [plain, extended] = await Promise.all([startSimulator({ seed: 5 }), startSimulator({ seed: 5, extraNetworks: { NG: [LONG] } })]);
});
afterAll(() => Promise.all([plain.close(), extended.close()]));

/** Every operator, without its logos' addresses (each simulator serves them on its own port). */
const all = async (sim: RunningSimulator) => (await get<Page<Operator>>(sim, '/operators?size=5000')).body.content.map(({ logoUrls: _logos, ...facts }) => facts);

it('lists an extra network under its country, with its whole name, after the built-in ones', async () => {
  const nigeria = (await get<Operator[]>(extended, '/operators/countries/NG')).body;
  const extra = nigeria.find((operator) => operator.name === LONG);
  expect(extra).toMatchObject({ name: LONG, country: { isoName: 'NG' }, destinationCurrencyCode: 'NGN' });
  expect(nigeria.at(-1)?.name).toBe(LONG);
});

it('leaves every built-in operator with its id and facts', async () => {
  const before = await all(plain);
  const after = await all(extended);
  expect(after.filter((operator) => operator.name !== LONG)).toEqual(before);
  expect(after).toHaveLength(before.length + 1);
});

it('refuses networks for a country the catalog does not have, and a blank name', async () => {
  await expect(startSimulator({ extraNetworks: { AQ: ['Antarctic Mobile'] } })).rejects.toThrow(/AQ/);
  await expect(startSimulator({ extraNetworks: { NG: ['  '] } })).rejects.toThrow(/extra networks/);
});
