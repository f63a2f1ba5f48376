/**
 * The closed shift whose report the Shift screen shows: the one just closed, or an earlier one the clerk
 * opened. Kept in the query cache, above the routes, so a look at another screen finds the report again, and
 * with it whether its automatic print is still to come (it prints once, not at every return).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ShownReport {
  shiftId: number;
  /** The shift was just closed here: its report prints by itself, once. */
  printOnce: boolean;
}

const KEY = ['shift-screen', 'shown-report'] as const;

export function useShownReport(): [ShownReport | null, (shown: ShownReport | null) => void] {
  const client = useQueryClient();
  // Never fetched: only ever set below.
  const { data = null } = useQuery<ShownReport | null>({ queryKey: KEY, queryFn: () => null, enabled: false, staleTime: Infinity, gcTime: Infinity });
  const show = useCallback((shown: ShownReport | null) => client.setQueryData(KEY, shown), [client]);
  return [data, show];
}

/** True the first time it is asked for the shift just closed, false ever after. */
export function takeAutoPrint(client: QueryClient, shiftId: number): boolean {
  const shown = client.getQueryData<ShownReport | null>(KEY);
  if (!shown?.printOnce || shown.shiftId !== shiftId) return false;
  client.setQueryData<ShownReport>(KEY, { ...shown, printOnce: false });
  return true;
}

/** Another clerk at the till (or nobody): the last one's closed report is not theirs to see or print. */
export function forgetShownReport(client: QueryClient): void {
  client.setQueryData(KEY, null);
}
