import { describe, expect, it } from 'vitest';
import { appEntryUrl } from '../../../src/main/shell/app-origin';
import { addressToReload, crashesInARow, reloadWaitMs, screenLost } from '../../../src/main/shell/renderer-recovery';

const entry = appEntryUrl(undefined);

describe('a till screen that crashed or hung', () => {
  it('is loaded again on the screen it was on, if that was the till’s own page', () => {
    expect(addressToReload('app://till/index.html#/recent', entry)).toBe('app://till/index.html#/recent');
    expect(addressToReload('https://example.com/#/recent', entry)).toBe(entry.href);
    expect(addressToReload('app://till.evil/index.html', entry)).toBe(entry.href);
    expect(addressToReload('', entry)).toBe(entry.href);
  });

  it('is reloaded at once, then more and more slowly while it keeps crashing, never given up on', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(reloadWaitMs)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(crashesInARow(3, 1000)).toBe(4);
    expect(crashesInARow(3, 60_000)).toBe(1);
  });

  it('is lost for every reason but the window closing', () => {
    expect(screenLost({ reason: 'crashed' })).toBe(true);
    expect(screenLost({ reason: 'oom' })).toBe(true);
    expect(screenLost({ reason: 'killed' })).toBe(true);
    expect(screenLost({ reason: 'clean-exit' })).toBe(false);
  });
});
