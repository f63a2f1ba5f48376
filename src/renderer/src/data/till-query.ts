/**
 * The query cache's view of the contract: every answer is cached under `[method, input]` (or `[method]` when
 * the method takes nothing), so a method's name alone reaches all of its answers, e.g. every `sales.list`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MethodInput, MethodName, MethodOutput, TillBridge } from '@shared/contract';
import { type BridgeError, toBridgeError } from './bridge/bridge-error';

// Every query's error is a BridgeError: callTill turns whatever a transport rejects with into one.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: BridgeError;
  }
}

export type TillKey<M extends MethodName> = readonly [M] | readonly [M, MethodInput<M>];

export function tillKey<M extends MethodName>(method: M, input?: MethodInput<M>): TillKey<M> {
  return input === undefined ? [method] : [method, input];
}

/** One call through the bridge, rejecting only with a BridgeError. */
export async function callTill<M extends MethodName>(bridge: TillBridge, method: M, input?: MethodInput<M>): Promise<MethodOutput<M>> {
  // The one unchecked step: TypeScript cannot call BridgeCall<M>, a conditional type, for a generic M.
  const call = bridge[method] as (input?: MethodInput<M>) => Promise<MethodOutput<M>>;
  try {
    return await call.call(bridge, input);
  } catch (reason) {
    throw toBridgeError(reason);
  }
}

/** Puts an answer main gave elsewhere (an update's result, an event) where the method's readers find it. */
export function setTillData<M extends MethodName>(client: QueryClient, method: M, input: MethodInput<M> | undefined, data: MethodOutput<M>): void {
  client.setQueryData(tillKey(method, input), data);
}

/** Every answer of `method` is out of date: the ones on screen are read again, the others when next shown. */
export function rereadTill(client: QueryClient, method: MethodName): Promise<void> {
  return client.invalidateQueries({ queryKey: [method] });
}
