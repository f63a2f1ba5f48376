/**
 * The manager's way out of kiosk mode: Ctrl+Alt+Shift+Q on a keyboard. A clerk's touch screen cannot type
 * it, and the till quits gracefully (sends finish or are left to the reconciler, the journal closes).
 */
import type { Input } from 'electron';

export type KeyInput = Pick<Input, 'type' | 'key' | 'control' | 'alt' | 'shift' | 'meta'>;

export function isManagerExitChord(input: KeyInput): boolean {
  return input.type === 'keyDown' && input.key.toLowerCase() === 'q' && input.control && input.alt && input.shift && !input.meta;
}
