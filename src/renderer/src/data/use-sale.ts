/**
 * One sale and its timeline, from the cache that `sale.updated` keeps current. An unfinished sale is also read
 * again every couple of seconds until it is final, as a safety net for events that were missed (an event stream
 * that connected after the sale moved, or dropped for a moment).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { MethodOutput } from '@shared/contract';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { useTillQuery } from './use-till-query';

const REREAD_MS = 2_000;

/** `id` null: no sale to read (yet, or any more); the last answer stays in the cache. */
export function useSale(id: string | null): UseQueryResult<MethodOutput<'sales.get'>> {
  return useTillQuery(
    'sales.get',
    { id: id ?? '' },
    {
      enabled: id !== null,
      refetchInterval: (query) => {
        const sale = query.state.data?.sale;
        return sale && FINAL_SALE_STATES.includes(sale.state) ? false : REREAD_MS;
      },
      // A till's window may be covered by another for a while; its sale on screen must still settle.
      refetchIntervalInBackground: true,
    },
  );
}
