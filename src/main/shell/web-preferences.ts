/** The till window's options: every Electron hardening switch set explicitly, whatever the defaults of the day. */
import type { BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron';

export function secureWebPreferences(preload: string, allowDevTools: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    // A kiosk clerk must not open the developer tools; a developer running from source may.
    devTools: allowDevTools,
  };
}

export interface MainWindowChoice {
  preload: string;
  /** From the shop settings: full screen with no way out but the manager's exit. */
  kiosk: boolean;
  allowDevTools: boolean;
}

export function mainWindowOptions(choice: MainWindowChoice): BrowserWindowConstructorOptions {
  return {
    title: 'Airtime Till',
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    // Shown once the first paint is ready, so the counter never sees a white flash.
    show: false,
    backgroundColor: '#10151c',
    kiosk: choice.kiosk,
    fullscreen: choice.kiosk,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(choice.preload, choice.allowDevTools),
  };
}

export interface CustomerWindowChoice {
  /** The customer display's own preload (its view and the customer's answer, not the contract). */
  preload: string;
  /** The chosen screen's bounds: the window opens there, full screen. */
  bounds: Rectangle;
  allowDevTools: boolean;
}

/** The customer display: the till window's hardening, no frame or menu, full screen on its screen, out of the task bar. */
export function customerWindowOptions(choice: CustomerWindowChoice): BrowserWindowConstructorOptions {
  const { x, y, width, height } = choice.bounds;
  return {
    title: 'Airtime Till — customer display',
    x,
    y,
    width,
    height,
    frame: false,
    fullscreen: true,
    show: false,
    backgroundColor: '#10151c',
    autoHideMenuBar: true,
    // The clerk switches between one till, not two; the customer has no keyboard to minimise it with.
    skipTaskbar: true,
    minimizable: false,
    maximizable: false,
    webPreferences: secureWebPreferences(choice.preload, choice.allowDevTools),
  };
}
