/** A real till (training) behind a real web host on a free loopback port, and a raw HTTP client for it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../../../src/main/logger';
import { createTill, type Till } from '../../../src/main/till';
import { type RunningWebHost, startWebHost } from '../../../src/main/web-host/server';

export interface HostedTill {
  till: Till;
  host: RunningWebHost;
  dataDir: string;
  rendererDir: string;
  close(): Promise<void>;
}

/** A stand-in for out/renderer: an index, a hashed asset and a dotfile the host must never serve. */
function fakeRendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'till-renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>till</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("till")');
  writeFileSync(join(dir, '.hidden'), 'not for the page');
  return dir;
}

export async function startHostedTill(): Promise<HostedTill> {
  const dataDir = mkdtempSync(join(tmpdir(), 'till-web-host-'));
  const rendererDir = fakeRendererDir();
  const till = await createTill({ dataDir, environment: 'training', logger: silentLogger });
  const host = await startWebHost({ till, port: 0, rendererDir, logger: silentLogger });
  return {
    till,
    host,
    dataDir,
    rendererDir,
    async close() {
      await host.close();
      await till.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  json(): unknown;
}

/** A request with exactly the headers given (Host included), which fetch would not allow. */
export function rawRequest(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: { host: `127.0.0.1:${port}`, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as unknown });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** POST /api/<method> as the page does it. */
export function callApi(hosted: HostedTill, method: string, input?: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(hosted.host.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', 'x-till-token': hosted.host.token, ...headers },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
}

export interface SseFrame {
  event: string;
  data: unknown;
}

/** Opens GET /api/events and resolves with the first frame `wanted` accepts; `close()` ends the stream. */
export function openEventStream(port: number, path: string, headers: Record<string, string> = {}) {
  const frames: SseFrame[] = [];
  let waiting: { wanted(frame: SseFrame): boolean; resolve(frame: SseFrame): void } | null = null;
  const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}`, ...headers } });
  let ended: () => void = () => undefined;
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const status = new Promise<number>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.on('close', ended);
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame) {
            frames.push(frame);
            if (waiting?.wanted(frame)) waiting.resolve(frame);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
  });
  outgoing.end();
  return {
    status,
    /** Resolves when the server ends the stream. */
    end,
    frames,
    next(wanted: (frame: SseFrame) => boolean): Promise<SseFrame> {
      const seen = frames.find(wanted);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => {
        waiting = { wanted, resolve };
      });
    },
    close: () => outgoing.destroy(),
  };
}

function parseFrame(block: string): SseFrame | null {
  const lines = block.split('\n');
  const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
  const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
  return event && data ? { event, data: JSON.parse(data) as unknown } : null;
}
