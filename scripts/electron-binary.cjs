// Where the Electron binary is installed, or null. Unlike `require('electron')`, this never tries to
// download it (that is postinstall's job), so asking costs nothing on a machine without internet.
// CommonJS so that both scripts/start.mjs and the Playwright tests (which compile to CommonJS) can load it.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** @returns {string | null} */
function electronBinaryPath() {
  let packageDir;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  // electron's own index.js reads the same two places: path.txt (written by its installer) and the override.
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const binary = join(dist, readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

module.exports = { electronBinaryPath };
