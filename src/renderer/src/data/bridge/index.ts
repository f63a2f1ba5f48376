/**
 * The renderer's one bridge to the till: Electron's `window.till` when the preload put it there, else the web
 * host's HTTP transport with the token from the page address. Null when neither is possible (a browser
 * opened without the token): the screen then says how to open the till properly.
 */
import type { TillBridge } from '@shared/contract';
import { findAccessToken } from './access-token';
import { httpBridge } from './http-transport';
import { ipcBridge } from './ipc-transport';

const TOKEN_KEY = 'till.token';

export function connectBridge(): TillBridge | null {
  if (window.till) return ipcBridge(window.till);
  const found = findAccessToken(window.location.hash, window.sessionStorage.getItem(TOKEN_KEY));
  if (found.fromFragment && found.token) {
    window.sessionStorage.setItem(TOKEN_KEY, found.token);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  }
  return found.token ? httpBridge(found.token) : null;
}
