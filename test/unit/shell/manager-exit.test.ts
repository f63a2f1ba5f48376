import { describe, expect, it } from 'vitest';
import { isManagerExitChord, managerExit, type KeyInput } from '../../../src/main/shell/manager-exit';

const chord: KeyInput = { type: 'keyDown', key: 'Q', control: true, alt: true, shift: true, meta: false };

describe("the manager's exit chord", () => {
  it('is Ctrl+Alt+Shift+Q on key down', () => {
    expect(isManagerExitChord(chord)).toBe(true);
    expect(isManagerExitChord({ ...chord, key: 'q' })).toBe(true);
  });

  it('is nothing else', () => {
    expect(isManagerExitChord({ ...chord, type: 'keyUp' })).toBe(false);
    expect(isManagerExitChord({ ...chord, shift: false })).toBe(false);
    expect(isManagerExitChord({ ...chord, alt: false })).toBe(false);
    expect(isManagerExitChord({ ...chord, control: false })).toBe(false);
    expect(isManagerExitChord({ ...chord, meta: true })).toBe(false);
    expect(isManagerExitChord({ ...chord, key: 'w' })).toBe(false);
  });
});

describe('what the chord does', () => {
  const entry = new URL('app://till/index.html');

  it('opens Settings in kiosk mode (a manager’s PIN opens them, and kiosk mode is turned off there), quits otherwise', () => {
    expect(managerExit(true, entry)).toEqual({ action: 'open', url: 'app://till/index.html#/settings' });
    expect(managerExit(false, entry)).toEqual({ action: 'quit' });
  });
});
