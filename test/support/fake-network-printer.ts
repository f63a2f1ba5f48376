/**
 * A fake network receipt printer for tests: a real TCP server on 127.0.0.1 and a free port that takes raw
 * bytes as a port-9100 printer does and answers DLE EOT status requests (0x10 0x04 n) as one would.
 *
 *   const printer = await startFakePrinter('paper-out');
 *   await networkPrinter(printer.address).send(bytes, signal);
 *   printer.received();   // every byte of every connection, in order of arrival
 *   printer.jobs();       // the bytes of each connection, one Buffer per connection
 *   await printer.hasReceived(bytes);   // an event to wait for instead of a delay: these bytes have arrived
 *   await printer.close();
 *
 * Modes: 'ok' (the default) answers 0x12, all fine, to every request; 'paper-out' answers 0x72 (paper end)
 * to n=4; 'offline' answers 0x1A (offline) to n=1; 'silent' takes the bytes and never answers, as many
 * printers do; 'reset' resets the connection (RST) as soon as the first bytes arrive; 'stall' takes the
 * first bytes and then reads nothing more (a jammed printer, its buffer full): `await printer.stalled()`
 * says when, and a job of `moreThanAConnectionHolds()` bytes can then never all be handed over.
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export type FakePrinterMode = 'ok' | 'paper-out' | 'offline' | 'silent' | 'reset' | 'stall';

export interface FakePrinter {
  /** "127.0.0.1:PORT", as the till's settings hold it. */
  address: string;
  port: number;
  received(): Buffer;
  jobs(): Buffer[];
  /** Resolves once `bytes` have arrived on one connection (at once if they already have). */
  hasReceived(bytes: Buffer): Promise<void>;
  /** 'stall': resolves once a connection had its first bytes and stopped reading; the sender is then mid-job. */
  stalled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A job size no connection on this machine can take in whole while its printer reads nothing: more than the
 * largest send and receive buffers the kernel may grow for it (Linux says them in /proc), with room to spare.
 */
export function moreThanAConnectionHolds(): number {
  const largest = (file: string) => {
    try {
      return Number(readFileSync(file, 'utf8').trim().split(/\s+/).at(-1));
    } catch {
      return 0;
    }
  };
  const buffers = largest('/proc/sys/net/ipv4/tcp_wmem') + largest('/proc/sys/net/ipv4/tcp_rmem') + largest('/proc/sys/net/core/wmem_max') + largest('/proc/sys/net/core/rmem_max');
  return Math.max(64 * 1024 * 1024, 2 * buffers);
}

const OK = 0x12;

function reply(mode: FakePrinterMode, n: number): number {
  if (mode === 'paper-out' && n === 4) return 0x72;
  if (mode === 'offline' && n === 1) return 0x1a;
  return OK;
}

export async function startFakePrinter(mode: FakePrinterMode = 'ok'): Promise<FakePrinter> {
  const connections: Buffer[][] = [];
  const sockets = new Set<Socket>();
  /** Tests waiting for something to arrive: looked at again whenever bytes do. */
  let waiting: Array<{ done: () => boolean; resolve: () => void }> = [];
  const wake = () => {
    for (const waiter of waiting.filter((candidate) => candidate.done())) waiter.resolve();
    waiting = waiting.filter((waiter) => !waiter.done());
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      waiting.push({ done, resolve });
      wake();
    });
  let stalled = false;

  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    connections.push(chunks);
    // The last two bytes seen, so that a request split between two chunks is still found.
    let tail = Buffer.alloc(0);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A till that gives up mid-job resets the connection: that is the till's story to tell, not a crash here.
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (mode === 'stall') {
        socket.pause();
        stalled = true;
      }
      wake();
      if (mode === 'reset') {
        socket.resetAndDestroy();
        return;
      }
      if (mode === 'silent' || mode === 'stall') return;
      // With only two bytes carried over, every request found here ends in this chunk: none is answered twice.
      const seen = Buffer.concat([tail, chunk]);
      for (let i = 0; i + 2 < seen.length; i++) {
        if (seen[i] === 0x10 && seen[i + 1] === 0x04) socket.write(Uint8Array.of(reply(mode, seen[i + 2]!)));
      }
      tail = seen.subarray(-2);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    address: `127.0.0.1:${port}`,
    port,
    received: () => Buffer.concat(connections.flat()),
    jobs: () => connections.map((chunks) => Buffer.concat(chunks)),
    hasReceived: (bytes) => until(() => connections.some((chunks) => Buffer.concat(chunks).includes(bytes))),
    stalled: () => until(() => stalled),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
