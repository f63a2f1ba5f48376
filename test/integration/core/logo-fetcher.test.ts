/** The logo fetcher against a real loopback server that answers every way a logo host can go wrong. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogoFetcher, MAX_LOGO_BYTES } from '../../../src/main/catalog/logo-fetcher';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const answers: Record<string, (response: ServerResponse) => void> = {
  '/ok.png': (r) => r.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG),
  '/charset.svg': (r) => r.writeHead(200, { 'Content-Type': 'Image/SVG+XML; charset=utf-8' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  '/page.html': (r) => r.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>'),
  '/untyped': (r) => r.writeHead(200).end(PNG),
  '/declared-huge.png': (r) => r.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(MAX_LOGO_BYTES + 1) }).end(Buffer.alloc(MAX_LOGO_BYTES + 1)),
  '/streamed-huge.png': (r) => {
    // No length given: the limit must hold while the bytes arrive.
    r.writeHead(200, { 'Content-Type': 'image/png' });
    for (let i = 0; i < 40; i++) r.write(Buffer.alloc(16 * 1024));
    r.end();
  },
  '/empty.png': (r) => r.writeHead(200, { 'Content-Type': 'image/png' }).end(),
  '/missing.png': (r) => r.writeHead(404, { 'Content-Type': 'image/png' }).end(PNG),
  '/moved.png': (r) => r.writeHead(302, { Location: '/ok.png' }).end(),
  '/trickle.png': (r) => {
    r.writeHead(200, { 'Content-Type': 'image/png' });
    const timer = setInterval(() => r.write(Buffer.alloc(1)), 50);
    r.on('close', () => clearInterval(timer));
  },
  '/hang.png': () => undefined,
};

let server: Server;
let base: string;
/** Tests waiting for the server to be asked for a path: the event to act on, instead of a delay. */
const waitingFor = new Map<string, () => void>();
const askedFor = (path: string) => new Promise<void>((resolve) => waitingFor.set(path, resolve));

beforeAll(async () => {
  server = createServer((request, response) => {
    waitingFor.get(request.url ?? '')?.();
    (answers[request.url ?? ''] ?? ((r) => r.writeHead(404).end()))(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const never = new AbortController().signal;

describe('logo fetcher', () => {
  it('takes an allowed image type, whatever its spelling and parameters', async () => {
    const fetcher = createLogoFetcher();
    try {
      expect(await fetcher.fetch(`${base}/ok.png`, never)).toEqual({ contentType: 'image/png', data: PNG });
      expect((await fetcher.fetch(`${base}/charset.svg`, never)).contentType).toBe('image/svg+xml');
    } finally {
      await fetcher.close();
    }
  });

  it('refuses other types, bodies over the limit, empty bodies, errors and redirects', async () => {
    const fetcher = createLogoFetcher();
    try {
      await expect(fetcher.fetch(`${base}/page.html`, never)).rejects.toThrow(/not an allowed image type \(text\/html\)/);
      await expect(fetcher.fetch(`${base}/untyped`, never)).rejects.toThrow(/not an allowed image type \(none\)/);
      await expect(fetcher.fetch(`${base}/declared-huge.png`, never)).rejects.toThrow(/larger than/);
      await expect(fetcher.fetch(`${base}/streamed-huge.png`, never)).rejects.toThrow(/larger than/);
      await expect(fetcher.fetch(`${base}/empty.png`, never)).rejects.toThrow(/empty/);
      await expect(fetcher.fetch(`${base}/missing.png`, never)).rejects.toThrow(/answered 404/);
      await expect(fetcher.fetch(`${base}/moved.png`, never)).rejects.toThrow(/answered 302/);
      // Still usable after all that.
      expect((await fetcher.fetch(`${base}/ok.png`, never)).data).toEqual(PNG);
    } finally {
      await fetcher.close();
    }
  });

  it('refuses addresses that are not https, but for plain http on this machine', async () => {
    const fetcher = createLogoFetcher();
    try {
      for (const url of ['file:///etc/passwd', 'data:image/png;base64,iVBORw0KGgo=', 'ftp://example.invalid/logo.png', 'http://192.168.1.10/logo.png', 'http://169.254.169.254/latest']) {
        await expect(fetcher.fetch(url, never)).rejects.toThrow(/not an https address/);
      }
      await expect(fetcher.fetch('not a url', never)).rejects.toThrow();
    } finally {
      await fetcher.close();
    }
  });

  it('gives up on a host that hangs or trickles, within its time', async () => {
    const fetcher = createLogoFetcher({ timeoutMs: 300 });
    try {
      // Neither answers whole, ever: only the deadline can end these, and its words say which it was.
      for (const path of ['/hang.png', '/trickle.png']) await expect(fetcher.fetch(`${base}${path}`, never)).rejects.toThrow(/within 300 ms/);
    } finally {
      await fetcher.close();
    }
  });

  it('stops at once when the till shuts down', async () => {
    // An hour's deadline: only the shutdown can end the fetch during the test.
    const fetcher = createLogoFetcher({ timeoutMs: 3_600_000 });
    const shutdown = new AbortController();
    const hangRequested = askedFor('/hang.png');
    const pending = fetcher.fetch(`${base}/hang.png`, shutdown.signal);
    await hangRequested;
    shutdown.abort();
    await expect(pending).rejects.toThrow();
    await expect(fetcher.fetch(`${base}/ok.png`, shutdown.signal)).rejects.toThrow();
    await fetcher.close();
  });
});
