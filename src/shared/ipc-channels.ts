/**
 * The Electron IPC that carries the contract between the preload and the shell: channel names and the
 * envelope of an answer. Type-only imports, so the sandboxed preload bundles no schema library.
 */
import type { MethodName } from './contract';
import type { TillErrorBody } from './errors';

/** Main pushes every contract event on this one channel as (name, payload). */
export const EVENT_CHANNEL = 'till:event';

/**
 * The customer display window's two channels, apart from the contract's `till:*` ones: main pushes the
 * customer's view on the first, the display sends the customer's answer on the second. Nothing else passes.
 */
export const CUSTOMER_VIEW_CHANNEL = 'customer-display:view';
export const CUSTOMER_REPLY_CHANNEL = 'customer-display:reply';

export function methodChannel(method: MethodName): `till:${MethodName}` {
  return `till:${method}`;
}

/**
 * Electron keeps only the message of an Error thrown by an `ipcMain.handle` handler, so a failed call is
 * answered with its error body as a value instead.
 */
export type IpcResult = { value: unknown } | { error: TillErrorBody };
