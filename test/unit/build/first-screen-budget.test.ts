import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFirstScreenBudget, pageScripts, staticImports } from '../../../scripts/check-bundle-size';

const FILES: Record<string, string> = {
  'index.html': [
    '<!doctype html><html><head>',
    '<script type="module" crossorigin src="./assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="./assets/shared-b.js">',
    '<link rel="stylesheet" crossorigin href="./assets/index-x.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
  // The entry: a preloaded chunk, one only imported (not in the page), and one loaded on demand.
  'assets/index-a.js': `import{s as t}from"./shared-b.js";import"./side-c.js";const l=()=>import("./lazy-d.js");console.log(t,l,"${'entry '.repeat(200)}");`,
  'assets/shared-b.js': `import"./side-c.js";export const s="${'shared '.repeat(300)}";`,
  'assets/side-c.js': `export*from"./deep-e.js";globalThis.c="${'side '.repeat(50)}";`,
  'assets/deep-e.js': `export const e=1;`,
  'assets/lazy-d.js': `export const d="${'later screen '.repeat(5000)}";`,
  'assets/index-x.css': `body{color:red}`,
};

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-budget-'));
  mkdirSync(join(dir, 'assets'));
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(dir, file), text);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the first screen’s JavaScript budget', () => {
  it('reads the page’s module script and modulepreloads, not its stylesheet', () => {
    expect(pageScripts(FILES['index.html']!)).toEqual(['./assets/index-a.js', './assets/shared-b.js']);
  });

  it('tells the imports a chunk runs first from those it loads on demand', () => {
    expect(staticImports(FILES['assets/index-a.js']!)).toEqual(['./shared-b.js', './side-c.js']);
    expect(staticImports(FILES['assets/side-c.js']!)).toEqual(['./deep-e.js']);
  });

  it('follows the page’s scripts and their static imports, once each, and sums them gzipped', () => {
    const { size, ok } = checkFirstScreenBudget(dir);
    const counted = ['assets/index-a.js', 'assets/shared-b.js', 'assets/side-c.js', 'assets/deep-e.js'];
    expect(size.scripts.map((script) => script.file).sort()).toEqual([...counted].sort());
    expect(size.gzipBytes).toBe(counted.reduce((sum, file) => sum + gz(FILES[file]!), 0));
    expect(size.bytes).toBe(counted.reduce((sum, file) => sum + Buffer.byteLength(FILES[file]!), 0));
    expect(ok).toBe(true);
  });

  it('fails over the budget, saying by how much', () => {
    const { size } = checkFirstScreenBudget(dir);
    const verdict = checkFirstScreenBudget(dir, size.gzipBytes - 1);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.at(-1)).toMatch(/OVER the budget of .* by 0\.0 KB/);
    expect(checkFirstScreenBudget(dir, size.gzipBytes).ok).toBe(true);
  });

  it('as CI runs it: exit 0 within the budget, 1 over it with the reason on stderr', () => {
    const run = () => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', '..', 'scripts', 'check-bundle-size.ts'), dir], { encoding: 'utf8' });
    expect(run().status).toBe(0);
    // Random bytes do not compress: some 200 KB of them is over 150 KB gzipped.
    writeFileSync(join(dir, 'assets', 'deep-e.js'), `export const e="${randomBytes(150_000).toString('base64')}";`);
    const over = run();
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/first screen JavaScript: .* KB gzipped, OVER the budget of 150\.0 KB/);
  });
});
