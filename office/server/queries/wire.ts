/** A total as the API carries it: micros as decimal text (see office/shared/contract.ts). */
import type { Total } from '../../../chain/lib/report';

export function wire<T extends Total>(total: T): Omit<T, 'micros'> & { micros: string } {
  return { ...total, micros: total.micros.toString() };
}
