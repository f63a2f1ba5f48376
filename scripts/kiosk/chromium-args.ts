/**
 * Debian's Chromium as a kiosk window on one screen. The till's address is not among the arguments: the kiosk
 * opens it through the DevTools pipe (devtools-pipe.ts), so its token never shows in `ps`. Pure.
 */
import type { Screen } from './screens';

/** What the window shows until the kiosk has opened the till in it (a web host starting). */
export const WAITING_PAGE = 'data:text/html;charset=utf-8,<title>Airtime Till</title><body style="background:%23f3f5f7"></body>';

export interface ChromiumWindow {
  /** A profile of this window's own: a second Chromium on the same profile would only open a window in the first. */
  profileDir: string;
  screen: Screen | null;
  /** Chromium refuses its sandbox as root (CI, a test): only then is it turned off. */
  asRoot: boolean;
}

export function chromiumArgs(window: ChromiumWindow): string[] {
  const place = window.screen ? [`--window-position=${window.screen.x},${window.screen.y}`, `--window-size=${window.screen.width},${window.screen.height}`] : [];
  return [
    `--user-data-dir=${window.profileDir}`,
    '--kiosk',
    `--app=${WAITING_PAGE}`,
    ...place,
    '--remote-debugging-pipe',
    // Nothing between the clerk and the till: no first-run tour, restore bubble, translate bar or error dialog.
    '--no-first-run',
    '--no-default-browser-check',
    '--noerrdialogs',
    '--disable-session-crashed-bubble',
    '--disable-infobars',
    '--disable-translate',
    '--disable-features=Translate,TranslateUI',
    '--overscroll-history-navigation=0',
    '--disable-pinch',
    // A till talks to 127.0.0.1 only: no updates, sync or background traffic on the shop's connection.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No keyring prompt on a kiosk user's session; the till stores no password in the browser.
    '--password-store=basic',
    ...(window.asRoot ? ['--no-sandbox'] : []),
  ];
}
