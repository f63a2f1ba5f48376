/**
 * Tells the core the clerk is still at the till while they work without calling it (counting the drawer on the
 * keypad, filling a form): the core's own idle lock, behind the screen's, must not end a session in use. At most
 * one call every 20 seconds, and only after a touch or a key.
 */
import { useEffect } from 'react';
import { useBridge } from './bridge-context';

const ACTIVITY = ['pointerdown', 'keydown'] as const;
const AT_MOST_EVERY_MS = 20_000;

export function useKeepAlive(): void {
  const bridge = useBridge();
  useEffect(() => {
    let last = Date.now();
    const active = () => {
      if (Date.now() - last < AT_MOST_EVERY_MS) return;
      last = Date.now();
      // A refusal (locked meanwhile) is the gate's to show; nothing to do here.
      bridge['clerks.touch']().catch(() => undefined);
    };
    for (const type of ACTIVITY) window.addEventListener(type, active, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, active, { capture: true });
    };
  }, [bridge]);
}
