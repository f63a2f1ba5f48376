// @vitest-environment happy-dom
/** Loading ahead of need waits for a pause in the clerk's taps, and goes one piece at a time. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let whenIdle: typeof import('../../../src/renderer/src/lib/when-idle').whenIdle;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // A fresh module each time: its queue and its last tap are the page's own.
  vi.resetModules();
  ({ whenIdle } = await import('../../../src/renderer/src/lib/when-idle'));
});
afterEach(() => {
  vi.useRealTimers();
});

const tap = () => window.dispatchEvent(new Event('pointerdown'));

describe('work that waits for the page to be idle', () => {
  it('waits a second after it is asked, and for a quiet moment after the last tap or key', async () => {
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(900);
    expect(work).not.toHaveBeenCalled();
    tap();
    await vi.advanceTimersByTimeAsync(300);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs one piece at a time: the next once the last one has loaded', async () => {
    let loaded: () => void = () => undefined;
    const first = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const second = vi.fn();
    whenIdle(first);
    whenIdle(second);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('goes on under taps that never pause, and never runs a piece cancelled before its turn', async () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(dropped);
    cancel();
    for (let ms = 0; ms < 3_200; ms += 200) {
      tap();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(kept).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(dropped).not.toHaveBeenCalled();
  });
});
