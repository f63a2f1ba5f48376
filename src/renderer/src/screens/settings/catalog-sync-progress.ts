/**
 * How far a catalog sync has come, as one bar from 0 to 100, and in words. Each phase before the catalog is
 * saved owns a band sized by its usual share of the time (the operators' pages take most of it); within a
 * band done/total moves the bar, and a phase whose size is not known yet sits at its band's start. 'done'
 * is said once the catalog is saved and sells: that is 100. The logos fetched after it are a finishing
 * touch, told in words beside a full bar rather than pulling it back.
 */
import type { CatalogProgress } from '@shared/contract';

type Phase = CatalogProgress['phase'];

const BANDS = {
  countries: [0, 5],
  operators: [5, 80],
  commissions: [80, 90],
  promotions: [90, 99],
} as const satisfies Partial<Record<Phase, readonly [number, number]>>;

export function catalogSyncPercent(progress: CatalogProgress): number {
  switch (progress.phase) {
    case 'countries':
    case 'operators':
    case 'commissions':
    case 'promotions': {
      const [from, to] = BANDS[progress.phase];
      const part = progress.total ? Math.min(1, Math.max(0, progress.done / progress.total)) : 0;
      return Math.round(from + (to - from) * part);
    }
    case 'done':
    case 'logos':
      return 100;
    case 'failed':
      return 0;
    default:
      return unknownPhase(progress.phase);
  }
}

/** Fails to compile when the contract gains a phase this bar does not place. */
function unknownPhase(phase: never): never {
  throw new Error(`A catalog sync phase the bar does not know: ${String(phase)}`);
}
