/**
 * The first screen's JavaScript budget (issue 14): what a kiosk must download, parse and run before the clerk
 * sees the sale screen — the scripts out/renderer/index.html loads or preloads, and every script those import
 * statically — gzipped, summed, under 150 KB. Scripts loaded on demand (`import()`) are not the first
 * screen's and do not count. `npm run test:e2e` runs this after the build, so a change that pulls a later
 * screen or a heavy library into the first one fails CI; the bench prints the same figure.
 *
 * Sizes are gzip level 9 (the best a server could send) and 1 KB = 1,000 bytes.
 * Usage: tsx scripts/check-bundle-size.ts [renderer dir, default out/renderer]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET_BYTES = 150_000;

export interface ScriptSize {
  /** Relative to the renderer folder, e.g. assets/index-abc.js. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstScreenSize {
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

/** A module script's src and every modulepreload href of the page (relative to it), in document order. */
export function pageScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const text = tag[0];
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(text)?.[1];
    const isModuleScript = tag[1]?.toLowerCase() === 'script' && attribute('type') === 'module' && attribute('src');
    const isPreload = tag[1]?.toLowerCase() === 'link' && attribute('rel') === 'modulepreload' && attribute('href');
    if (isModuleScript) found.push(attribute('src')!);
    else if (isPreload) found.push(attribute('href')!);
  }
  return found;
}

/**
 * The modules a built chunk imports statically (`import{a}from"./b.js"`, `import"./c.js"`, `export*from"./d.js"`),
 * never those it loads on demand (`import("./e.js")`): those are evaluated before the chunk runs.
 */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)].map((match) => match[1]!);
}

/** Every script the first screen runs before it is shown: the page's own, then what they import statically. */
export function firstScreenSize(rendererDir: string): FirstScreenSize {
  const root = resolve(rendererDir);
  const seen = new Set<string>();
  const scripts: ScriptSize[] = [];
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(path);
    scripts.push({ file: relative(root, path).split('\\').join('/'), bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const next of staticImports(code.toString('utf8'))) visit(resolve(dirname(path), next));
  };
  for (const src of pageScripts(readFileSync(join(root, 'index.html'), 'utf8'))) visit(resolve(root, src.split(/[?#]/)[0]!));
  return { scripts, bytes: sum(scripts, 'bytes'), gzipBytes: sum(scripts, 'gzipBytes') };
}

const sum = (scripts: readonly ScriptSize[], field: 'bytes' | 'gzipBytes') => scripts.reduce((total, script) => total + script[field], 0);

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The verdict and the lines that explain it: each script, largest first, and the total against the budget. */
export function checkFirstScreenBudget(rendererDir: string, budgetBytes = FIRST_SCREEN_BUDGET_BYTES): { ok: boolean; lines: string[]; size: FirstScreenSize } {
  const size = firstScreenSize(rendererDir);
  const ok = size.gzipBytes <= budgetBytes;
  const lines = [
    ...[...size.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((s) => `  ${kb(s.gzipBytes).padStart(9)} gz  ${kb(s.bytes).padStart(9)} raw  ${s.file}`),
    ok
      ? `first screen JavaScript: ${kb(size.gzipBytes)} gzipped, within the budget of ${kb(budgetBytes)} (${kb(budgetBytes - size.gzipBytes)} to spare)`
      : `first screen JavaScript: ${kb(size.gzipBytes)} gzipped, OVER the budget of ${kb(budgetBytes)} by ${kb(size.gzipBytes - budgetBytes)}. ` +
        'Load what the first screen does not need on demand (React.lazy, import()), or say in the budget why it must be there.',
  ];
  return { ok, lines, size };
}

if (require.main === module) {
  const dir = process.argv[2] ?? join(__dirname, '..', 'out', 'renderer');
  const verdict = checkFirstScreenBudget(dir);
  (verdict.ok ? process.stdout : process.stderr).write(`${verdict.lines.join('\n')}\n`);
  process.exit(verdict.ok ? 0 : 1);
}
