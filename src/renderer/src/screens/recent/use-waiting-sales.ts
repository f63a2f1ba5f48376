/**
 * Every sale still waiting to be settled, newest first: the sales the status bar counts as waiting.
 *
 * One `sales.list` per open state, merged, rather than filtering a page of recent sales: the status bar counts
 * open sales of every day, and a page of the latest ones would miss a sale queued yesterday behind thirty
 * newer ones. Each per-state list is re-read when a sale event may have changed it (data/till-events.ts);
 * a sale is kept once (it may sit in two lists for a moment as it moves on) and only while it is still open,
 * since a list updated in place can hold a sale that has just settled.
 */
import { useQueries } from '@tanstack/react-query';
import type { Sale } from '@shared/contract';
import { OPEN_STATES } from '@shared/sale-states';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useBridge } from '../../data/bridge-context';
import { callTill, tillKey } from '../../data/till-query';

/** The contract's most per call; the waiting sales are normally a handful. */
const PER_STATE = 500;

export interface WaitingSales {
  sales: Sale[] | undefined;
  /** Some state had more sales than one call returns: the oldest are not shown. */
  more: boolean;
  error: BridgeError | null;
  refetch(): void;
}

export function useWaitingSales(): WaitingSales {
  const bridge = useBridge();
  return useQueries({
    queries: OPEN_STATES.map((state) => {
      const input = { state, limit: PER_STATE };
      return { queryKey: tillKey('sales.list', input), queryFn: () => callTill(bridge, 'sales.list', input) };
    }),
    combine: (results) => {
      const lists = results.map((result) => result.data);
      const error = results.find((result) => result.error)?.error ?? null;
      const refetch = () => {
        for (const result of results) void result.refetch();
      };
      if (lists.some((list) => list === undefined)) return { sales: undefined, more: false, error, refetch };
      return { sales: openSales(lists.flatMap((list) => list?.sales ?? [])), more: lists.some((list) => list?.more), error, refetch };
    },
  });
}

function openSales(sales: Sale[]): Sale[] {
  const newest = new Map<string, Sale>();
  for (const sale of sales) {
    const known = newest.get(sale.id);
    if (!known || sale.updatedAt > known.updatedAt) newest.set(sale.id, sale);
  }
  return [...newest.values()].filter((sale) => OPEN_STATES.includes(sale.state)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
