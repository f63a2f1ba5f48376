import { describe, expect, it } from 'vitest';
import { screenAt } from '../../../src/renderer/src/lib/screen-paths';

describe('the screen an address shows', () => {
  it("is the screen's own path, or a path under it", () => {
    expect(screenAt('/recent')).toBe('recent');
    expect(screenAt('/recent/T1-AAAA')).toBe('recent');
    expect(screenAt('/settings')).toBe('settings');
    expect(screenAt('/sell')).toBe('sell');
  });

  it('is selling for the bare address the till opens at, and for one it does not know', () => {
    expect(screenAt('/')).toBe('sell');
    expect(screenAt('/recently')).toBe('sell');
    expect(screenAt('/token=abc')).toBe('sell');
  });
});
