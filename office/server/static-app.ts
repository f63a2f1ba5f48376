/**
 * The built app (out/office): its files as they are, the index for any page's address (the app routes), nothing
 * outside the folder. Hashed assets are cached for good; the index never, so an update is seen at once.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** The addresses the app's router answers: each is the index. */
export const APP_PAGES = ['/', '/today', '/days', '/trends', '/tills'];

export interface AppFile {
  body: Buffer;
  headers: Record<string, string>;
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

export function appFile(root: string, pathname: string): AppFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const wanted = APP_PAGES.includes(decoded) ? 'index.html' : decoded.replace(/^\/+/, '');
  const rootDir = resolve(root);
  const path = resolve(rootDir, wanted);
  if (!inside(rootDir, path) || relative(rootDir, path).split(sep).some((part) => part.startsWith('.'))) return null;
  if (!existsSync(path) || !statSync(path).isFile() || !inside(realpathSync(rootDir), realpathSync(path))) return null;
  const hashed = relative(rootDir, path).startsWith(`assets${sep}`);
  return {
    body: readFileSync(path),
    headers: {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
    },
  };
}

export function builtAppDir(): string {
  return join(__dirname, '..', '..', 'out', 'office');
}
