import { describe, expect, it } from 'vitest';
import { HEALTHY_RUN_MS, quickEndsAfter, restartDelayMs } from '../../../scripts/kiosk/restart-delay';

describe('starting again what ended', () => {
  it('starts again at once the first time, then longer while it keeps dying young, never beyond 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('counts quick ends in a row, and a real run starts the count again', () => {
    let quick = 0;
    for (let i = 0; i < 4; i++) quick = quickEndsAfter(quick, 100);
    expect(quick).toBe(4);
    expect(quickEndsAfter(quick, HEALTHY_RUN_MS)).toBe(1);
  });
});
