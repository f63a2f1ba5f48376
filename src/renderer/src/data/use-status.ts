/** The till's status for the status bar and the screens: read once for the whole page, then kept current by `status.changed`. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Status } from '@shared/contract';
import { useTillQuery } from './use-till-query';

export function useStatus(): UseQueryResult<Status> {
  // Never stale by age: the events (and the stream's catch-up on reconnecting) are what keep it current.
  return useTillQuery('status.get', undefined, { staleTime: Infinity });
}

const isOffline = (status: Status) => status.connectivity === 'offline';

/**
 * Whether the till is offline, for a component that is to draw again only when that changes: the status changes
 * with every sale (the balance, the sales waiting), and a sale step drawn again each time is what a slow kiosk feels.
 */
export function useOffline(): boolean {
  return useTillQuery('status.get', undefined, { staleTime: Infinity, select: isOffline }).data ?? false;
}
