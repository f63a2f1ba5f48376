/**
 * The office's app is built on first start, and again when its sources are newer than the build (a `git pull`):
 * `npm run chain:office` works on a fresh clone after `npm ci` with no separate step. `npm run build:office`
 * builds it on its own (office/vite.config.mts → out/office/).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** What the app's bundle is made from. */
const SOURCES = ['office/app', 'office/shared', 'office/vite.config.mts', 'src/shared', 'src/renderer/src/ui/charts', 'resources/icon.png'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function appIsStale(appDir: string): boolean {
  const index = join(appDir, 'index.html');
  if (!existsSync(index)) return true;
  return Math.max(...SOURCES.map((source) => newest(join(ROOT, source)))) > statSync(index).mtimeMs;
}

export async function buildApp(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'office', 'vite.config.mts'), logLevel: 'warn' });
}
