/**
 * A loopback TCP proxy between tills and their central PostgreSQL that misbehaves on request, as a shop's network
 * does. It sees only TLS bytes, so its faults are about timing and loss, never content:
 * - `delay`: every chunk, both ways, arrives `delayMs` late (in order);
 * - `reset`: every connection, open or new, is reset (RST);
 * - `blackhole`: connections stay open and nothing goes through, either way;
 * - `drop-replies`: what a till sends reaches the server — a COMMIT among it is committed — but nothing the
 *   server answers comes back, and the connection is reset `dropAfterMs` later: the acknowledgement that the
 *   till never hears;
 * - `cut`: each connection is cut once the server has sent it `cutAfter` chunks — reset, or with `cutBy: 'end'`
 *   closed in good order both ways, as a server going away does; swept over every count, a cut at each point of
 *   a conversation (the handshake, the login, the first query, the COMMIT).
 */
import { createServer, type Server, type Socket, connect } from 'node:net';

export type ProxyFault = 'none' | 'delay' | 'reset' | 'blackhole' | 'drop-replies' | 'cut';

export interface FaultProxy {
  port: number;
  setFault(fault: ProxyFault): void;
  fault(): ProxyFault;
  /** How often each fault struck: chunks delayed, swallowed or dropped, connections reset (the test checks they did). */
  met(): Record<ProxyFault, number>;
  /** Connections taken in all (a client that keeps knocking shows here). */
  accepted(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket;
  /** Chunks the server sent this connection. */
  replies: number;
}

export async function startFaultProxy(target: { host: string; port: number }, options: { delayMs?: number; dropAfterMs?: number; cutAfter?: number; cutBy?: 'reset' | 'end' } = {}): Promise<FaultProxy> {
  const delayMs = options.delayMs ?? 150;
  const cutAfter = options.cutAfter ?? 0;
  const dropAfterMs = options.dropAfterMs ?? 300;
  let fault: ProxyFault = 'none';
  const met: Record<ProxyFault, number> = { none: 0, delay: 0, reset: 0, blackhole: 0, 'drop-replies': 0, cut: 0 };
  const pairs = new Set<Pair>();
  let accepted = 0;

  const reset = (pair: Pair) => {
    if (!pair.client.destroyed) met.reset += 1;
    pair.client.resetAndDestroy();
    pair.server.resetAndDestroy();
  };

  /** Forwards `from` → `to` under the fault of the moment; `toClient`: the server's answers. */
  const forward = (pair: Pair, from: Socket, to: Socket, toClient: boolean) => {
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      switch (fault) {
        case 'blackhole':
          met.blackhole += 1;
          return;
        case 'drop-replies':
          if (toClient) {
            met['drop-replies'] += 1;
            setTimeout(() => reset(pair), dropAfterMs).unref();
            return;
          }
          break;
        case 'cut':
          if (toClient && ++pair.replies > cutAfter) {
            met.cut += 1;
            if (options.cutBy === 'end') {
              pair.client.end();
              pair.server.end();
            } else reset(pair);
            return;
          }
          break;
        case 'delay':
          met.delay += 1;
          queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, delayMs)));
          break;
        default:
          met.none += 1;
      }
      queue = queue.then(() => {
        if (!to.destroyed) to.write(chunk);
      });
    });
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    const upstream = connect(target.port, target.host);
    const pair = { client, server: upstream, replies: 0 };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (fault === 'reset') return reset(pair);
    forward(pair, client, upstream, false);
    forward(pair, upstream, client, true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as { port: number }).port,
    setFault(next) {
      fault = next;
      if (next === 'reset') for (const pair of [...pairs]) reset(pair);
    },
    fault: () => fault,
    met: () => ({ ...met }),
    accepted: () => accepted,
    async close() {
      for (const pair of [...pairs]) reset(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
