/**
 * The catalog sync's `logos` phase: every operator logo the journal does not hold yet is fetched once, a
 * few at a time, and kept. A logo that fails is skipped (the next sync tries it again); it never fails the sync.
 */
import { messageOf } from '../../shared/errors';
import type { LogosRepo, StoredLogo } from '../journal/logos-repo';
import type { Logger } from '../logger';
import { createLogoFetcher, type LogoFetcher } from './logo-fetcher';

const CONCURRENCY = 4;
/** Fetched logos are written in batches: one durable commit each, not one per logo. */
const BATCH = 100;
/** This many failures in a row means the logo host is out of reach: stop rather than wait out every timeout. */
const GIVE_UP_AFTER = 8;

export interface LogoSyncDeps {
  logos: LogosRepo;
  signal: AbortSignal;
  now: () => Date;
  /** One logo's deadline. */
  timeoutMs: number;
  logger?: Logger | undefined;
  onProgress: (done: number, total: number, message: string | null) => void;
}

export async function syncLogos(deps: LogoSyncDeps): Promise<void> {
  const { logos } = deps;
  logos.removeUnused();
  const urls = logos.missing();
  if (urls.length === 0) {
    deps.onProgress(0, 0, null);
    return;
  }
  // Connections for this phase only: none linger between syncs, and none outlive a close.
  const fetcher = createLogoFetcher({ timeoutMs: deps.timeoutMs });
  try {
    await fetchAll(deps, urls, fetcher);
  } finally {
    await fetcher.close();
  }
}

async function fetchAll(deps: LogoSyncDeps, urls: readonly string[], fetcher: LogoFetcher): Promise<void> {
  const { logos, signal } = deps;
  let next = 0;
  let fetched = 0;
  let failedInARow = 0;
  let batch: StoredLogo[] = [];
  const failures: Array<{ url: string; reason: string }> = [];
  const save = () => {
    logos.save(batch);
    fetched += batch.length;
    batch = [];
  };

  async function worker(): Promise<void> {
    while (next < urls.length && !signal.aborted && failedInARow < GIVE_UP_AFTER) {
      const url = urls[next++]!;
      try {
        const logo = await fetcher.fetch(url, signal);
        failedInARow = 0;
        batch.push({ url, ...logo, fetchedAt: deps.now().toISOString() });
        if (batch.length >= BATCH && !signal.aborted) {
          save();
          deps.onProgress(fetched, urls.length, null);
        }
      } catch (error) {
        if (signal.aborted) return;
        failedInARow += 1;
        failures.push({ url, reason: messageOf(error) });
      }
    }
  }
  deps.onProgress(0, urls.length, null);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Closing: what was fetched is dropped unwritten, since the journal is about to close.
  signal.throwIfAborted();
  save();

  const skipped = urls.length - fetched;
  if (skipped > 0) {
    deps.logger?.warn('some operator logos could not be fetched; the next catalog sync tries them again', { skipped, examples: failures.slice(0, 3) });
  }
  deps.onProgress(fetched, urls.length, skipped > 0 ? `${skipped} of ${urls.length} logos could not be fetched` : null);
}
