/**
 * The built app (out/office): its files found as the till's web host finds its renderer's (nothing outside the
 * folder, whatever the spelling: src/main/renderer-files/renderer-file.ts), the index for any page's address (the
 * app routes), and the office's own CSP over the till's. Hashed assets are cached for good; the index never.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRendererFile } from '../../src/main/renderer-files/renderer-file';

/** The addresses the app's router answers: each is the index. */
export const APP_PAGES = ['/', '/today', '/days', '/trends', '/tills'];

export interface AppFile {
  body: Buffer;
  headers: Record<string, string>;
}

export function appFile(root: string, pathname: string): AppFile | null {
  const file = resolveRendererFile(root, APP_PAGES.includes(pathname) ? '/' : pathname);
  if (!file) return null;
  return { body: readFileSync(file.path), headers: { 'content-type': file.headers['content-type']!, 'cache-control': file.headers['cache-control']! } };
}

export function builtAppDir(): string {
  return join(__dirname, '..', '..', 'out', 'office');
}
