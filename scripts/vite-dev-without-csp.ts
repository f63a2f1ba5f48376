/**
 * React Fast Refresh needs an inline script, which the page's CSP (rightly) forbids. In development only (the
 * Vite dev server, for `npm run dev` and `electron-vite dev`), the CSP meta tag is left out; builds, the web
 * host and the Electron app always carry it.
 */
import type { Plugin } from 'vite';

export function devWithoutCsp(): Plugin {
  return {
    name: 'till-dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, ''),
  };
}
