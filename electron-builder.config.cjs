// electron-builder's configuration of the desktop till (`npm run dist:win` on Windows, `npm run dist:linux` on
// Linux, each on a machine with internet: the targets download their tools and Electron itself).
// test/e2e/packaging.spec.ts packs it with `--dir` against a stand-in Electron and
// checks the layout this file promises.
const { existsSync } = require('node:fs');
const { isAbsolute, join } = require('node:path');

/**
 * better-sqlite3 built for Electron's ABI by the postinstall (scripts/electron-native.mjs), shipped beside
 * app.asar as `resources/better_sqlite3.node`, where src/main/shell/native-binding.ts looks in a packaged app.
 * The Node build in node_modules (the tests' and the web host's) is left out: Electron could not load it.
 */
const ELECTRON_SQLITE_SOURCE = 'build/electron-native/better_sqlite3.node';
const ELECTRON_SQLITE_TARGET = 'better_sqlite3.node';

/**
 * Files something other than Node's `fs` opens by their path: those stay outside app.asar, in
 * app.asar.unpacked/ beside it (Electron's `fs` reads inside the archive, native code and the OS do not).
 */
const UNPACKED = [
  // Native modules: the OS loads a .node file from a real path (resvg's binding is a package per platform).
  '**/*.node',
  // resvg (Rust) opens the Arabic receipt font by path to draw lines a printer's own font cannot print.
  'node_modules/@expo-google-fonts/noto-sans-arabic/**/*.ttf',
  // pdfkit reads its standard fonts' metrics with readFileSync(__dirname + '/data/…'): Electron's fs would
  // find them in the archive, but a file read by path is kept on disk by the same rule as the others.
  'node_modules/pdfkit/js/data/**',
  // The window's icon: the main bundle passes its path (resources/icon.png, from `?asset`) to BrowserWindow.
  'resources/icon.png',
];

/** @type {import('electron-builder').Configuration} */
const config = {
  appId: 'app.airtime-till.till',
  productName: 'Airtime Till',
  executableName: 'airtime-till',
  copyright: 'Airtime Till',
  directories: { output: 'dist', buildResources: 'resources' },
  // What electron-vite built, the icon the window shows, and package.json; electron-builder adds the
  // production dependencies (never devDependencies) from node_modules.
  files: [
    'out/**',
    'resources/icon.png',
    'package.json',
    // Sources and build leftovers of the native modules: the Electron binding comes from extraResources.
    '!node_modules/better-sqlite3/{deps,src,build}/**',
    '!node_modules/**/*.{md,map,d.ts,d.cts,d.mts}',
    '!node_modules/**/{test,tests,__tests__,docs,example,examples}/**',
  ],
  extraResources: [{ from: ELECTRON_SQLITE_SOURCE, to: ELECTRON_SQLITE_TARGET }],
  asar: true,
  asarUnpack: UNPACKED,
  // The postinstall already built the Electron binding apart; rebuilding node_modules in place would swap the
  // Node build the web host runs on for one only Electron can load.
  npmRebuild: false,
  nodeGypRebuild: false,
  buildDependenciesFromSource: false,
  beforePack: refuseWithoutElectronSqlite,
  // A production dependency electron-builder cannot find on disk fails the pack. Left to its default (a warning),
  // a till would be packed without it and die with MODULE_NOT_FOUND at the shop.
  allowMissingDependencies: false,
  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    // Every size Windows draws (16 to 256 px), made from icon.png with ImageMagick.
    icon: 'resources/icon.ico',
  },
  nsis: {
    // Per machine: installed once under Program Files for every Windows user (and the kiosk user) of the PC.
    oneClick: false,
    perMachine: true,
    allowElevation: true,
    allowToChangeInstallationDirectory: false,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    shortcutName: 'Airtime Till',
    installerIcon: 'resources/icon.ico',
    uninstallerIcon: 'resources/icon.ico',
    // The journal lives in the user's app-data folder: uninstalling must never delete a shop's sales.
    deleteAppDataOnUninstall: false,
    artifactName: 'airtime-till-setup-${version}-${arch}.${ext}',
  },
  linux: {
    target: [
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ],
    icon: 'resources/icon.png',
    category: 'Office',
    synopsis: 'Point-of-sale till for mobile airtime top-ups',
    maintainer: 'Airtime Till <till@airtime-till.app>',
    artifactName: 'airtime-till-${version}-${arch}.${ext}',
  },
};

/** A packed till without its database driver would start and die at once: refuse to pack one. */
function refuseWithoutElectronSqlite(context) {
  const projectDir = context.packager.info.projectDir;
  for (const { from, to } of context.packager.config.extraResources) {
    if (to !== ELECTRON_SQLITE_TARGET) continue;
    const path = isAbsolute(from) ? from : join(projectDir, from);
    if (!existsSync(path)) {
      throw new Error(`${path} is missing: run \`npm ci\` on a machine with internet (scripts/electron-native.mjs builds better-sqlite3 for Electron) before packing`);
    }
  }
}

module.exports = config;
