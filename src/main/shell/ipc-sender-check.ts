/**
 * Every IPC call is checked for who sent it: the main frame of the till's own window, showing the app's own
 * origin. An iframe, another window or a page that somehow navigated away gets nothing.
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

export function describeSender(event: IpcMainInvokeEvent, tillWindow: WebContents | null): IpcSender {
  const frame = event.senderFrame;
  return { frameUrl: frame?.url ?? null, isMainFrame: frame !== null && frame.parent === null, fromTillWindow: tillWindow !== null && event.sender === tillWindow };
}
