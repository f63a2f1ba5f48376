/**
 * Fetches one operator logo for keeping, on its own connection pool. Only what an <img> may safely show
 * is taken: http(s), a 200, one of a few image types, at most 256 KB, within 5 seconds; anything else
 * throws with the reason, and the sync skips that logo.
 */
import { Agent, request } from 'undici';

export const LOGO_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);
export const MAX_LOGO_BYTES = 256 * 1024;
const TIMEOUT_MS = 5_000;
const ACCEPT = [...LOGO_TYPES].join(', ');

export interface FetchedLogo {
  contentType: string;
  data: Buffer;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function createLogoFetcher(options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const agent = new Agent({ connect: { timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });

  async function fetchLogo(url: string, shutdown: AbortSignal): Promise<FetchedLogo> {
    const { protocol, hostname } = new URL(url);
    // https, so nobody on the shop's network can swap a logo; plain http only from this machine (the built-in
    // simulator of training mode, a test's server).
    if (protocol !== 'https:' && !(protocol === 'http:' && LOOPBACK.has(hostname))) throw new Error(`not an https address (${protocol}//${hostname})`);
    shutdown.throwIfAborted();
    // The whole fetch, body included, within the time: a server trickling bytes must not hold the sync.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
    const stop = () => deadline.abort(shutdown.reason);
    shutdown.addEventListener('abort', stop, { once: true });
    try {
      return await read(url, deadline.signal);
    } finally {
      clearTimeout(timer);
      shutdown.removeEventListener('abort', stop);
    }
  }

  async function read(url: string, signal: AbortSignal): Promise<FetchedLogo> {
    const response = await request(url, { dispatcher: agent, method: 'GET', headers: { accept: ACCEPT }, signal });
    try {
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
      const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!LOGO_TYPES.has(contentType)) throw new Error(`not an allowed image type (${contentType || 'none'})`);
      const length = Number(response.headers['content-length']);
      if (length > MAX_LOGO_BYTES) throw new Error(`larger than ${MAX_LOGO_BYTES} bytes (${length})`);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_LOGO_BYTES) throw new Error(`larger than ${MAX_LOGO_BYTES} bytes`);
        chunks.push(chunk);
      }
      if (size === 0) throw new Error('answered an empty body');
      return { contentType, data: Buffer.concat(chunks) };
    } finally {
      // A refused answer is not read to its end: drop the connection rather than download what we refuse.
      if (!response.body.readableEnded) await response.body.dump({ limit: 1 });
    }
  }

  return {
    fetch: fetchLogo,
    /** Ends every connection; fetches still under way fail. */
    close: (): Promise<void> => agent.destroy(),
  };
}

export type LogoFetcher = ReturnType<typeof createLogoFetcher>;
