// `npm start` (after `npm run build`): the Electron till where its binary is installed; otherwise one line
// saying so, and the same till in browser mode (the built web host, in this process). Arguments after
// `npm start --` go to whichever starts.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { electronBinaryPath } from './electron-binary.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electron = electronBinaryPath();

if (electron) {
  const child = spawn(electron, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
  // The window's own quit path closes the till gracefully; a signal to `npm start` asks it to do the same.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  console.log('The Electron binary is not installed on this machine (no internet during `npm ci`?): starting the till in browser mode instead.');
  // The web host reads process.argv.slice(2), which is exactly what was passed to this script.
  await import(pathToFileURL(join(root, 'out', 'main', 'web-host.js')).href);
}
