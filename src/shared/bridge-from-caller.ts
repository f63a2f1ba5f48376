/**
 * Builds a `TillBridge` from one generic caller and one subscribe function. The preload (over IPC) and the
 * renderer's transports all use it, so each of them only says how one call travels. Type-only imports:
 * the sandboxed preload bundles this without zod.
 */
import type { EventName, EventPayload, MethodName, TillBridge } from './contract';

export type Caller = (method: MethodName, input: unknown) => Promise<unknown>;
export type Subscribe = <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void;

export function bridgeFromCaller(methodNames: readonly MethodName[], call: Caller, on: Subscribe): TillBridge {
  const methods = Object.fromEntries(methodNames.map((method) => [method, (input?: unknown) => call(method, input)]));
  // The one unchecked step: `methodNames` is the contract's own list, so every method of TillBridge is there.
  return { ...methods, on } as unknown as TillBridge;
}
