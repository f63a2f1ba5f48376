/**
 * The customer display's window: frameless, full screen on its screen, the till window's hardening with a
 * preload of its own, no menu (so no reload or devtools accelerators), shown without taking the clerk's
 * keyboard. ./customer-display.ts decides when it opens, moves and closes, and what it is sent.
 */
import { BrowserWindow, type Rectangle, type WebContents } from 'electron';
import { CUSTOMER_VIEW_CHANNEL } from '../../shared/ipc-channels';
import type { DisplayWindow } from './customer-display';
import { customerWindowOptions } from './web-preferences';

export interface CustomerWindowSetup {
  /** customerPageUrl(entry): the renderer's /customer page on the app's origin. */
  url: string;
  preload: string;
  allowDevTools: boolean;
  bounds: Rectangle;
}

export function openCustomerWindow(setup: CustomerWindowSetup): DisplayWindow<WebContents> {
  const window = new BrowserWindow(customerWindowOptions(setup));
  const contents = window.webContents;
  window.removeMenu();
  // showInactive: the clerk goes on typing on the counter's window while the display appears.
  window.once('ready-to-show', () => window.showInactive());
  void window.loadURL(setup.url);
  return {
    contents,
    send(view) {
      if (!contents.isDestroyed()) contents.send(CUSTOMER_VIEW_CHANNEL, view);
    },
    place(bounds) {
      if (window.isDestroyed()) return;
      // A full-screen window keeps its screen; out of full screen it moves, then fills the new bounds.
      window.setFullScreen(false);
      window.setBounds(bounds);
      window.setFullScreen(true);
    },
    close() {
      if (!window.isDestroyed()) window.close();
    },
    on(event, listener) {
      if (event === 'load') contents.on('did-finish-load', listener);
      else if (event === 'gone') contents.on('render-process-gone', listener);
      else window.on('closed', listener);
    },
  };
}
