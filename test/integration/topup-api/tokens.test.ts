import { afterEach, describe, expect, it } from 'vitest';
import { CredentialsError, createTopupClient, type TopupClient } from '../../../src/main/topup-api';
import { mobileNumber, nigerianTopup, rejectionOf, startSimulator, trainingClient, type Simulator } from './support';

const opened: Array<{ close(): Promise<void> }> = [];
async function simulator(options: Parameters<typeof startSimulator>[0] = {}): Promise<Simulator> {
  const sim = await startSimulator({ rechargeWaitSeconds: 0, ...options });
  opened.push(sim);
  return sim;
}
function track(client: TopupClient): TopupClient {
  opened.push(client);
  return client;
}

afterEach(async () => {
  // Clients first, so their sockets close before the servers do.
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

function burst(client: TopupClient, size = 50) {
  return Promise.all(Array.from({ length: size }, () => client.getBalance()));
}

describe('token lifetime', () => {
  // Time is moved, not waited for: the service's token clock and the client's are the tests' own.
  it('50 concurrent calls share one token; after it expires, the next burst shares one more', async () => {
    let clock = Date.now();
    const sim = await simulator({ tokenTtlSeconds: 60, tokenClock: () => clock });
    const client = track(trainingClient(sim, { now: () => clock }));
    expect(await burst(client)).toHaveLength(50);
    expect(sim.stats().tokenRequests).toBe(1);
    clock += 61_000;
    expect(await burst(client)).toHaveLength(50);
    expect(sim.stats().tokenRequests).toBe(2);
  });

  /**
   * A service whose tokens last a minute by its own clock, and a client (no safety margin) whose clock stays put:
   * `expire()` moves the service past the token's end while the client still trusts it, as when the two clocks
   * disagree or the client held the token to its last second.
   */
  async function clientTrustingAnExpiredToken(onRequest: (status: number | null) => void) {
    let serviceClock = Date.now();
    const sim = await simulator({ tokenTtlSeconds: 60, tokenClock: () => serviceClock });
    const client = track(trainingClient(sim, { tokenSafetyMarginSeconds: 0, onRequest: (info) => onRequest(info.status) }));
    return { sim, client, expire: () => (serviceClock += 61_000) };
  }

  it('a token that expires in the middle of a burst is renewed once, and every call is replayed and succeeds', async () => {
    const statuses: Array<number | null> = [];
    const { sim, client, expire } = await clientTrustingAnExpiredToken((status) => statuses.push(status));
    await client.getBalance();
    expire();
    statuses.length = 0;
    expect(await burst(client)).toHaveLength(50);
    expect(sim.stats().tokenRequests).toBe(2);
    // 50 refused as expired, one token request, 50 replays.
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 200)).toHaveLength(51);
  });

  it('a top-up refused for an expired token is replayed once and made once', async () => {
    const statuses: Array<number | null> = [];
    const { sim, client, expire } = await clientTrustingAnExpiredToken((status) => statuses.push(status));
    const operator = await client.detectOperator(mobileNumber('NG', '555'), 'NG');
    expire();
    statuses.length = 0;
    const tx = await client.sendTopup(nigerianTopup(operator));
    expect(tx.status).toBe('SUCCESSFUL');
    expect(statuses).toEqual([401, 200, 200]);
    expect(sim.transactions()).toHaveLength(1);
    expect(sim.stats().tokenRequests).toBe(2);
  });

  it('a token the service no longer knows (INVALID_TOKEN) is replaced once for the whole burst', async () => {
    const first = await simulator({ seed: 1 });
    const client = track(trainingClient(first));
    await client.getBalance();
    const { port } = first;
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    // Same address, different signing key: the client's cached token is now unknown there.
    const second = await simulator({ seed: 2, port });
    expect(await burst(client)).toHaveLength(50);
    expect(second.stats().tokenRequests).toBe(1);
  });
});

describe('credentials', () => {
  it('credentials for the wrong environment give a CredentialsError that says so, asked once', async () => {
    const sim = await simulator();
    const client = track(trainingClient(sim, { audience: 'https://topups.reloadly.com' }));
    const error = await rejectionOf(client.getBalance());
    expect(error).toBeInstanceOf(CredentialsError);
    expect(error).toMatchObject({ status: 401, errorCode: 'INVALID_CREDENTIALS', code: 'INVALID_CREDENTIALS', path: '/oauth/token' });
    expect((error as Error).message).toMatch(/other environment/);
    expect((error as Error).message).toMatch(/training/);
    expect(sim.stats().tokenRequests).toBe(1);
    expect(sim.stats().requests).toBe(1); // the token request alone
  });

  it('the live environment pointed at a sandbox-like service asks for a live token and is refused', async () => {
    const sim = await simulator();
    const live = track(
      createTopupClient({ environment: 'live', baseUrl: sim.url, authUrl: sim.url, clientId: sim.clientId, clientSecret: sim.clientSecret }),
    );
    expect(await rejectionOf(live.getBalance())).toBeInstanceOf(CredentialsError);
    const sandbox = track(
      createTopupClient({ environment: 'sandbox', baseUrl: sim.url, authUrl: sim.url, clientId: sim.clientId, clientSecret: sim.clientSecret }),
    );
    expect((await sandbox.getBalance()).balance).toBe(sim.balance());
  });

  it('a mistyped secret is a CredentialsError that never repeats the secret', async () => {
    const sim = await simulator();
    const secret = 'mistyped-secret-value';
    const client = track(trainingClient(sim, { clientSecret: secret }));
    const error = await rejectionOf(client.getCountry('NG'));
    expect(error).toBeInstanceOf(CredentialsError);
    expect(JSON.stringify(error)).not.toContain(secret);
    expect(String((error as Error).message)).not.toContain(secret);
    expect((error as Error).stack).not.toContain(secret);
  });

  it('after the credentials are refused, the next call asks again (a refusal is not cached)', async () => {
    const sim = await simulator();
    const client = track(trainingClient(sim, { clientSecret: 'wrong' }));
    await rejectionOf(client.getBalance());
    await rejectionOf(client.getBalance());
    expect(sim.stats().tokenRequests).toBe(2);
  });
});
