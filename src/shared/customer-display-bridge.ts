/**
 * What the customer display window's preload puts on `window.customerDisplay`: the customer's view as main
 * pushes it, and the customer's answer back. No contract method, no raw IPC. Type-only imports, so the
 * sandboxed preload bundles no schema library.
 */
import type { CustomerReply, CustomerView } from './contract';
import { CUSTOMER_REPLY_CHANNEL, CUSTOMER_VIEW_CHANNEL } from './ipc-channels';

export interface CustomerDisplayBridge {
  /** Told every view main pushes (the present one first, on load); the answer stops it. */
  onView(listener: (view: CustomerView) => void): () => void;
  reply(reply: CustomerReply): void;
}

/** The part of `ipcRenderer` the bridge uses; the listener's first argument is the IPC event, never passed on. */
export interface CustomerDisplayIpc {
  on(channel: string, listener: (event: unknown, view: CustomerView) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, view: CustomerView) => void): unknown;
  send(channel: string, payload: CustomerReply): void;
}

export function customerDisplayBridge(ipc: CustomerDisplayIpc): CustomerDisplayBridge {
  return {
    onView(listener) {
      // The IPC event (with its sender) stays in the preload; the page gets the view alone.
      const relay = (_event: unknown, view: CustomerView) => listener(view);
      ipc.on(CUSTOMER_VIEW_CHANNEL, relay);
      return () => void ipc.removeListener(CUSTOMER_VIEW_CHANNEL, relay);
    },
    reply(reply) {
      // Only the two fields cross; main checks them against CustomerReply again.
      ipc.send(CUSTOMER_REPLY_CHANNEL, { id: reply.id, answer: reply.answer });
    },
  };
}
