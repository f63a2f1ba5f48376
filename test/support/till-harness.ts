/**
 * A real till against a real simulator over loopback HTTP, with its journal in a temp dir. Waits are on
 * the till's own events, never on the clock alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import type { MethodInput, MethodName, MethodOutput, Sale, SaleState } from '../../src/shared/contract';
import { FINAL_SALE_STATES } from '../../src/shared/sale-states';
import { microsToDecimal } from '../../src/shared/money';
import { silentLogger } from '../../src/main/logger';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/main/simulator';
import { createTill, type Till } from '../../src/main/till';
import type { TillTimings } from '../../src/main/timings';
import type { TillConfig } from '../../src/main/till-config';

export const FAST_TIMINGS: Partial<TillTimings> = {
  probeIntervalMs: 100,
  pollMinMs: 50,
  pollMaxMs: 200,
  reconcileDelayMs: 50,
  rechargeWaitMs: 0,
};

export interface Harness {
  dir: string;
  sim: RunningSimulator;
  till: Till;
  call<M extends MethodName>(method: M, input?: MethodInput<M>): Promise<MethodOutput<M>>;
  /** Closes the till (graceful) and opens a new one on the same journal: a restart. */
  restart(overrides?: Partial<TillConfig>): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(options: { dir?: string; sim?: SimulatorOptions; till?: Partial<TillConfig> } = {}): Promise<Harness> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'till-core-'));
  const sim = await startSimulator({ rechargeWaitSeconds: 0, settleMs: 100, ...options.sim });
  const config = (overrides: Partial<TillConfig> = {}): TillConfig => ({
    dataDir: dir,
    environment: 'sandbox',
    baseUrl: sim.url,
    authUrl: sim.url,
    credentials: { clientId: sim.clientId, clientSecret: sim.clientSecret },
    logger: silentLogger,
    // Far beyond any answer on a busy machine: a deadline that fired on a slow answer would change the sale's story.
    http: { connectMs: 5_000, headersMs: 10_000, bodyMs: 10_000 },
    ...options.till,
    timings: { ...FAST_TIMINGS, ...options.till?.timings },
    ...overrides,
  });
  const harness: Harness = {
    dir,
    sim,
    till: await createTill(config()),
    call: (method, input) => harness.till.call(method, input) as never,
    async restart(overrides) {
      await harness.till.close();
      harness.till = await createTill(config(overrides));
    },
    async close() {
      await harness.till.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A valid mobile number of the country whose last three digits pick the simulator's outcome. */
export function numberEnding(country: string, lastThree: string): string {
  const example = getExampleNumber(country as CountryCode, examples);
  if (!example) throw new Error(`no example number for ${country}`);
  const national = String(example.nationalNumber);
  return national.slice(0, -3) + lastThree;
}

/** Resolves with the sale once it satisfies `done`, from its events (or at once if it already does). */
export function waitForSale(till: Till, id: string, done: (sale: Sale) => boolean, timeoutMs = 15_000): Promise<Sale> {
  return new Promise((resolve, reject) => {
    let off = () => {};
    const timer = setTimeout(() => {
      off();
      void (till.call('sales.get', { id }) as Promise<{ sale: Sale }>).then(({ sale }) =>
        reject(new Error(`sale ${id} still ${sale.state} after ${timeoutMs} ms`)),
      );
    }, timeoutMs);
    const finish = (sale: Sale) => {
      clearTimeout(timer);
      off();
      resolve(sale);
    };
    off = till.events.on('sale.updated', (sale) => {
      if (sale.id === id && done(sale)) finish(sale);
    });
    void (till.call('sales.get', { id }) as Promise<{ sale: Sale }>).then(({ sale }) => {
      if (done(sale)) finish(sale);
    });
  });
}

export const isFinal = (sale: Sale) => FINAL_SALE_STATES.includes(sale.state);
export const inState = (...states: SaleState[]) => (sale: Sale) => states.includes(sale.state);

/** Waits until the till reports the given connectivity. */
export function waitForConnectivity(till: Till, state: 'online' | 'offline', timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error(`not ${state} after ${timeoutMs} ms`))), timeoutMs);
    const off = till.events.on('status.changed', (status) => {
      if (status.connectivity === state) (clearTimeout(timer), off(), resolve());
    });
    void (till.call('status.get', {}) as Promise<{ connectivity: string }>).then((status) => {
      if (status.connectivity === state) (clearTimeout(timer), off(), resolve());
    });
  });
}

/** An amount the operator accepts, as a clerk would type it. */
export function validAmount(operator: MethodOutput<'catalog.operator'>): string {
  const rule = operator.amounts;
  const micros = rule.kind === 'fixed' ? rule.choices[0]!.amount.micros : rule.min.micros;
  return microsToDecimal(micros);
}

/** Detects a number's operator and sells it a valid amount; returns the queued sale. */
export async function sell(harness: Harness, lastThree = '000', country = 'NG', extra: Partial<MethodInput<'sales.create'>> = {}): Promise<Sale> {
  const number = numberEnding(country, lastThree);
  const { operator } = await harness.call('operators.detect', { country, number });
  return harness.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country, number }, ...extra });
}

/**
 * A PIN sale's code as the service sent it: the till hands it out only as a counted copy, so a test that checks a
 * copy reads the code where the till got it from.
 */
export function pinCodeAtService(harness: Harness, saleId: string): string {
  const record = harness.sim.transactions().find((tx) => (tx as { customIdentifier?: string | null }).customIdentifier === saleId) as
    | { pinDetail?: { code?: string } | null }
    | undefined;
  const code = record?.pinDetail?.code;
  if (!code) throw new Error(`the service holds no PIN for ${saleId}`);
  return code;
}
