/**
 * A contract method's answer for a component, from the one query cache: `useTillQuery('sales.list', { limit: 30 })`.
 * Components showing the same method and input share one request and one answer.
 */
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { MethodInput, MethodName, MethodOutput } from '@shared/contract';
import type { BridgeError } from './bridge/bridge-error';
import { useBridge } from './bridge-context';
import { callTill, type TillKey, tillKey } from './till-query';

export type TillQueryOptions<M extends MethodName, TData = MethodOutput<M>> = Omit<UseQueryOptions<MethodOutput<M>, BridgeError, TData, TillKey<M>>, 'queryKey' | 'queryFn'>;

/** Methods that may be called without input (the contract gives it defaults). */
type OptionalInputMethod = { [M in MethodName]: undefined extends MethodInput<M> ? M : never }[MethodName];

export function useTillQuery<M extends OptionalInputMethod, TData = MethodOutput<M>>(method: M, input?: MethodInput<M>, options?: TillQueryOptions<M, TData>): UseQueryResult<TData>;
export function useTillQuery<M extends MethodName, TData = MethodOutput<M>>(method: M, input: MethodInput<M>, options?: TillQueryOptions<M, TData>): UseQueryResult<TData>;
export function useTillQuery<M extends MethodName, TData = MethodOutput<M>>(method: M, input?: MethodInput<M>, options?: TillQueryOptions<M, TData>): UseQueryResult<TData> {
  const bridge = useBridge();
  return useQuery({ ...options, queryKey: tillKey(method, input), queryFn: () => callTill(bridge, method, input) });
}
