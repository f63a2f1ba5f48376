/**
 * The till is one page: nothing may navigate it elsewhere, open a window, attach a <webview> or follow a
 * redirect off the app's origin. Applied to every web contents the app creates (app-wide
 * `web-contents-created`), so a contents nobody planned for is covered too.
 */
import type { WebContents } from 'electron';
import { isAppOrigin } from './app-origin';

export interface NavigationRequest {
  url: string;
  isSameDocument: boolean;
}

/** Only in-page moves (the fragment, history.replaceState) on the app's own origin; never a new document. */
export function mayNavigate(request: NavigationRequest, entry: URL): boolean {
  return request.isSameDocument && isAppOrigin(request.url, entry);
}

/** A redirect may only stay on the app's origin (the dev server's own redirects). */
export function mayRedirect(url: string, entry: URL): boolean {
  return isAppOrigin(url, entry);
}

type Refused = (what: string, url: string) => void;

export function hardenWebContents(contents: WebContents, entry: URL, refused: Refused): void {
  contents.setWindowOpenHandler(({ url }) => {
    refused('new window', url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (mayNavigate(event, entry)) return;
    event.preventDefault();
    refused('navigation', event.url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (mayNavigate(event, entry)) return;
    event.preventDefault();
    refused('frame navigation', event.url);
  });
  contents.on('will-redirect', (event) => {
    if (mayRedirect(event.url, entry)) return;
    event.preventDefault();
    refused('redirect', event.url);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    refused('webview', '');
  });
}
