/** The catalog sync's latest progress, as `catalog.progress` events tell it (till-events.ts keeps it). */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { CatalogProgress } from '@shared/contract';

export const CATALOG_PROGRESS_KEY = ['catalog.progress'] as const;

/** Null until an event has said anything: there is nothing to ask main for, only events to wait for. */
export function useCatalogProgress(): CatalogProgress | null {
  const { data } = useQuery<CatalogProgress>({ queryKey: CATALOG_PROGRESS_KEY, queryFn: skipToken, staleTime: Infinity });
  return data ?? null;
}
