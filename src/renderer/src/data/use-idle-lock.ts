/**
 * Calls `onIdle` once the till has gone `minutes` without a touch, a click, a pointer move or a key. Activity
 * is only noted as it happens (no timer per event); one timer looks when the time could be up. Listening in
 * the capture phase, activity counts even where a dialog keeps an event to itself. Should `onIdle` not end
 * the session (the lock's call failed), it is called again after another quiet spell.
 */
import { useEffect, useEffectEvent } from 'react';

const ACTIVITY = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

export function useIdleLock(minutes: number, onIdle: () => void): void {
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    const limit = minutes * 60_000;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const quiet = Date.now() - last;
      if (quiet < limit) {
        timer = setTimeout(check, limit - quiet);
        return;
      }
      last = Date.now();
      timer = setTimeout(check, limit);
      idle();
    };
    const active = () => {
      last = Date.now();
    };
    for (const type of ACTIVITY) window.addEventListener(type, active, { capture: true, passive: true });
    timer = setTimeout(check, limit);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, active, { capture: true });
    };
  }, [minutes]);
}
