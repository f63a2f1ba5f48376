/** Who is at the till (the clerk signed in, the open shift, approvals that hold): read once, kept current by `session.changed`. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Session } from '@shared/contract';
import { useTillQuery } from './use-till-query';

export function useSession(): UseQueryResult<Session> {
  return useTillQuery('clerks.session', undefined, { staleTime: Infinity });
}
