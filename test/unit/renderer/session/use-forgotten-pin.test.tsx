// @vitest-environment happy-dom
/** A PIN typed and left is cleared after a pause; each key starts the pause again. */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORGET_PIN_AFTER_MS, useForgottenPin } from '../../../../src/renderer/src/ui/use-forgotten-pin';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a PIN left in the field', () => {
  it('is cleared after the pause, counted from the last key', () => {
    const { result } = renderHook(() => useForgottenPin());
    act(() => result.current[1]('12'));
    act(() => vi.advanceTimersByTime(FORGET_PIN_AFTER_MS - 1));
    act(() => result.current[1]((pin) => `${pin}3`));
    act(() => vi.advanceTimersByTime(FORGET_PIN_AFTER_MS - 1));
    expect(result.current[0]).toBe('123');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('');
  });
});
