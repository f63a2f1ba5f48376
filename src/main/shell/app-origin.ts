/**
 * Where the window's page comes from, and the one test of "is this URL ours". Built files are served from the
 * custom `app://till` origin (not file://, whose pages all share one opaque origin and extra privileges);
 * in development, from electron-vite's dev server.
 */
import { CUSTOMER_PAGE } from '../../shared/web-host-paths';

export const APP_SCHEME = 'app';
export const APP_HOST = 'till';

export function appEntryUrl(devServerUrl: string | undefined): URL {
  return new URL(devServerUrl ?? `${APP_SCHEME}://${APP_HOST}/index.html`);
}

/**
 * The customer display window's page: the renderer's /customer path on the app's own origin (app://till/customer,
 * or the dev server's /customer), which serves the same index.html; the page tells the two apart by its path.
 */
export function customerPageUrl(entry: URL): string {
  // The web host's path for the same page, so the two front doors cannot drift apart.
  return new URL(CUSTOMER_PAGE, entry).href;
}

/**
 * Same scheme, host and port as the entry. Compared field by field because `URL.origin` is the opaque
 * "null" for custom schemes such as app:, which would make every app: URL equal; never by string prefix,
 * which `app://till.evil` would pass.
 */
export function isAppOrigin(url: string | null | undefined, entry: URL): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === entry.protocol && parsed.host === entry.host && parsed.username === '' && parsed.password === '';
}
