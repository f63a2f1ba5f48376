/**
 * Where each screen lives in the page's address (after the `#`). The till opens on selling, and an address it
 * does not know sells too: the clerk is never left on an empty screen.
 */
export const SCREEN_PATHS = {
  sell: '/sell',
  recent: '/recent',
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
