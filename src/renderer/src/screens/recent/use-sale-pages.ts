/**
 * The history's sales, a page at a time (`sales.list` with `before`): never the whole journal, however many
 * years it holds. Page 1 is the newest sales the filter takes; each next page starts below the last sale of the
 * page before it as the cache holds that page now, so a new sale that pushes a row off page 1 pushes it onto
 * page 2, never into a gap between them. Each page is a `sales.list` answer of its own, kept current by
 * `sale.updated` like any other (data/till-events.ts).
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MethodInput, MethodOutput, Sale } from '@shared/contract';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useBridge } from '../../data/bridge-context';
import { callTill, tillKey } from '../../data/till-query';
import type { HistoryFilter } from './history-view';

/** Rows per page: a screenful or two, read in a few milliseconds from the journal's index. */
export const PAGE_SIZE = 50;

export interface SalePages {
  /** Undefined while the first page is read. */
  sales: Sale[] | undefined;
  /** Older sales: none, some to read with "More", or the next page being read. */
  older: 'none' | 'more' | 'reading';
  /** A page is being read (the first, the next, one whose start moved, or all of them again). */
  reading: boolean;
  error: BridgeError | null;
  /** Reads every page again (after a failure). */
  refetch(): void;
}

/** `filter` null: nothing to read yet. `pages`: how many the clerk asked for (1, then one more per "More"). */
export function useSalePages(filter: HistoryFilter | null, pages: number): SalePages {
  const bridge = useBridge();
  const client = useQueryClient();
  const inputs = filter ? pageInputs(filter, pages, (input) => client.getQueryData<MethodOutput<'sales.list'>>(tillKey('sales.list', input))) : [];
  const results = useQueries({
    queries: inputs.map((input) => ({ queryKey: tillKey('sales.list', input), queryFn: () => callTill(bridge, 'sales.list', input) })),
  });

  const answers = results.map((result) => result.data);
  const whole = answers.length > 0 && answers.every((answer) => answer !== undefined) ? joined(answers as Array<MethodOutput<'sales.list'>>) : undefined;
  // While a page whose start moved is read again, the rows shown before stay (for the same filter only): the list does not jump.
  const filterKey = JSON.stringify(filter);
  const shown = useRef<{ filterKey: string; sales: Sale[] } | null>(null);
  useEffect(() => {
    if (whole) shown.current = { filterKey, sales: whole };
  });
  const kept = shown.current?.filterKey === filterKey ? shown.current.sales : undefined;
  const older = !whole ? 'reading' : inputs.length === pages && answers.at(-1)?.more ? 'more' : 'none';
  return {
    sales: whole ?? kept,
    older,
    reading: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

type ListInput = NonNullable<MethodInput<'sales.list'>>;

/** The pages' inputs, each starting below the last sale of the one before; a page not read yet ends the chain. */
export function pageInputs(filter: HistoryFilter, pages: number, cached: (input: ListInput) => MethodOutput<'sales.list'> | undefined): ListInput[] {
  const inputs: ListInput[] = [];
  let before: string | undefined;
  while (inputs.length < pages) {
    const input: ListInput = { ...filter, limit: PAGE_SIZE, ...(before === undefined ? {} : { before }) };
    inputs.push(input);
    const answer = cached(input);
    const end = answer?.more ? answer.sales.at(-1) : undefined;
    if (!end) break;
    before = end.createdAt;
  }
  return inputs;
}

/** The pages as one list; a sale met twice (on its way from one page to the next) is shown once. */
function joined(answers: Array<MethodOutput<'sales.list'>>): Sale[] {
  const seen = new Set<string>();
  return answers.flatMap((answer) => answer.sales).filter((sale) => !seen.has(sale.id) && (seen.add(sale.id), true));
}
