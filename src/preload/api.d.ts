/** What the preload puts on `window` in Electron; absent in a browser (the web host's page). */
import type { TillBridge } from '../shared/contract';

declare global {
  interface Window {
    till?: TillBridge;
  }
}
