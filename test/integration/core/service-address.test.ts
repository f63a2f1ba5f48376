/** What the manager sees about how the till reaches the service: credentials from the command line, a wrong auth URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../../src/main/simulator';
import { createTopupClient } from '../../../src/main/topup-api';
import { startHarness } from '../../support/till-harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

describe('the service address and credentials', () => {
  it('credentials given on the command line show as configured, from the command line, with a hint only', async () => {
    const h = await startHarness();
    const { credentials } = await h.call('settings.get');
    expect(credentials.sandbox).toEqual({ configured: true, updatedAt: null, clientIdHint: `••••${h.sim.clientId.slice(-4)}`, source: 'command-line' });
    expect(JSON.stringify(credentials)).not.toContain(h.sim.clientSecret);
    await h.close();
  });

  it('an auth URL given with /oauth/token on it fails with the address that answered 404, not "not reachable"', async () => {
    const client = createTopupClient({ environment: 'sandbox', baseUrl: sim.url, authUrl: `${sim.url}/oauth/token`, clientId: sim.clientId, clientSecret: sim.clientSecret, retry: { attempts: 1 } });
    try {
      const error = await client.getBalance().then(() => null, (e: unknown) => e as Error);
      expect(error?.message).toContain(`${sim.url}/oauth/token/oauth/token`);
      expect(error?.message).toMatch(/answered 404.*without \/oauth\/token/);
    } finally {
      await client.close();
    }
  });
});
