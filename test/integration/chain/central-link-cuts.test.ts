/**
 * A till's link to the centre cut at every point of its conversation — the TLS handshake, the login, the
 * session's first statements, the batch — by a reset or by a close in good order, fails that batch and nothing
 * else: the till's process never meets an unhandled rejection or exception (Node ends a process on either), and
 * the next link takes the batch. It fails at once, on its one connection: a server closing before the session is
 * ready has postgres.js connect again without end (porsager/postgres#1193). Written after the 20-till chaos test
 * saw tills end by themselves: a reset during postgres.js's own first query (the array types it fetches on every
 * new connection, porsager/postgres#1192), and a close during a transaction, after which postgres.js writes its
 * ROLLBACK to the closed socket.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCentral } from '../../../src/main/chain/central-link';
import { parseEnrolment, type ChainEnrolment } from '../../../src/main/chain/enrolment';
import { chainCommandOk } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { startFaultProxy } from '../../support/fault-proxy';

let centre: ChainCentre;
let enrolment: ChainEnrolment;

beforeAll(async () => {
  centre = await startChainCentre();
  const out = join(centre.work, 'till_0007.chain.json');
  await chainCommandOk('enroll', ['--till', 'till_0007', '--url', centre.url, '--ca-dir', centre.pg.ca.dir, '--name', 'Counter 7', '--shop', 'Main Street', '--environment', 'sandbox', '--out', out]);
  enrolment = parseEnrolment(readFileSync(out, 'utf8'));
}, 120_000);

afterAll(() => centre?.close());

/** Everything the process would die of, caught for the length of `run`. */
async function strays(run: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const note = (error: unknown) => seen.push(error);
  process.on('unhandledRejection', note);
  process.on('uncaughtException', note);
  try {
    await run();
    // A rejection nobody handles is reported after the turn it happened in, and a closing socket's error later.
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off('unhandledRejection', note);
    process.off('uncaughtException', note);
  }
  return seen;
}

describe("a till's link to the centre", () => {
  it.each(['reset', 'end'] as const)('cut (%s) after each of the server\'s replies in turn, fails its batch, never the process, and the next link delivers it', async (cutBy) => {
    const batch = [{ seq: 1, at: '2026-11-22T10:00:00.000Z', kind: 'approval' as const, sale_id: null, payload: '{"approval":1}' }];
    const outcomes: string[] = [];
    let delivered = false;
    for (let cutAfter = 0; !delivered && cutAfter < 60; cutAfter += 1) {
      const proxy = await startFaultProxy({ host: '127.0.0.1', port: centre.pg.port }, { cutAfter, cutBy });
      proxy.setFault('cut');
      // Deadlines no cut comes near (each fails at once): one that fired would read as a link that did not answer.
      const link = connectCentral({ ...enrolment, port: proxy.port }, { connectTimeoutMs: 30_000 });
      const seen = await strays(async () => {
        try {
          const answer = await link.ingest(batch, 30_000);
          delivered = true;
          outcomes.push(`${cutAfter}: acked ${answer.acked}`);
        } catch (error) {
          outcomes.push(`${cutAfter}: ${(error as Error).message}`);
        } finally {
          await link.destroy();
          await proxy.close();
        }
      });
      expect(seen.map(String), `cut after ${cutAfter} replies`).toEqual([]);
      // Failed at once, on its one connection: not knocking again and again until the deadline.
      expect(proxy.accepted(), `cut after ${cutAfter} replies: connections`).toBe(1);
      expect(outcomes.at(-1), `cut after ${cutAfter} replies`).not.toMatch(/did not answer/);
    }
    // The sweep reached the end of the conversation: every cut before it was met, and failed only its batch.
    expect(delivered, outcomes.join('\n')).toBe(true);
    expect(outcomes.length).toBeGreaterThan(5);
    const [till] = await centre.admin<Array<{ last_seq: string }>>`SELECT last_seq::text FROM till WHERE till_id = 'till_0007'`;
    expect(till!.last_seq).toBe('1');
  }, 300_000);
});
