// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { useAction } from '../../../src/renderer/src/data/use-action';
import { deferred } from './support/fake-bridge';

describe('useAction', () => {
  it('is busy while it runs, and a second run meanwhile does nothing', async () => {
    const answer = deferred<string>();
    const perform = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useAction(perform));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);

    await act(async () => {
      answer.resolve('done');
      await first;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run());
    expect(perform).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure as a BridgeError, forgets it on the next run or on reset, and never rejects', async () => {
    const { result } = renderHook(() => useAction(() => Promise.reject(new Error('boom'))));
    await act(() => result.current.run());
    expect(result.current.error).toBeInstanceOf(BridgeError);
    expect(result.current.error?.message).toBe('boom');
    expect(result.current.busy).toBe(false);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('stays spent after a success when it may succeed only once, but not after a failure', async () => {
    let fail = true;
    const perform = vi.fn(async () => {
      if (fail) throw new BridgeError('DISK_FULL', 'full');
    });
    const { result } = renderHook(() => useAction(perform, { once: true }));
    await act(() => result.current.run());
    expect(result.current.busy).toBe(false);

    fail = false;
    await act(() => result.current.run());
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run());
    expect(perform).toHaveBeenCalledTimes(2);
  });

  it('runs what follows a failure after showing it, while still busy', async () => {
    const more = deferred<void>();
    const seen: Array<{ busy: boolean; code: string | undefined }> = [];
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(new BridgeError('DETECT_FAILED', 'not found')), {
        afterFailure: () => more.promise,
      }),
    );
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run();
    });
    await vi.waitFor(() => expect(result.current.error?.code).toBe('DETECT_FAILED'));
    seen.push({ busy: result.current.busy, code: result.current.error?.code });
    await act(async () => {
      more.resolve();
      await running;
    });
    expect(seen).toEqual([{ busy: true, code: 'DETECT_FAILED' }]);
    expect(result.current.busy).toBe(false);
  });
});
