/**
 * The desktop app as electron-builder packs it (electron-builder.config.cjs), checked where Electron cannot be
 * downloaded: a stand-in Electron distribution (`electronDist`, a folder this test makes) and `--dir`, so nothing
 * is fetched. The built app (out/: `npm run test:e2e` builds first) is staged with the real package.json, lock and
 * node_modules, and a stand-in for the Electron build of better-sqlite3 (which needs the internet to make). Plain
 * Node, no browser: it sits with the e2e tests because they run on the built app. What it asserts: app.asar
 * holds the built app, every production module down to the last one they need, and none of the build's tools;
 * everything the app opens by path at run time — the native bindings, the files the main bundle resolves or joins
 * to its own folder, pdfkit's font metrics — is on disk beside it, where native code and the OS can open it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Configuration } from 'electron-builder';
import { electronSqliteBinding } from '../../src/main/shell/native-binding';

const ROOT = resolve(__dirname, '../..');
const requireHere = createRequire(__filename);
const asar = requireHere('@electron/asar') as typeof import('@electron/asar');
const builder = requireHere('electron-builder') as typeof import('electron-builder');
const CONFIG_FILE = join(ROOT, 'electron-builder.config.cjs');
/** The configuration as the file says, read afresh: electron-builder changes the object it is given as it packs. */
function freshConfig(): Configuration {
  delete requireHere.cache[requireHere.resolve(CONFIG_FILE)];
  return requireHere(CONFIG_FILE) as Configuration;
}
const config = freshConfig();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Tools of the build and the tests, none of which a shop's till runs. */
const DEV_ONLY = ['electron', 'electron-builder', 'electron-vite', 'vite', 'vitest', 'typescript', 'tsx', 'playwright-core', '@playwright/test', 'happy-dom', 'fast-check'];

let work: string;
let electronDist: string;
let resources: string;
let archive: string;
let entries: string[];

/** A file inside app.asar, by its path from the app's root ("out/main/index.js"). */
const inArchive = (path: string) => entries.includes(`/${path.split(sep).join('/')}`);
/** Whether the archive's header sends this file to app.asar.unpacked, and the file is there. */
function unpacked(path: string): boolean {
  const posix = path.split(sep).join('/');
  const header = asar.statFile(archive, posix, false) as { unpacked?: boolean };
  return header.unpacked === true && existsSync(join(`${archive}.unpacked`, posix));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * node_modules as a real folder, as on a build machine: electron-builder asks `npm list` for the production tree,
 * and npm takes a symlinked node_modules for links to packages outside the project, all missing (CI packed a till
 * without resvg's binding so). Hard links cost no space; a copy where they cannot cross file systems. npm's hidden
 * lockfile is left out, so npm reads the folders themselves whatever their times: with it, npm trusts the file.
 */
function stageModules(from: string, to: string): void {
  if (spawnSync('cp', ['-al', from, to]).status !== 0) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
  rmSync(join(to, '.package-lock.json'));
}

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * What the till's production dependencies need in turn, down to the last, as `name@version`: followed through the
 * lock as Node resolves a require (the nearest node_modules up from the one asking). Peers are the asker's to
 * bring; an optional package for another platform is not installed.
 */
function productionClosure(): string[] {
  const { packages } = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const resolveFrom = (from: string, name: string): string | undefined => {
    const candidate = `${from === '' ? '' : `${from}/`}node_modules/${name}`;
    if (packages[candidate] && existsSync(join(ROOT, candidate))) return candidate;
    if (from === '') return undefined;
    return resolveFrom(from.includes('/node_modules/') ? from.slice(0, from.lastIndexOf('/node_modules/')) : '', name);
  };
  const found = new Set<string>();
  const visit = (at: string): void => {
    const entry = packages[at];
    for (const name of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) {
      const path = resolveFrom(at, name);
      if (path === undefined || found.has(path)) continue;
      found.add(path);
      visit(path);
    }
  };
  visit('');
  return [...found].map((path) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${packages[path]?.version}`);
}

/** Every package in app.asar as `name@version`, read from its package.json there. */
function packagesInArchive(): Set<string> {
  const manifests = entries.filter((entry) => /\/node_modules\/(@[^/]+\/)?[^/@]+\/package\.json$/.test(entry));
  return new Set(
    manifests.map((entry) => {
      const manifest = JSON.parse(asar.extractFile(archive, entry.slice(1)).toString('utf8')) as { name?: string; version?: string };
      return `${manifest.name}@${manifest.version}`;
    }),
  );
}

test.beforeAll(async () => {
  // Packing copies some 50 MB into an archive: far more than a test's default budget on a busy machine.
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'till-packed-'));
  const app = join(work, 'app');
  // The app as a build machine has it: package.json, its lock, the modules, the icon, electron-vite's output and
  // the postinstall's Electron binding (a stand-in: only its place is checked).
  mkdirSync(join(app, 'resources'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'resources/icon.png']) copyFileSync(join(ROOT, file), join(app, file));
  stageModules(join(ROOT, 'node_modules'), join(app, 'node_modules'));
  mkdirSync(join(app, 'build', 'electron-native'), { recursive: true });
  writeFileSync(join(app, 'build', 'electron-native', 'better_sqlite3.node'), 'stand-in for the Electron build of better-sqlite3');
  cpSync(join(ROOT, 'out'), join(app, 'out'), { recursive: true });

  // A stand-in Electron distribution: electron-builder copies it and renames the executable.
  electronDist = join(work, 'electron-dist');
  mkdirSync(join(electronDist, 'resources'), { recursive: true });
  writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n');
  chmodSync(join(electronDist, 'electron'), 0o755);
  writeFileSync(join(electronDist, 'version'), requireHere('electron/package.json').version);

  const output = join(work, 'dist');
  await builder.build({
    projectDir: app,
    targets: builder.Platform.LINUX.createTarget('dir', builder.Arch.x64),
    publish: 'never',
    config: { ...freshConfig(), electronDist, directories: { ...config.directories, output } },
  });
  resources = join(output, 'linux-unpacked', 'resources');
  archive = join(resources, 'app.asar');
  entries = asar.listPackage(archive, { isPack: false });
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test.describe('the packed desktop app (electron-builder --dir, stand-in Electron)', () => {
  test('is the stand-in Electron under the app’s executable name, with app.asar beside it', () => {
    expect(existsSync(join(resources, '..', config.executableName ?? ''))).toBe(true);
    expect(existsSync(archive)).toBe(true);
  });

  test('holds every file electron-vite built, under out/', () => {
    const built = join(work, 'app', 'out');
    const files = filesUnder(built).map((file) => join('out', relative(built, file)));
    expect(files).toContain(join('out', 'main', 'index.js'));
    expect(files).toContain(join('out', 'renderer', 'index.html'));
    expect(files.filter((file) => !inArchive(file))).toEqual([]);
  });

  test('holds every production dependency and none of the build’s or tests’ tools', () => {
    const missing = Object.keys(pkg.dependencies).filter((name) => !inArchive(`node_modules/${name}/package.json`));
    expect(missing).toEqual([]);
    const devTools = DEV_ONLY.filter((name) => inArchive(`node_modules/${name}/package.json`));
    expect(devTools).toEqual([]);
    expect(DEV_ONLY.every((name) => name in pkg.devDependencies)).toBe(true);
  });

  test('holds every package the production dependencies need in turn, down to the last', () => {
    const needed = productionClosure();
    expect(needed.length).toBeGreaterThan(Object.keys(pkg.dependencies).length);
    expect(needed).toContain('conf@15.1.0');
    const packed = packagesInArchive();
    expect(needed.filter((name) => !packed.has(name))).toEqual([]);
  });

  test('unpacks every native module, and ships no binding built for Node’s ABI (Electron could not load it)', () => {
    const natives = entries.filter((entry) => entry.endsWith('.node')).map((entry) => entry.slice(1));
    expect(natives.some((file) => file.includes('@resvg/'))).toBe(true);
    expect(natives.filter((file) => !unpacked(file))).toEqual([]);
    expect(natives.filter((file) => file.startsWith('node_modules/better-sqlite3/'))).toEqual([]);
  });

  test('puts better-sqlite3’s Electron build where the packaged shell looks for it', () => {
    const binding = electronSqliteBinding({ isPackaged: true, resourcesPath: resources, appPath: archive });
    expect(readFileSync(binding, 'utf8')).toBe('stand-in for the Electron build of better-sqlite3');
  });

  test('unpacks every file the main bundle resolves or joins to its own folder outside out/ (fonts, the icon)', () => {
    const mainFiles = filesUnder(join(work, 'app', 'out', 'main')).filter((file) => file.endsWith('.js'));
    const byPath = new Set<string>();
    for (const file of mainFiles) {
      const code = readFileSync(file, 'utf8');
      for (const [, request] of code.matchAll(/require\.resolve\("([^"]+)"\)/g)) {
        byPath.add(relative(ROOT, requireHere.resolve(request ?? '')));
      }
      for (const [, path] of code.matchAll(/__dirname, "([^"]+)"/g)) {
        const target = relative(join(work, 'app'), resolve(dirname(file), path ?? ''));
        // The preloads stay in the archive: Electron loads them from it.
        if (!target.startsWith(`out${sep}`)) byPath.add(target);
      }
    }
    const list = [...byPath];
    expect(list).toContain(join('resources', 'icon.png'));
    expect(list.some((file) => file.endsWith('NotoSansArabic_400Regular.ttf'))).toBe(true);
    expect(list.filter((file) => !unpacked(file))).toEqual([]);
  });

  test('unpacks the font metrics pdfkit reads by path for receipts’ PDFs', () => {
    const pdfkit = join('node_modules', 'pdfkit', 'js');
    const code = readFileSync(join(ROOT, pdfkit, 'pdfkit.js'), 'utf8');
    const data = [...code.matchAll(/__dirname \+ '\/(data\/[^']+)'/g)].map(([, file]) => join(pdfkit, file ?? ''));
    expect(data.length).toBeGreaterThan(10);
    expect(data.filter((file) => !unpacked(file))).toEqual([]);
  });

  test('refuses to pack a till without better-sqlite3’s Electron build (it would start and die at once)', async () => {
    rmSync(join(work, 'app', 'build', 'electron-native', 'better_sqlite3.node'));
    const packing = builder.build({
      projectDir: join(work, 'app'),
      targets: builder.Platform.LINUX.createTarget('dir', builder.Arch.x64),
      publish: 'never',
      config: { ...freshConfig(), electronDist, directories: { ...config.directories, output: join(work, 'refused') } },
    });
    await expect(packing).rejects.toThrow(/better_sqlite3\.node is missing: run `npm ci` on a machine with internet/);
    expect(existsSync(join(work, 'refused', 'linux-unpacked', 'resources', 'app.asar'))).toBe(false);
  });
});
