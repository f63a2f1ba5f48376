/**
 * Whether the till has stopped taking sales, as this page knows it: `till.halted` said so as it happened (with
 * the halt's details), or `status.get` refused with HALTED (halted before this page opened, or while the event
 * stream was down). Kept in the query cache beside the status, under its own key, so the query's own states
 * cannot hide it: a status read again after a HALTED refusal is "pending" meanwhile, not "halted".
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Halt } from '@shared/contract';
import type { ErrorCode } from '@shared/errors';

export interface HaltMark {
  /** The halt as `till.halted` told it; null when it did not (or the till has recovered since). */
  halt: Halt | null;
  /** The last settled `status.get` was refused with HALTED. */
  refused: boolean;
}

export type HaltNews =
  | { type: 'halted'; halt: Halt }
  | { type: 'status-read' }
  | { type: 'status-failed'; code: string }
  | { type: 'recovered' };

export const NOT_HALTED: HaltMark = { halt: null, refused: false };
export const HALT_KEY = ['till.halted'] as const;
const HALTED: ErrorCode = 'HALTED';

export function isHalted(mark: HaltMark): boolean {
  return mark.halt !== null || mark.refused;
}

/** The mark after some news; the same object when nothing changed, so nothing re-renders for it. */
export function haltAfter(mark: HaltMark, news: HaltNews): HaltMark {
  switch (news.type) {
    case 'halted':
      return { ...mark, halt: news.halt };
    case 'status-read':
      return mark.refused ? { ...mark, refused: false } : mark;
    case 'status-failed': {
      // Another failure (the host unreachable) replaces the refusal, as it always has: it is what the page last heard.
      const refused = news.code === HALTED;
      return refused === mark.refused ? mark : { ...mark, refused };
    }
    case 'recovered':
      // A HALTED refusal stands until status.get answers again: the halted screen stays up until the new
      // status arrives, with no flash of the screens behind it.
      return mark.halt ? { ...mark, halt: null } : mark;
  }
}

export function markHalt(client: QueryClient, news: HaltNews): void {
  client.setQueryData<HaltMark>(HALT_KEY, (mark) => haltAfter(mark ?? NOT_HALTED, news));
}
