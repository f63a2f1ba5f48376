/**
 * Pair 1: the Top-up service client (token manager, retry wrapper, zod validation, error mapping) against
 * raw undici, both talking to one in-process simulator on loopback with no added latency. The simulator
 * shares the event loop with both sides, so its own work sits in both numerators: the ratio understates
 * the client's share, and the p50 difference is the client's cost per call.
 */
import { startSimulator } from '../src/main/simulator';
import { createTopupClient, type TopupRequest } from '../src/main/topup-api';
import { distinctNumbers, fetchToken, rawService, type RawTopupBody } from './floor-http';
import { interleave, opRunner, type Comparison } from './measure';

const PAIR = '1 service client';

export async function benchServiceClient(log: (line: string) => void): Promise<Comparison[]> {
  // A balance no run can spend, and no waiting time between top-ups of one number.
  const sim = await startSimulator({ latencyMs: 0, rechargeWaitSeconds: 0, balance: 1_000_000_000, seed: 1 });
  const client = createTopupClient({
    environment: 'sandbox',
    baseUrl: sim.url,
    authUrl: sim.url,
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
  });
  const raw = rawService(sim.url, await fetchToken(sim.url, sim.clientId, sim.clientSecret));
  const results: Comparison[] = [];
  try {
    const nextNumber = distinctNumbers('NG');
    const probeNumber = nextNumber();
    const operator = await client.detectOperator(probeNumber, 'NG');
    const amount = operator.denominationType === 'RANGE' ? operator.minAmount : operator.fixedAmounts[0];
    if (amount === null || amount === undefined) throw new Error(`operator ${operator.operatorId} has no usable amount`);

    let reference = 0;
    const topupBody = (side: string): RawTopupBody => ({
      operatorId: operator.operatorId,
      amount,
      useLocalAmount: false,
      customIdentifier: `BENCH-${side}-${(reference += 1)}`,
      recipientPhone: { countryCode: 'NG', number: nextNumber() },
    });

    const clientBalance = async (): Promise<void> => {
      const balance = await client.getBalance();
      if (!Number.isFinite(balance.balance)) throw new Error('client balance is not a number');
    };
    const clientTopup = async (): Promise<void> => {
      const request: TopupRequest = topupBody('C');
      const tx = await client.sendTopup(request);
      if (tx.status !== 'SUCCESSFUL') throw new Error(`client top-up ${request.customIdentifier ?? ''} came back ${tx.status}`);
    };
    const rawTopup = (): Promise<void> => raw.topup(topupBody('R'));

    const cases: Array<{ name: string; ours: () => Promise<void>; floor: () => Promise<void>; concurrency: number; rounds: number; opsPerRound: number; warmupOps: number }> = [
      { name: 'getBalance, sequential', ours: clientBalance, floor: () => raw.balance(), concurrency: 1, rounds: 10, opsPerRound: 800, warmupOps: 500 },
      { name: 'getBalance, concurrency 8', ours: clientBalance, floor: () => raw.balance(), concurrency: 8, rounds: 10, opsPerRound: 1_200, warmupOps: 500 },
      { name: 'sendTopup, sequential', ours: clientTopup, floor: rawTopup, concurrency: 1, rounds: 10, opsPerRound: 300, warmupOps: 200 },
      { name: 'sendTopup, concurrency 8', ours: clientTopup, floor: rawTopup, concurrency: 8, rounds: 10, opsPerRound: 400, warmupOps: 200 },
    ];
    for (const c of cases) {
      log(`  ${PAIR}: ${c.name}`);
      const stats = await interleave(opRunner(c.ours, c.concurrency), opRunner(c.floor, c.concurrency), c);
      results.push({ pair: PAIR, name: c.name, ours: stats.ours, floorName: `raw undici Pool c=${c.concurrency}`, floor: stats.floor });
    }
    log(`  ${PAIR}: simulator handled ${sim.stats().requests} requests, ${sim.stats().topupRequests} top-ups`);
    return results;
  } finally {
    await raw.close();
    await client.close();
    await sim.close();
  }
}
