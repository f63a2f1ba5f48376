/**
 * The network printer against real loopback printers: the fake in each of its moods, and a few odder ones. No
 * test here times anything or aborts after a delay: an abort comes when the printer says the job has reached
 * the point under test (its first bytes in, its status question asked), so a slow machine changes nothing.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { networkPrinter } from '../../../src/main/printing/network-printer';
import { parseAddress } from '../../../src/shared/printer-address';
import { moreThanAConnectionHolds, startFakePrinter, type FakePrinter } from '../../support/fake-network-printer';

const RECEIPT = Buffer.concat([Buffer.of(0x1b, 0x40), Buffer.from('AIRTIME TILL\nMTN 10.00 GHS\n'), Buffer.of(0x1d, 0x56, 0x00)]);
const ASK_PRINTER = Buffer.of(0x10, 0x04, 0x01);
const ASK_PAPER = Buffer.of(0x10, 0x04, 0x04);
const never = new AbortController().signal;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fake(mode?: Parameters<typeof startFakePrinter>[0]): Promise<FakePrinter> {
  const printer = await startFakePrinter(mode);
  cleanups.push(() => printer.close());
  return printer;
}

/** A loopback server that does what `onSocket` says, closed after the test. */
async function server(onSocket: (socket: Socket) => void, options: { allowHalfOpen?: boolean } = {}): Promise<{ address: string; server: Server }> {
  const sockets = new Set<Socket>();
  const listening = createServer(options, (socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onSocket(socket);
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => listening.close(resolve));
  });
  return { address: `127.0.0.1:${(listening.address() as AddressInfo).port}`, server: listening };
}

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function count(kind: string): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === kind).length;
}

describe('network printer: what the printer says', () => {
  it('a printer that answers both status requests fine: printed, and it got the receipt then the two requests', async () => {
    const printer = await fake('ok');
    expect(await networkPrinter(printer.address).send(RECEIPT, never)).toEqual({ outcome: 'printed', reason: null });
    expect(printer.received()).toEqual(Buffer.concat([RECEIPT, ASK_PRINTER, ASK_PAPER]));
    expect(printer.jobs()).toHaveLength(1);
  });

  it('out of paper and offline fail with the reason', async () => {
    const paperOut = await fake('paper-out');
    expect(await networkPrinter(paperOut.address).send(RECEIPT, never)).toEqual({ outcome: 'failed', reason: expect.stringMatching(/^The printer is out of paper/), reached: true, problem: 'paper-out' });
    expect(paperOut.received()).toEqual(Buffer.concat([RECEIPT, ASK_PRINTER, ASK_PAPER]));

    const offline = await fake('offline');
    expect(await networkPrinter(offline.address).send(RECEIPT, never)).toEqual({ outcome: 'failed', reason: expect.stringMatching(/^The printer is offline \(cover open\?\)/), reached: true, problem: 'offline' });
  });

  it('a printer that never answers status: unconfirmed once the wait is over, and only the first request was asked', async () => {
    const printer = await fake('silent');
    const result = await networkPrinter(printer.address, { statusWaitMs: 300 }).send(RECEIPT, never);
    expect(result).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' });
    expect(printer.received()).toEqual(Buffer.concat([RECEIPT, ASK_PRINTER]));
  });

  it('a printer that resets the connection: failed, the connection was cut', async () => {
    const printer = await fake('reset');
    const outcome = await networkPrinter(printer.address).send(RECEIPT, never);
    expect(outcome).toEqual({ outcome: 'failed', reason: `The printer at ${printer.address} cut the connection before it had the whole receipt. Check the printer, then print again.`, reached: true, problem: 'cut-short' });
  });

  it('says when the paper is running low', async () => {
    const { address } = await server((socket) =>
      socket.on('data', (chunk) => {
        if (chunk.includes(ASK_PRINTER)) socket.write(Buffer.of(0x12));
        if (chunk.includes(ASK_PAPER)) socket.write(Buffer.of(0x1e));
      }),
    );
    expect(await networkPrinter(address).send(RECEIPT, never)).toEqual({ outcome: 'printed', reason: 'The paper roll is nearly finished: have a new one ready.' });
  });

  it('a device that answers with something other than one status byte per question: unconfirmed, never read as status', async () => {
    // A web server on the port: "r" (0x72) alone would pass for a status byte saying "out of paper".
    const web = await server((socket) => socket.once('data', () => socket.write('HTTP/1.1 400 Bad Request\r\n\r\nr')));
    expect(await networkPrinter(web.address).send(RECEIPT, never)).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' });
    // Two bytes to one question: the second is no answer to anything.
    const chatty = await server((socket) => socket.on('data', (chunk) => chunk.includes(ASK_PRINTER) && socket.write(Buffer.of(0x12, 0x72))));
    expect(await networkPrinter(chatty.address).send(RECEIPT, never)).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' });
  });

  it('a printer that closes its end after taking the receipt without answering: unconfirmed', async () => {
    const { address } = await server((socket) => socket.once('data', () => socket.end()));
    expect(await networkPrinter(address, { statusWaitMs: 5000 }).send(RECEIPT, never)).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' });
  });
});

describe('network printer: no printer, or no patience', () => {
  it('a refused connection fails, in plain words', async () => {
    const port = await closedPort();
    const result = await networkPrinter(`127.0.0.1:${port}`).send(RECEIPT, never);
    expect(result).toEqual({ outcome: 'failed', reason: `The printer at 127.0.0.1:${port} refused the connection. Check the address, and that the printer is on.`, reached: false, problem: 'unreachable' });
  });

  it('an abort while the printer is not taking the bytes resolves failed at once', async () => {
    // A printer that takes the first bytes and then reads nothing: a job larger than the connection holds cannot
    // all be handed over, so the till is still writing when the abort comes, however fast or slow the machine.
    const printer = await fake('stall');
    const job = new AbortController();
    const sending = networkPrinter(printer.address).send(Buffer.alloc(moreThanAConnectionHolds(), 0x20), job.signal);
    await printer.stalled();
    job.abort();
    // Were the abort not heeded, this would wait for bytes the printer never takes: the test would not end.
    expect(await sending).toEqual({ outcome: 'failed', reason: `The printer at ${printer.address} did not take the whole receipt in time. Check that it has paper and is online, then print again.`, reached: true, problem: 'too-slow' });
  });

  it('an abort while waiting for the status answer: the receipt was sent, so unconfirmed, not failed', async () => {
    const printer = await fake('silent');
    const job = new AbortController();
    // The status wait is far longer than any test: only the abort can end this job.
    const sending = networkPrinter(printer.address, { statusWaitMs: 3_600_000 }).send(RECEIPT, job.signal);
    await printer.hasReceived(ASK_PRINTER);
    job.abort();
    expect(await sending).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' });
  });

  it('a job already aborted does not even connect', async () => {
    const printer = await fake('ok');
    expect((await networkPrinter(printer.address).send(RECEIPT, AbortSignal.abort())).outcome).toBe('failed');
    // A job sent after it has come and gone: a connection the aborted job had opened would be the printer's first.
    expect((await networkPrinter(printer.address).send(RECEIPT, never)).outcome).toBe('printed');
    expect(printer.jobs()).toEqual([Buffer.concat([RECEIPT, ASK_PRINTER, ASK_PAPER])]);
  });

  it('leaves no socket and no timer behind, even with a printer that never closes its end', async () => {
    // allowHalfOpen: the printer keeps its side open after ours ends, so only our own close frees the socket.
    const { address } = await server(() => {}, { allowHalfOpen: true });
    const before = { sockets: count('TCPSocketWrap'), timers: count('Timeout') };
    const outcome = await networkPrinter(address, { statusWaitMs: 100 }).send(RECEIPT, never);
    expect(outcome.outcome).toBe('unconfirmed');
    // The one socket left is the server's end, which this test closes. Vitest's own timers come and go, so at most as many.
    expect(count('TCPSocketWrap')).toBe(before.sockets + 1);
    expect(count('Timeout')).toBeLessThanOrEqual(before.timers);
  });
});

describe('printer addresses', () => {
  it('takes a name or an address, with or without a port, IPv6 in brackets', () => {
    expect(parseAddress('192.168.1.50')).toEqual({ host: '192.168.1.50', port: 9100 });
    expect(parseAddress(' 192.168.1.50:9101 ')).toEqual({ host: '192.168.1.50', port: 9101 });
    expect(parseAddress('receipt-printer.local')).toEqual({ host: 'receipt-printer.local', port: 9100 });
    expect(parseAddress('EPSON_TM20')).toEqual({ host: 'EPSON_TM20', port: 9100 });
    expect(parseAddress('[::1]:9100')).toEqual({ host: '::1', port: 9100 });
    expect(parseAddress('[fe80::1]')).toEqual({ host: 'fe80::1', port: 9100 });
  });

  it('names the printer by its address', () => {
    expect(networkPrinter('192.168.1.50').name).toBe('Network printer 192.168.1.50:9100');
    expect(networkPrinter('[::1]:9101').name).toBe('Network printer [::1]:9101');
  });

  it('refuses a bad address with words that say how to write it', () => {
    for (const bad of ['', '   ', '::1', 'fe80::1:9100', '[::1', '[printer]:9100', 'http://192.168.1.50', 'my printer', '192.168.1.500', '-printer', 'host:9100:1']) {
      expect(() => parseAddress(bad), bad).toThrow(/is not valid\. Write the printer's name or IP address.*\[fe80::1\]:9100 for IPv6/);
    }
    for (const bad of ['host:', 'host:0', 'host:65536', 'host:91OO', 'host:-1', '[::1]:']) {
      expect(() => parseAddress(bad), bad).toThrow(/must be a number from 1 to 65535/);
    }
    expect(() => networkPrinter('my printer')).toThrow(/"my printer" is not valid/);
  });
});
