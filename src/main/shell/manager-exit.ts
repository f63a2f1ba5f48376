/**
 * The manager's way out of kiosk mode: Ctrl+Alt+Shift+Q on a keyboard (a clerk's touch screen cannot type it).
 * In kiosk mode it opens Settings, which a manager's PIN opens, where turning *Kiosk mode* off gives the window
 * back its frame: a keyboard alone is no way out. Out of kiosk mode it quits the till gracefully (sends finish or
 * are left to the reconciler, the journal closes), as closing the window would.
 */
import type { Input } from 'electron';

export type KeyInput = Pick<Input, 'type' | 'key' | 'control' | 'alt' | 'shift' | 'meta'>;

export function isManagerExitChord(input: KeyInput): boolean {
  return input.type === 'keyDown' && input.key.toLowerCase() === 'q' && input.control && input.alt && input.shift && !input.meta;
}

export type ManagerExit = { action: 'quit' } | { action: 'open'; url: string };

/** The routes live in the address's fragment (#/settings), beside the entry page. */
export function managerExit(kiosk: boolean, entry: URL): ManagerExit {
  return kiosk ? { action: 'open', url: new URL('#/settings', entry).href } : { action: 'quit' };
}
