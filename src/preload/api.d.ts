/** What the preloads put on `window` in Electron; absent in a browser (the web host's page). */
import type { TillBridge } from '../shared/contract';
import type { CustomerDisplayBridge } from '../shared/customer-display-bridge';

declare global {
  interface Window {
    /** The counter's window (and the hidden print windows): the contract. */
    till?: TillBridge;
    /** The customer display window only: its view and the customer's answer. */
    customerDisplay?: CustomerDisplayBridge;
  }
}
