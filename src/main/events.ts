/** The core's typed event bus: the shell forwards it over IPC, the web host as server-sent events. */
import type { EventName, EventPayload } from '../shared/contract';

export type Unsubscribe = () => void;
type AnyListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface TillEvents {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): Unsubscribe;
  /** Every event, for transports that forward them all. */
  onAny(listener: AnyListener): Unsubscribe;
}

export interface EventBus extends TillEvents {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
}

export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  type RawListener = (event: EventName, payload: unknown) => void;
  const listeners = new Set<RawListener>();
  const subscribe = (listener: RawListener): Unsubscribe => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    on(event, listener) {
      return subscribe((name, payload) => {
        if (name === event) listener(payload as EventPayload<typeof event>);
      });
    },
    onAny: (listener) => subscribe(listener as RawListener),
    emit(event, payload) {
      // A broken listener (a closed window, a dropped SSE stream) must never stop a sale from progressing.
      for (const listener of [...listeners]) {
        try {
          listener(event, payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
