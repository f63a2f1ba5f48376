/**
 * Electron entry: the app's lifecycle around the core. Everything with logic lives in ./shell as plain
 * functions; this file only wires them in the order Electron requires.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, type BrowserWindow, dialog, ipcMain, screen, session, type WebContents } from 'electron';
import { NOBODY } from '../shared/actor';
import { createConsoleLogger } from './logger';
import { builtRendererDir } from './renderer-files/renderer-file';
import { appEntryUrl, customerPageUrl } from './shell/app-origin';
import { registerAppScheme, serveRenderer } from './shell/app-protocol';
import { bindCustomerReplies, createCustomerDisplayShell, type CustomerDisplayShell } from './shell/customer-display';
import { customerScreens } from './shell/customer-screens';
import { openCustomerWindow } from './shell/customer-window';
import { bindContractToIpc, forwardEvents } from './shell/ipc-bridge';
import { describeSender, isTrustedSender } from './shell/ipc-sender-check';
import { applyLoginItem, loginItemPlan } from './shell/login-item';
import { bringForward, createMainWindow } from './shell/main-window';
import { managerExit } from './shell/manager-exit';
import { electronPagePrinter } from './shell/page-printer';
import { printPageUrl } from './shell/print-page-url';
import { secureWebPreferences } from './shell/web-preferences';
import { electronSqliteBinding } from './shell/native-binding';
import { hardenWebContents } from './shell/navigation-guard';
import { openSafeStorageSecrets } from './shell/safe-storage-secrets';
import { ACCEPT_BASIC_TEXT_SWITCH } from './shell/secret-storage-policy';
import { watchRenderer } from './shell/renderer-recovery';
import { hardenSession } from './shell/session-guard';
import { createWindowRoles } from './shell/window-roles';
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
let customerDisplay: CustomerDisplayShell | null = null;
/** The counter's window and the hidden ones receipts print from may use the contract; the customer display may not. */
const windowRoles = createWindowRoles<WebContents>();
const preload = join(__dirname, '../preload/index.js');
const customerPreload = join(__dirname, '../preload/customer.js');

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
      track: (contents, alive) => windowRoles.set(contents, alive ? 'print' : null),
    }),
    saveFile: electronFileSaver(() => window),
    openFile: electronFileOpener(() => window),
    customerScreens: () => customerScreens(screen.getAllDisplays(), screen.getPrimaryDisplay().id),
  });
  till = core;
  // Bound before the page loads, so its first call finds a handler.
  bindContractToIpc(ipcMain, {
    till: core,
    logger,
    isTrusted: (event) => isTrustedSender(describeSender(event, windowRoles.mayUseContract), entry),
    afterCall: (method) => {
      if (method !== 'settings.update') return;
      void applyKioskSetting(core);
      void followCustomerDisplaySetting(core);
    },
  });
  bindCustomerReplies(ipcMain, {
    door: core.customer,
    isDisplay: (event) => isTrustedSender(describeSender(event, windowRoles.isCustomerDisplay), entry),
    logger,
    // The customer's tap focused the display: the clerk's keyboard goes back to the counter's window.
    afterReply: () => {
      if (window && !window.isDestroyed()) window.focus();
    },
  });
  customerDisplay = createCustomerDisplayShell({
    door: core.customer,
    open: (bounds) => openCustomerWindow({ url: customerPageUrl(entry), preload: customerPreload, allowDevTools: !app.isPackaged, bounds }),
    track: (contents, alive) => windowRoles.set(contents, alive ? 'customer-display' : null),
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
    onManagerExit: () => void onManagerExit(core),
  });
  const counter = window.webContents;
  windowRoles.set(counter, 'counter');
  watchRenderer({ contents: counter, entry, logger, now: Date.now });
  followLoginItem(settings.shop.kiosk);
  // The display alone would keep the app from quitting ('window-all-closed'): it goes with the counter's window.
  window.on('closed', () => {
    windowRoles.set(counter, null);
    customerDisplay?.close();
  });
  // A screen plugged back in gets its display again; one unplugged loses it; one resized or rotated refits it.
  const follow = () => void followCustomerDisplaySetting(core);
  screen.on('display-added', follow);
  screen.on('display-removed', follow);
  screen.on('display-metrics-changed', follow);
  await followCustomerDisplaySetting(core);
}

/** Opens, moves or closes the customer display to match Settings → Customer display and the screens connected now. */
async function followCustomerDisplaySetting(core: Till): Promise<void> {
  try {
    const { customerDisplay: setting } = await core.handlers['settings.get']({}, NOBODY);
    if (!customerDisplay || !window || window.isDestroyed()) return;
    const clerkScreenId = screen.getDisplayMatching(window.getBounds()).id;
    const plan = customerDisplay.follow(screen.getAllDisplays(), setting.screenId, clerkScreenId);
    if (plan.action !== 'none') logger.info('customer display', { action: plan.action, screenId: setting.screenId });
  } catch (error) {
    // A screen event while the till closes: nothing left to follow.
    logger.warn('the customer display could not follow the setting', { error: messageOf(error) });
  }
}

async function applyKioskSetting(core: Till): Promise<void> {
  const { shop } = await core.handlers['settings.get']({}, NOBODY);
  if (window && !window.isDestroyed() && window.isKiosk() !== shop.kiosk) window.setKiosk(shop.kiosk);
  followLoginItem(shop.kiosk);
}

/** Kiosk mode on: the till starts when the computer's user logs in; off: it no longer does. */
function followLoginItem(kiosk: boolean): void {
  try {
    const plan = loginItemPlan({
      kiosk,
      isPackaged: app.isPackaged,
      platform: process.platform,
      execPath: process.execPath,
      appImage: process.env.APPIMAGE,
      args: dataDirSwitch ? [`--data-dir=${resolve(dataDirSwitch)}`] : [],
      xdgConfigHome: process.env.XDG_CONFIG_HOME,
    });
    applyLoginItem(plan, (settings) => app.setLoginItemSettings(settings));
    if (plan.kind !== 'none') logger.info('start at login', { kind: plan.kind, on: kiosk });
  } catch (error) {
    // The till runs on without it; the technician sees why in the log.
    logger.warn('start at login could not be set', { error: messageOf(error) });
  }
}

/** The manager's chord: Settings in kiosk mode (a manager's PIN opens them), quitting otherwise. */
async function onManagerExit(core: Till): Promise<void> {
  const { shop } = await core.handlers['settings.get']({}, NOBODY);
  const exit = managerExit(shop.kiosk, entry);
  if (exit.action === 'quit') app.quit();
  else if (window && !window.isDestroyed()) void window.webContents.loadURL(exit.url);
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
