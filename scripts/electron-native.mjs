// postinstall: give Electron what plain Node does not need, without ever failing `npm ci`.
//  1. the Electron binary (electron's own install script; npm does not run it for us), and
//  2. a better-sqlite3 binding built for Electron's ABI, kept apart in build/electron-native/ so the
//     Node build in node_modules (used by every test) is untouched. The shell passes it to better-sqlite3's
//     `nativeBinding` option when it runs inside Electron.
// Both need the internet (electron's binary, Electron headers or a prebuilt binding). Where there is none,
// say so in one line and carry on: the tests and the web host run on the Node build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const outDir = join(root, 'build', 'electron-native');
const outFile = join(outDir, 'better_sqlite3.node');
const quiet = { stdio: 'ignore', timeout: 180_000 };

function electronVersion() {
  return require('electron/package.json').version;
}

function installElectronBinary() {
  const script = join(dirname(require.resolve('electron/package.json')), 'install.js');
  return spawnSync(process.execPath, [script], quiet).status === 0;
}

function buildSqliteForElectron(version) {
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  const work = mkdtempSync(join(tmpdir(), 'till-sqlite-electron-'));
  try {
    cpSync(source, work, { recursive: true, filter: (p) => !p.includes(`${source}/build`) });
    const runtime = ['--runtime=electron', `--target=${version}`, `--arch=${process.arch}`];
    const prebuilt = spawnSync(process.execPath, [require.resolve('prebuild-install/bin.js'), ...runtime], { ...quiet, cwd: work });
    if (prebuilt.status !== 0) {
      const gyp = process.env.npm_config_node_gyp;
      if (!gyp) return false;
      const headers = ['--dist-url=https://electronjs.org/headers', `--target=${version}`, '--release'];
      const compiled = spawnSync(process.execPath, [gyp, 'rebuild', ...headers], { ...quiet, cwd: work, env: { ...process.env, npm_config_nodedir: '' } });
      if (compiled.status !== 0) return false;
    }
    mkdirSync(outDir, { recursive: true });
    cpSync(join(work, 'build', 'Release', 'better_sqlite3.node'), outFile);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.env.TILL_SKIP_ELECTRON_NATIVE === '1') process.exit(0);
const version = electronVersion();
const binary = installElectronBinary();
const sqlite = existsSync(outFile) || buildSqliteForElectron(version);
if (binary && sqlite) {
  console.log(`electron-native: Electron ${version} binary and its better-sqlite3 build are ready`);
} else {
  const missing = [!binary && 'the Electron binary', !sqlite && 'the Electron build of better-sqlite3'].filter(Boolean).join(' and ');
  console.log(`electron-native: could not fetch ${missing} (no internet?) — tests and the web host use Node; \`npm start\` falls back to the web host`);
}
