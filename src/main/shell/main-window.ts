/** The till's one window: hardened options, the app's page, and the manager's exit chord. */
import { BrowserWindow } from 'electron';
import icon from '../../../resources/icon.png?asset';
import { isManagerExitChord } from './manager-exit';
import { mainWindowOptions, type MainWindowChoice } from './web-preferences';

export interface MainWindowPlan extends MainWindowChoice {
  entry: URL;
  onManagerExit(): void;
}

export function createMainWindow(plan: MainWindowPlan): BrowserWindow {
  // The icon shows in the Linux task bar; Windows and macOS take theirs from the packaged app.
  const window = new BrowserWindow({ ...mainWindowOptions(plan), icon });
  // A shop's till has no menu, hidden or not: its Quit, Close and Reload keys would be ways out of kiosk mode.
  // Run from source, the developer keeps it (Reload, the developer tools).
  if (!plan.allowDevTools) window.removeMenu();
  window.once('ready-to-show', () => window.show());
  window.webContents.on('before-input-event', (event, input) => {
    if (!isManagerExitChord(input)) return;
    event.preventDefault();
    plan.onManagerExit();
  });
  void window.loadURL(plan.entry.href);
  return window;
}

/** A second launch of the till brings this window forward instead of opening another till. */
export function bringForward(window: BrowserWindow | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
