/**
 * The computer's screens as Settings → Customer display lists them, and where on them the customer display
 * window belongs: pure, from Electron's `screen.getAllDisplays()`.
 */
import type { Rectangle } from 'electron';
import type { CustomerDisplayScreen } from '../../shared/contract';

/** The part of Electron's Display this needs. */
export interface DisplayLike {
  id: number;
  /** The monitor's name; empty on some systems (Linux without the EDID name). */
  label: string;
  bounds: Rectangle;
}

export function customerScreens(displays: readonly DisplayLike[], primaryId: number): CustomerDisplayScreen[] {
  return displays.map((display, index) => ({
    id: display.id,
    label: display.label.trim() || `Screen ${index + 1}`,
    // Bounds are in device-independent pixels and may be fractional with some scale factors; the list shows whole ones.
    width: Math.round(display.bounds.width),
    height: Math.round(display.bounds.height),
    primary: display.id === primaryId,
  }));
}

export type CustomerWindowPlan = { action: 'open' | 'move'; bounds: Rectangle } | { action: 'close' | 'none' };

/**
 * What to do with the customer display window so it matches the setting and the screens connected now:
 * `placed` is where it stands (null: no window). Its screen gone, or no screen chosen: close. Its screen back:
 * open. Another screen chosen, or its screen resized or moved: move. The screen the clerk's window is on is never
 * covered by it, whatever the setting says: a frameless full-screen window there would lock the clerk out.
 */
export function customerWindowPlan(screens: readonly DisplayLike[], screenId: number | null, placed: Rectangle | null, clerkScreenId: number | null): CustomerWindowPlan {
  const target = screenId === null || screenId === clerkScreenId ? undefined : screens.find((screen) => screen.id === screenId);
  if (!target) return { action: placed ? 'close' : 'none' };
  const bounds = { ...target.bounds };
  if (!placed) return { action: 'open', bounds };
  return sameRectangle(placed, bounds) ? { action: 'none' } : { action: 'move', bounds };
}

function sameRectangle(a: Rectangle, b: Rectangle): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
