/**
 * Pair 5: the till's service client against the vendor's own Node SDK (@reloadly/reloadly.airtime 1.0.6, axios
 * underneath), the same calls to one in-process simulator on loopback, in alternating rounds. The SDK is
 * pointed at the simulator through its public proxy option, as test/integration/simulator/vendor-sdk.test.ts
 * does: no patching.
 *
 * Same work per call on both sides: each side fetches its token once, before measuring, and reuses it (the
 * SDK keeps its token in the operations object it hands out, which is reused; the client keeps its own
 * until expiry). Both send the same path and query and the same number spelt the same way (`+234…`: the SDK
 * adds the +), and both read and parse the whole body; ours also validates it, the SDK does not (it hands
 * out the JSON as it came).
 *
 * The simulator shares the event loop with both sides, so its work sits in both numerators. Two rows under
 * each call measure the floor any client pays, each against the SDK in alternating rounds: the same request
 * on a bare undici Pool with the body read as bytes (the simulator and loopback), and with the body
 * JSON.parse'd too. What each side spends above that floor is its own work; the details under the table
 * say how much, for both sides, and how much room the goal leaves.
 */
import { Pool } from 'undici';
import { startSimulator } from '../src/main/simulator';
import { API_MEDIA_TYPE, createTopupClient, type TopupClient } from '../src/main/topup-api';
import { distinctNumbers, fetchToken } from './floor-http';
import { interleave, opRunner, ratioGoal, type Comparison, type Stats } from './measure';

const PAIR = '5 vs vendor SDK';
const GOAL = 0.5;

/** The few parts of the SDK this pair calls, typed here: its shipped .ts sources do not compile under strict. */
interface SdkRequest<T> {
  execute(): Promise<T>;
}
interface SdkOperators {
  listByCountryCode(iso: string, filter?: unknown): SdkRequest<unknown[]>;
  list(filter?: unknown): SdkRequest<{ content: unknown[] }>;
  autoDetect(phone: string, iso: string, filter?: unknown): SdkRequest<{ id: number }>;
}
interface SdkApi {
  proxy(options: unknown): SdkApi;
  accounts(): Promise<{ getBalance(): SdkRequest<{ balance: number }> }>;
  operators(): Promise<SdkOperators>;
  topups(): Promise<{ send(request: unknown): SdkRequest<{ status?: string }> }>;
}
interface SdkModules {
  airtime: {
    AirtimeApi: new (clientId: string, clientSecret: string, accessToken: null, environment: unknown) => SdkApi;
    Phone: new (number: string, countryCode: string) => unknown;
    PhoneTopupRequest: new (amount: number, operatorId: number, recipient: unknown, useLocalAmount: boolean, sender: null, customIdentifier: string) => unknown;
  };
  core: { Environment: { SANDBOX: unknown }; ProxyOptions: new (host: string, port: string, protocol: string) => unknown };
  /** The SDK's own filter class; its package index does not re-export it. */
  filter: { OperatorFilter: new () => { withPage(page: number, size: number): unknown; includeSuggestedAmounts(yes: boolean): unknown } };
}

/** Loaded by name at run time, so the type-check stays off the vendor's sources (tsconfig.node.json excludes them). */
async function loadSdk(): Promise<SdkModules> {
  const names = ['@reloadly/reloadly.airtime', '@reloadly/reloadly.core', '@reloadly/reloadly.airtime/filter/OperatorFilter'];
  const [airtime, core, filter] = (await Promise.all(names.map((name) => import(name)))) as [SdkModules['airtime'], SdkModules['core'], SdkModules['filter']];
  return { airtime, core, filter };
}

/** The same request as both sides send, for the floor rows: a GET path, or a POST path and its body. */
interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Case {
  name: string;
  ours: () => Promise<void>;
  sdk: () => Promise<void>;
  raw: () => RawRequest;
  rounds: number;
  opsPerRound: number;
  warmupOps: number;
}

export async function benchVendorSdk(log: (line: string) => void): Promise<Comparison[]> {
  // A balance no run can spend, and no waiting time between top-ups of one number.
  const sim = await startSimulator({ latencyMs: 0, rechargeWaitSeconds: 0, balance: 1_000_000_000, seed: 1 });
  const client: TopupClient = createTopupClient({
    environment: 'sandbox',
    baseUrl: sim.url,
    authUrl: sim.url,
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
  });
  const { airtime, core, filter } = await loadSdk();
  const api = new airtime.AirtimeApi(sim.clientId, sim.clientSecret, null, core.Environment.SANDBOX).proxy(
    new core.ProxyOptions('127.0.0.1', String(sim.port), 'http'),
  );
  const results: Comparison[] = [];
  let raw: RawSide | undefined;
  try {
    // Each side's token, fetched once here: the SDK's operations objects carry the token they were made with.
    const [sdkAccounts, sdkOperators, sdkTopups] = await Promise.all([api.accounts(), api.operators(), api.topups()]);
    await client.getBalance();
    raw = rawSide(sim.url, await fetchToken(sim.url, sim.clientId, sim.clientSecret));

    const nextNumber = distinctNumbers('NG');
    // The SDK puts a + before the number it detects or tops up; every side is given that spelling.
    const nextPhone = () => `+234${nextNumber()}`;
    const operator = await client.detectOperator(nextPhone(), 'NG');
    const amount = operator.denominationType === 'RANGE' ? operator.minAmount : operator.fixedAmounts[0];
    if (amount === null || amount === undefined) throw new Error(`operator ${operator.operatorId} has no usable amount`);

    // The SDK's OperatorFilter() sets no defaults (its "constructor" is a plain method), so only these are sent.
    const sdkFilter = (page: boolean) => {
      const made = new filter.OperatorFilter();
      if (page) made.withPage(1, 200);
      made.includeSuggestedAmounts(true);
      return made;
    };
    let reference = 0;
    const topupBody = (side: string) => ({
      operatorId: operator.operatorId,
      amount,
      useLocalAmount: false,
      customIdentifier: `VS-${side}-${(reference += 1)}`,
      recipientPhone: { countryCode: 'NG', number: nextPhone() },
    });
    const get = (path: string) => (): RawRequest => ({ method: 'GET', path });

    const cases: Case[] = [
      {
        name: 'balance',
        ours: async () => must((await client.getBalance()).balance >= 0, 'ours: balance'),
        sdk: async () => must((await sdkAccounts.getBalance().execute()).balance >= 0, 'sdk: balance'),
        raw: get('/accounts/balance'),
        rounds: 10,
        opsPerRound: 400,
        warmupOps: 300,
      },
      {
        name: "a country's operators (NG: 7)",
        ours: async () => must((await client.listOperatorsByCountry('NG')).length === 7, 'ours: NG operators'),
        sdk: async () => must((await sdkOperators.listByCountryCode('NG').execute()).length === 7, 'sdk: NG operators'),
        raw: get('/operators/countries/NG'),
        rounds: 10,
        opsPerRound: 300,
        warmupOps: 200,
      },
      {
        name: "a country's operators (IN: 4 with circle plans, 35 KB)",
        ours: async () => must((await client.listOperatorsByCountry('IN')).length === 4, 'ours: IN operators'),
        sdk: async () => must((await sdkOperators.listByCountryCode('IN').execute()).length === 4, 'sdk: IN operators'),
        raw: get('/operators/countries/IN'),
        rounds: 10,
        opsPerRound: 150,
        warmupOps: 100,
      },
      {
        name: 'the catalog sync: a page of 200 operators (190 KB)',
        ours: async () => must((await client.listOperators({ page: 1, size: 200, suggestedAmounts: true })).content.length === 200, 'ours: page'),
        sdk: async () => must((await sdkOperators.list(sdkFilter(true)).execute()).content.length === 200, 'sdk: page'),
        raw: get('/operators?page=1&size=200&suggestedAmounts=true'),
        rounds: 10,
        opsPerRound: 20,
        warmupOps: 20,
      },
      {
        name: "a number's operator (detection)",
        ours: async () => must((await client.detectOperator(nextPhone(), 'NG', { suggestedAmounts: true })).operatorId > 0, 'ours: detect'),
        sdk: async () => must((await sdkOperators.autoDetect(nextPhone(), 'NG', sdkFilter(false)).execute()).id > 0, 'sdk: detect'),
        raw: () => ({ method: 'GET', path: `/operators/auto-detect/phone/${encodeURIComponent(nextPhone())}/countries/NG?suggestedAmounts=true` }),
        rounds: 10,
        opsPerRound: 300,
        warmupOps: 200,
      },
      {
        name: 'a top-up',
        ours: async () => {
          const tx = await client.sendTopup(topupBody('C'));
          must(tx.status === 'SUCCESSFUL', `ours: top-up came back ${tx.status}`);
        },
        sdk: async () => {
          const { customIdentifier, recipientPhone } = topupBody('S');
          const recipient = new airtime.Phone(recipientPhone.number, recipientPhone.countryCode);
          const tx = await sdkTopups.send(new airtime.PhoneTopupRequest(amount, operator.operatorId, recipient, false, null, customIdentifier)).execute();
          must(tx.status === 'SUCCESSFUL', `sdk: top-up came back ${String(tx.status)}`);
        },
        raw: () => ({ method: 'POST', path: '/topups', body: JSON.stringify(topupBody('R')) }),
        rounds: 10,
        opsPerRound: 200,
        warmupOps: 100,
      },
    ];

    for (const c of cases) {
      log(`  ${PAIR}: ${c.name}`);
      const sdk = opRunner(c.sdk);
      const stats = await interleave(opRunner(c.ours), sdk, c);
      // The floors are measured against the SDK in alternating rounds too, so their ratios hold under a varying load.
      const side = raw;
      const floorRounds = { ...c, rounds: 6 };
      const bytes = await interleave(opRunner(() => side.send(c.raw(), false)), sdk, floorRounds);
      const parsed = await interleave(opRunner(() => side.send(c.raw(), true)), sdk, floorRounds);
      const versusSdk = (name: string, measured: { ours: Stats; floor: Stats }): Comparison => ({
        pair: PAIR,
        name,
        ours: measured.ours,
        floorName: 'vendor SDK (axios)',
        floor: measured.floor,
      });
      results.push(
        {
          ...versusSdk(c.name, stats),
          goal: ratioGoal(stats.ours, stats.floor, GOAL, 'SDK'),
          details: ownWork(stats, parsed),
        },
        versusSdk('  ↳ any client: raw undici, body read (simulator + loopback)', bytes),
        versusSdk('  ↳ any client: raw undici, body JSON.parse’d', parsed),
      );
    }
    log(`  ${PAIR}: simulator handled ${sim.stats().requests} requests (${sim.stats().tokenRequests} for tokens), ${sim.stats().topupRequests} top-ups`);
    return results;
  } finally {
    await raw?.close();
    await client.close();
    await sim.close();
  }
}

/**
 * Each side's own work, in units of the SDK's p50: its ratio to the SDK minus the ratio of the floor every JSON
 * client pays (raw undici, body parsed), each ratio measured in its own alternating rounds. Estimates: p50s do not
 * add exactly, and the two ratios come from different rounds.
 */
function ownWork(main: { ours: Stats; floor: Stats }, floor: { ours: Stats; floor: Stats }): string[] {
  const oursRatio = main.ours.p50Ms / main.floor.p50Ms;
  const floorRatio = floor.ours.p50Ms / floor.floor.p50Ms;
  const share = (ratio: number) => `${Math.max(0, ratio).toFixed(2)}× the SDK's p50`;
  return [
    `the floor any client that parses the body pays is ${share(floorRatio)}; above it, ours spends ${share(oursRatio - floorRatio)}, ` +
      `the SDK ${share(1 - floorRatio)}`,
    floorRatio < GOAL
      ? `p50 ≤ ${GOAL}× SDK leaves ours ${share(GOAL - floorRatio)} of own work`
      : `p50 ≤ ${GOAL}× SDK cannot be met here by any client that parses the body: the floor alone is over ${GOAL}×`,
  ];
}

function must(condition: boolean, what: string): void {
  if (!condition) throw new Error(`${what}: unexpected answer`);
}

interface RawSide {
  send(request: RawRequest, parse: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The least any client can do for the same call: a keep-alive undici Pool, a fixed token, the body read (and parsed). */
function rawSide(url: string, token: string): RawSide {
  const pool = new Pool(url);
  const get = { accept: API_MEDIA_TYPE, authorization: `Bearer ${token}` };
  const post = { ...get, 'content-type': 'application/json' };
  return {
    async send({ method, path, body }, parse) {
      const response = await pool.request({ method, path, headers: body === undefined ? get : post, body: body ?? null });
      if (parse) JSON.parse(await response.body.text());
      else await response.body.arrayBuffer();
      if (response.statusCode !== 200) throw new Error(`raw ${method} ${path} answered ${response.statusCode}`);
    },
    close: () => pool.close(),
  };
}
