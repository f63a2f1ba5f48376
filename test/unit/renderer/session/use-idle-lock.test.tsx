// @vitest-environment happy-dom
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleLock } from '../../../../src/renderer/src/data/use-idle-lock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SECOND = 1_000;

describe('the idle lock', () => {
  it('calls once the till has gone the minutes without a touch or a key', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(2, onIdle));
    vi.advanceTimersByTime(119 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECOND);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts the quiet time from the last pointer, touch or key event', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(1, onIdle));
    vi.advanceTimersByTime(40 * SECOND);
    fireEvent.pointerDown(document.body);
    vi.advanceTimersByTime(40 * SECOND);
    fireEvent.keyDown(window, { key: '5' });
    vi.advanceTimersByTime(40 * SECOND);
    fireEvent.touchStart(document.body);
    vi.advanceTimersByTime(59 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECOND);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('hears activity a dialog keeps to itself', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(1, onIdle));
    const inDialog = document.createElement('div');
    document.body.append(inDialog);
    inDialog.addEventListener('keydown', (event) => event.stopPropagation());
    vi.advanceTimersByTime(50 * SECOND);
    fireEvent.keyDown(inDialog, { key: '1' });
    vi.advanceTimersByTime(50 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
    inDialog.remove();
  });

  it('tries again after another quiet spell when the lock did not take', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock(1, onIdle));
    vi.advanceTimersByTime(60 * SECOND);
    vi.advanceTimersByTime(60 * SECOND);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('stops when the clerk is gone, and follows a changed setting', () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(({ minutes }) => useIdleLock(minutes, onIdle), { initialProps: { minutes: 1 } });
    rerender({ minutes: 3 });
    vi.advanceTimersByTime(179 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECOND);
    expect(onIdle).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(10 * 60 * SECOND);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
