/**
 * A fake network receipt printer for tests: a real TCP server on 127.0.0.1 and a free port that takes raw
 * bytes as a port-9100 printer does and answers DLE EOT status requests (0x10 0x04 n) as one would.
 *
 *   const printer = await startFakePrinter('paper-out');
 *   await networkPrinter(printer.address).send(bytes, signal);
 *   printer.received();   // every byte of every connection, in order of arrival
 *   printer.jobs();       // the bytes of each connection, one Buffer per connection
 *   await printer.close();
 *
 * Modes: 'ok' (the default) answers 0x12, all fine, to every request; 'paper-out' answers 0x72 (paper end)
 * to n=4; 'offline' answers 0x1A (offline) to n=1; 'silent' takes the bytes and never answers, as many
 * printers do; 'reset' resets the connection (RST) as soon as the first bytes arrive.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export type FakePrinterMode = 'ok' | 'paper-out' | 'offline' | 'silent' | 'reset';

export interface FakePrinter {
  /** "127.0.0.1:PORT", as the till's settings hold it. */
  address: string;
  port: number;
  received(): Buffer;
  jobs(): Buffer[];
  close(): Promise<void>;
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
      if (mode === 'reset') {
        socket.resetAndDestroy();
        return;
      }
      if (mode === 'silent') return;
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
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
