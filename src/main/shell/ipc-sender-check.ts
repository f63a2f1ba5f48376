/**
 * Every IPC call is checked for who sent it: the main frame of one of the till's own windows (the counter's,
 * or the hidden one a receipt is printed from), showing the app's own origin. An iframe, another window or a
 * page that somehow navigated away gets nothing.
 */
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { isAppOrigin } from './app-origin';

export interface IpcSender {
  /** The sending frame's URL; null when the frame is gone (navigated or destroyed) by the time we look. */
  frameUrl: string | null;
  isMainFrame: boolean;
  fromTillWindow: boolean;
}

export function isTrustedSender(sender: IpcSender, entry: URL): boolean {
  return sender.fromTillWindow && sender.isMainFrame && isAppOrigin(sender.frameUrl, entry);
}

/** For `ipcMain.handle` (the contract) and `ipcMain.on` (the customer display's answer) alike. */
export function describeSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, isTillWindow: (contents: WebContents) => boolean): IpcSender {
  const frame = event.senderFrame;
  return { frameUrl: frame?.url ?? null, isMainFrame: frame !== null && frame.parent === null, fromTillWindow: isTillWindow(event.sender) };
}
