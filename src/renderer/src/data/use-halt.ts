/**
 * Whether the till has stopped taking sales (see halt-mark.ts for what says so), and the way back: once the
 * journal can be used again, the halt is forgotten and what the journal decides (status, settings) read anew.
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Halt } from '@shared/contract';
import { HALT_KEY, type HaltMark, isHalted, markHalt, NOT_HALTED } from './halt-mark';
import { rereadTill } from './till-query';

export interface HaltState {
  halted: boolean;
  /** The halt as the event told it; null when only `status.get` said so. */
  halt: Halt | null;
  /** The journal can be used again: forget the halt and read the status anew. */
  recovered(): void;
}

export function useHalt(): HaltState {
  const client = useQueryClient();
  // Nothing to fetch: events and status answers write this entry (halt-mark.ts).
  const { data: mark = NOT_HALTED } = useQuery<HaltMark>({ queryKey: HALT_KEY, queryFn: skipToken, staleTime: Infinity, gcTime: Infinity });
  const recovered = useCallback(() => {
    markHalt(client, { type: 'recovered' });
    void rereadTill(client, 'status.get');
    void rereadTill(client, 'settings.get');
  }, [client]);
  return { halted: isHalted(mark), halt: mark.halt, recovered };
}
