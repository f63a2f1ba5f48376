/** The till's status for the status bar and the screens: read once for the whole page, then kept current by `status.changed`. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Status } from '@shared/contract';
import { useTillQuery } from './use-till-query';

export function useStatus(): UseQueryResult<Status> {
  // Never stale by age: the events (and the stream's catch-up on reconnecting) are what keep it current.
  return useTillQuery('status.get', undefined, { staleTime: Infinity });
}
