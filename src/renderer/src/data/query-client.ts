/**
 * The till page's one query cache. Reads are never paused for the browser's idea of "offline" (the bridge is
 * IPC or loopback, and an offline shop still sells), nor re-read on focus: main's events keep the cache current
 * (till-events.ts). How `status.get` settles also says whether the till is halted (halt-mark.ts).
 */
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import type { MethodName } from '@shared/contract';
import { markHalt } from './halt-mark';
import { retryDelay, shouldRetry } from './retry-policy';

const STATUS: MethodName = 'status.get';
const isStatus = (query: Query<unknown, unknown, unknown>) => query.queryKey[0] === STATUS;

export function createTillQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (_status, query) => {
        if (isStatus(query)) markHalt(client, { type: 'status-read' });
      },
      onError: (error, query) => {
        if (isStatus(query)) markHalt(client, { type: 'status-failed', code: error.code });
      },
    }),
    defaultOptions: {
      queries: { networkMode: 'always', retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return client;
}
