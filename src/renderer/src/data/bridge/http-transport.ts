/**
 * The browser's transport to the web host: `POST /api/<method>` with the token header, and the events as
 * server-sent events. EventSource retries a dropped stream by itself but gives up after an HTTP error (the
 * host restarting); then this opens a new one, backing off, and every time a stream opens it re-reads the
 * status so the screen catches up with what happened while it was deaf (a sale on screen re-reads itself:
 * see data/use-sale.ts).
 */
import { bridgeFromCaller } from '@shared/bridge-from-caller';
import type { EventName, MethodName, TillBridge } from '@shared/contract';
import { API_PREFIX, EVENTS_PATH, TOKEN_HEADER, TOKEN_QUERY } from '@shared/web-host-paths';
import { BridgeError, toBridgeError, TRANSPORT_ERRORS } from './bridge-error';
import { EVENT_NAMES, METHOD_NAMES } from './contract-names';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

type Listener = (payload: unknown) => void;

export function httpBridge(token: string): TillBridge {
  const listeners = new Map<EventName, Set<Listener>>();
  let stream: EventSource | null = null;
  let retryMs = FIRST_RETRY_MS;

  const call = async (method: MethodName, input: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${API_PREFIX}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: input === undefined ? undefined : JSON.stringify(input),
        cache: 'no-store',
      });
    } catch {
      throw new BridgeError(TRANSPORT_ERRORS.NETWORK, 'The till is not answering. Check that it is still running, then try again.');
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return body;
    throw toBridgeError(typeof body === 'object' && body !== null && 'error' in body ? body.error : null);
  };

  const dispatch = (event: EventName, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };

  const catchUp = () => {
    call('status.get', undefined).then(
      (status) => dispatch('status.changed', status),
      () => undefined,
    );
  };

  const openStream = () => {
    const source = new EventSource(`${EVENTS_PATH}?${TOKEN_QUERY}=${encodeURIComponent(token)}`);
    stream = source;
    for (const event of EVENT_NAMES) {
      source.addEventListener(event, (message) => dispatch(event, JSON.parse(message.data) as unknown));
    }
    // Every (re)connection catches up: whatever changed before the stream was open was not heard.
    source.onopen = () => {
      retryMs = FIRST_RETRY_MS;
      catchUp();
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      stream = null;
      setTimeout(openStream, retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };
  };

  return bridgeFromCaller(METHOD_NAMES, call, (event, listener) => {
    if (!stream) openStream();
    const forEvent = listeners.get(event) ?? new Set<Listener>();
    const untyped = listener as Listener;
    forEvent.add(untyped);
    listeners.set(event, forEvent);
    return () => forEvent.delete(untyped);
  });
}
