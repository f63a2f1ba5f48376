/**
 * A till screen that crashed or hung is loaded again on the screen it was on (its route is in the address's
 * fragment: #/recent), and the event is logged. A renderer that keeps crashing is reloaded more and more slowly,
 * never given up on: a kiosk has nobody to restart it. The decisions are pure; watchRenderer wires them to a window.
 */
import type { RenderProcessGoneDetails, WebContents } from 'electron';
import type { Logger } from '../logger';
import { isAppOrigin } from './app-origin';

/** Unresponsive for this long (a busy page answers well within it), the screen is taken as hung and reloaded. */
export const HANG_GRACE_MS = 20_000;
/** A screen that ran this long since its last reload starts the count of crashes again. */
const STABLE_MS = 60_000;
const LONGEST_WAIT_MS = 30_000;

/** The address to load again: where the screen was, if it was the till's own page; the till's entry otherwise. */
export function addressToReload(lastUrl: string, entry: URL): string {
  return lastUrl !== '' && isAppOrigin(lastUrl, entry) ? lastUrl : entry.href;
}

/** How long to wait before reloading after the `crashes`-th crash in a row: at once, then 1 s, 2 s, 4 s… up to 30 s. */
export function reloadWaitMs(crashes: number): number {
  return crashes <= 1 ? 0 : Math.min(LONGEST_WAIT_MS, 1000 * 2 ** (crashes - 2));
}

export function crashesInARow(previous: number, ranMs: number): number {
  return ranMs >= STABLE_MS ? 1 : previous + 1;
}

/** 'clean-exit' is the window closing; every other reason is a screen lost. */
export function screenLost(details: Pick<RenderProcessGoneDetails, 'reason'>): boolean {
  return details.reason !== 'clean-exit';
}

export interface RendererWatch {
  contents: WebContents;
  entry: URL;
  logger: Logger;
  /** The clock, injected like the core's. */
  now(): number;
}

export function watchRenderer({ contents, entry, logger, now }: RendererWatch): void {
  let crashes = 0;
  let loadedAt = now();
  let hang: NodeJS.Timeout | null = null;
  const reload = (why: string, fields: Record<string, unknown>) => {
    crashes = crashesInARow(crashes, now() - loadedAt);
    const url = addressToReload(contents.getURL(), entry);
    const waitMs = reloadWaitMs(crashes);
    // The route only (#/recent): the address holds nothing secret, but the log needs no more.
    logger.error(`the till screen ${why}: loading it again`, { ...fields, screen: new URL(url).hash || '#/', crashesInARow: crashes, waitMs });
    setTimeout(() => {
      if (contents.isDestroyed()) return;
      loadedAt = now();
      void contents.loadURL(url);
    }, waitMs);
  };
  contents.on('render-process-gone', (_event, details) => {
    if (hang) clearTimeout(hang);
    hang = null;
    if (screenLost(details)) reload('crashed', { reason: details.reason, exitCode: details.exitCode });
  });
  contents.on('unresponsive', () => {
    if (hang) return;
    logger.warn('the till screen is not answering');
    hang = setTimeout(() => {
      hang = null;
      if (contents.isDestroyed()) return;
      // Its renderer is ended first; the 'render-process-gone' that follows reloads it.
      logger.error('the till screen hung', { afterMs: HANG_GRACE_MS });
      contents.forcefullyCrashRenderer();
    }, HANG_GRACE_MS);
  });
  contents.on('responsive', () => {
    if (!hang) return;
    clearTimeout(hang);
    hang = null;
    logger.info('the till screen answers again');
  });
}
