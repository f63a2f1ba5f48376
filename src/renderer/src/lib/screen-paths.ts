/**
 * Where each screen lives in the page's address (after the `#`). The till opens on selling, and an address it
 * does not know sells too: the clerk is never left on an empty screen.
 */
import { PRINT_PATH, PRINT_TEST_PATH, printJobPath } from '@shared/print-paths';

export const SCREEN_PATHS = {
  sell: '/sell',
  recent: '/recent',
  shift: '/shift',
  day: '/day',
  settings: '/settings',
} as const;

/** The sales still waiting to be sent (the status bar's count opens them): a view of Recent sales. */
export const WAITING_PATH = `${SCREEN_PATHS.recent}/waiting`;

export type ScreenName = keyof typeof SCREEN_PATHS;

/** The screen a location shows; its own sub-paths (a sale's detail under /recent) belong to it. */
export function screenAt(location: string): ScreenName {
  const screens = Object.keys(SCREEN_PATHS) as ScreenName[];
  const found = screens.find((screen) => location === SCREEN_PATHS[screen] || location.startsWith(`${SCREEN_PATHS[screen]}/`));
  return found ?? 'sell';
}

/**
 * The page that prints one print job's receipt or voucher in the browser (printing.print answered `browser`),
 * and that the desktop app loads in a hidden window to print it itself: `/print/job/<id>`. The job, written by
 * the core, says which sale, which document and which copy: no address can make an original of its own. It is
 * no screen of the three buttons: the clerk comes to it from a sale.
 */
export const PRINT_ROUTE = `${PRINT_PATH}/job/:jobId` as const;
export { PRINT_TEST_PATH };

export interface PrintRequest {
  jobId: number;
}

export function printPath({ jobId }: PrintRequest): string {
  return printJobPath(jobId);
}

/** The print page's job from its address, or null for one that names none (a query after the id is not part of it). */
export function printRequestOf(params: { jobId?: string }): PrintRequest | null {
  const id = /^\d{1,15}(?=\?|$)/.exec(params.jobId ?? '')?.[0];
  return id === undefined || Number(id) < 1 ? null : { jobId: Number(id) };
}

/** The history state the till's own way to the print page leaves: its Back then goes back the way it came. */
export const PRINT_FROM_TILL = { printFromTill: true } as const;

export function cameFromTill(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).printFromTill === true;
}
