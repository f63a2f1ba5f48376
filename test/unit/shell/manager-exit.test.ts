import { describe, expect, it } from 'vitest';
import { isManagerExitChord, type KeyInput } from '../../../src/main/shell/manager-exit';

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
