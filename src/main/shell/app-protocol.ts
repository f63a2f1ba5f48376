/** Serves the built renderer on `app://till/…` with the same file rules and headers as the web host. */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { resolveRendererFile } from '../renderer-files/renderer-file';
import { APP_HOST, APP_SCHEME } from './app-origin';

/**
 * Must run before the app is ready, in one call (a later call replaces the list). `standard` gives app://till a
 * real origin for 'self' in the CSP, `secure` a secure context; Vite's `<script type="module" crossorigin>`
 * loads in CORS mode, which needs `supportFetchAPI` and `corsEnabled`. No response carries
 * Access-Control-Allow-Origin, so no other origin can read these files.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST && request.method === 'GET' ? resolveRendererFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new Response(await readFile(file.path), { status: 200, headers: file.headers });
  });
}
