/** The core's events as server-sent events: one named SSE event per contract event, JSON in its data line. */
import type { ServerResponse } from 'node:http';
import type { TillEvents } from '../events';

const HEARTBEAT_MS = 15_000;
/** How long the browser's EventSource waits before reconnecting after a dropped stream. */
const RETRY_MS = 2_000;

function sseFrame(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/** Streams every event to `response` until the client leaves or the returned function ends the stream. */
export function streamEvents(response: ServerResponse, events: TillEvents): () => void {
  return streamSse(response, (send) => events.onAny(send));
}

/** Streams what `subscribe` hands its `send` until the client leaves or the returned function ends the stream. */
export function streamSse(response: ServerResponse, subscribe: (send: (event: string, payload: unknown) => void) => () => void): () => void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  const unsubscribe = subscribe((event, payload) => {
    response.write(sseFrame(event, payload));
  });
  // A comment line now and then keeps proxies and idle timeouts from closing a quiet stream.
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    response.end();
  };
  response.on('close', end);
  return end;
}
