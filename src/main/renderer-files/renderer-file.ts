/**
 * Finding a file of the built renderer for a request path, for both front doors (the web host and the Electron
 * `app://` protocol). Anything that could leave the renderer folder is refused, whatever its spelling.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CUSTOMER_PAGE } from '../../shared/web-host-paths';
import { CONTENT_SECURITY_POLICY_HEADER } from './content-security-policy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface RendererFile {
  path: string;
  headers: Record<string, string>;
}

/**
 * The file under `root` that `urlPath` (the URL's pathname, still percent-encoded) names, or null. `/` is the
 * index, and so is the customer display's page (a route of the same renderer); a path that decodes to `..`, a NUL, a backslash or an absolute path never resolves.
 */
export function resolveRendererFile(root: string, urlPath: string): RendererFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const wanted = decoded === '/' || decoded === '' || decoded === CUSTOMER_PAGE ? 'index.html' : decoded.replace(/^\/+/, '');
  const rootDir = resolve(root);
  const path = resolve(rootDir, wanted);
  if (!isInside(rootDir, path) || relative(rootDir, path).split(sep).some((part) => part.startsWith('.'))) return null;
  if (!existsSync(path) || !statSync(path).isFile()) return null;
  // A symbolic link inside the folder must not lead out of it either.
  if (!isInside(realpathSync(rootDir), realpathSync(path))) return null;
  return { path, headers: rendererHeaders(path) };
}

function isInside(dir: string, path: string): boolean {
  const inside = relative(dir, path);
  return inside !== '' && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside);
}

function rendererHeaders(path: string): Record<string, string> {
  const isIndex = basename(path) === 'index.html';
  const isHashedAsset = basename(dirname(path)) === 'assets';
  return {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'content-security-policy': CONTENT_SECURITY_POLICY_HEADER,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // The index names the hashed bundles of this build: never serve a stale one after an update.
    'cache-control': isIndex ? 'no-store' : isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

/**
 * Where the built renderer is, seen from the folder of the running main code: `out/main` in a build (its
 * sibling `out/renderer`), `src/main` when run from source with tsx (then the last build's `out/renderer`).
 */
export function builtRendererDir(mainDir: string): string {
  const parent = dirname(mainDir);
  return basename(parent) === 'out' ? join(parent, 'renderer') : join(parent, '..', 'out', 'renderer');
}
