/**
 * What every start reads before it can show anything — the status, the settings, who is signed in: asked for
 * as the page's script starts, not once its first render has mounted the gates that read them, so that the
 * requests travel while the page is still busy drawing (on a slow kiosk, a few hundred milliseconds).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TillBridge } from '@shared/contract';
import { callTill, tillKey } from './till-query';

const START_READS = ['status.get', 'settings.get', 'clerks.session'] as const;

export function readStartEarly(client: QueryClient, bridge: TillBridge): void {
  // Cached as the gates' own queries (never stale by age: events keep them current), so they ask nothing again.
  for (const method of START_READS) void client.prefetchQuery({ queryKey: tillKey(method), queryFn: () => callTill(bridge, method), staleTime: Infinity });
}
