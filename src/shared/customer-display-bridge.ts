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
  // Heard from the start and kept: main sends the present view as the page loads, before the page (its script
  // loaded on demand) listens, and IPC keeps nothing for a listener that comes later.
  let last: CustomerView | null = null;
  const listeners = new Set<(view: CustomerView) => void>();
  ipc.on(CUSTOMER_VIEW_CHANNEL, (_event, view) => {
    last = view;
    // The IPC event (with its sender) stays in the preload; the page gets the view alone.
    for (const listener of [...listeners]) listener(view);
  });
  return {
    onView(listener) {
      listeners.add(listener);
      if (last) listener(last);
      return () => void listeners.delete(listener);
    },
    reply(reply) {
      // Only the two fields cross; main checks them against CustomerReply again.
      ipc.send(CUSTOMER_REPLY_CHANNEL, { id: reply.id, answer: reply.answer });
    },
  };
}
