/**
 * The day the Day screen shows (null: the till's current business day), remembered in the page's history entry
 * as well as the screen's state: a reload (or Back from an address opened by hand) must find the day it left, a
 * closed day's Z, not the next day's empty figures. Opening the screen from its tab makes a new entry, so it
 * starts on the current day.
 */
import { useCallback, useState } from 'react';

const MARK = 'dayShown';

function remembered(): string | null {
  const state: unknown = window.history.state;
  const day = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof day === 'string' ? day : null;
}

export function useShownDay(): [string | null, (day: string | null) => void] {
  const [day, setDay] = useState(remembered);
  const show = useCallback((next: string | null) => {
    setDay(next);
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: next }, '');
  }, []);
  return [day, show];
}
