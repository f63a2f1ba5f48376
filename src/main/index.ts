/**
 * Electron entry: the app's lifecycle around the core. Everything with logic lives in ./shell as plain
 * functions; this file only wires them in the order Electron requires.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, type BrowserWindow, dialog, ipcMain, session, type WebContents } from 'electron';
import { NOBODY } from '../shared/actor';
import { createConsoleLogger } from './logger';
import { builtRendererDir } from './renderer-files/renderer-file';
import { appEntryUrl } from './shell/app-origin';
import { registerAppScheme, serveRenderer } from './shell/app-protocol';
import { bindContractToIpc, forwardEvents } from './shell/ipc-bridge';
import { describeSender, isTrustedSender } from './shell/ipc-sender-check';
import { bringForward, createMainWindow } from './shell/main-window';
import { electronPagePrinter } from './shell/page-printer';
import { printPageUrl } from './shell/print-page-url';
import { secureWebPreferences } from './shell/web-preferences';
import { electronSqliteBinding } from './shell/native-binding';
import { hardenWebContents } from './shell/navigation-guard';
import { openSafeStorageSecrets } from './shell/safe-storage-secrets';
import { ACCEPT_BASIC_TEXT_SWITCH } from './shell/secret-storage-policy';
import { hardenSession } from './shell/session-guard';
import { createTill, type Till } from './till';
import { electronFileSaver } from './shell/save-dialog';
import { electronFileOpener } from './shell/open-dialog';
import { messageOf } from '../shared/errors';

const logger = createConsoleLogger();
// electron-vite dev serves the renderer with hot reload; a packaged till never listens to that variable.
const entry = appEntryUrl(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
const refused = (what: string, detail: string) => logger.warn(`refused ${what}`, { detail });

let till: Till | null = null;
let window: BrowserWindow | null = null;
/** The hidden windows receipts print from: the IPC check trusts them while they live. */
const printWindows = new Set<WebContents>();
const isTillWindow = (contents: WebContents) => contents === window?.webContents || printWindows.has(contents);
const preload = join(__dirname, '../preload/index.js');

registerAppScheme();
app.enableSandbox();
// `--data-dir=<dir>`: a folder of this till's own (tests; a second till on one machine). It also scopes the
// single-instance lock, which lives in the data folder.
const dataDirSwitch = app.commandLine.getSwitchValue('data-dir');
if (dataDirSwitch) app.setPath('userData', resolve(dataDirSwitch));

if (!app.requestSingleInstanceLock()) {
  // Another till is running on this data: it gets the focus (its 'second-instance'), this one leaves.
  app.quit();
} else {
  app.on('second-instance', () => bringForward(window));
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, entry, refused));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', closeTillFirst);
  app.whenReady().then(start).catch(failToStart);
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession, refused);
  serveRenderer(builtRendererDir(__dirname));
  const nativeBinding = electronSqliteBinding({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() });
  if (!existsSync(nativeBinding)) {
    throw new Error(`The database driver for Electron is missing (${nativeBinding}). Run \`npm ci\` on a machine with internet, or use \`npm run start:web\`.`);
  }
  const core = await createTill({
    dataDir: app.getPath('userData'),
    secrets: openSafeStorageSecrets(app.commandLine.hasSwitch(ACCEPT_BASIC_TEXT_SWITCH)),
    nativeBinding,
    logger,
    pagePrinter: electronPagePrinter({
      pageUrl: (route, language) => printPageUrl(entry, route, language),
      webPreferences: () => secureWebPreferences(preload, false),
      listFrom: () => (window && !window.isDestroyed() ? window.webContents : null),
      track: (contents, alive) => (alive ? printWindows.add(contents) : printWindows.delete(contents)),
    }),
    saveFile: electronFileSaver(() => window),
    openFile: electronFileOpener(() => window),
  });
  till = core;
  // Bound before the page loads, so its first call finds a handler.
  bindContractToIpc(ipcMain, {
    till: core,
    logger,
    isTrusted: (event) => isTrustedSender(describeSender(event, isTillWindow), entry),
    afterCall: (method) => {
      if (method === 'settings.update') void applyKioskSetting(core);
    },
  });
  forwardEvents(core.events, (channel, event, payload) => {
    if (window && !window.isDestroyed()) window.webContents.send(channel, event, payload);
  });
  const settings = await core.handlers['settings.get']({}, NOBODY);
  window = createMainWindow({
    entry,
    preload,
    kiosk: settings.shop.kiosk,
    allowDevTools: !app.isPackaged,
    onManagerExit: () => app.quit(),
  });
}

async function applyKioskSetting(core: Till): Promise<void> {
  const { shop } = await core.handlers['settings.get']({}, NOBODY);
  if (window && !window.isDestroyed() && window.isKiosk() !== shop.kiosk) window.setKiosk(shop.kiosk);
}

/** Quitting waits for the core: in-flight sends finish or are left to the reconciler, the journal closes. */
function closeTillFirst(event: Electron.Event): void {
  if (!till) return;
  event.preventDefault();
  const closing = till;
  till = null;
  closing
    .close()
    .catch((error: unknown) => logger.error('the till did not close cleanly', { error: String(error) }))
    .finally(() => app.quit());
}

function failToStart(error: unknown): void {
  const message = messageOf(error);
  logger.error('the till could not start', { error: message });
  dialog.showErrorBox('Airtime Till cannot start', message);
  app.exit(1);
}
