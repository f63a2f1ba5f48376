import { describe, expect, it } from 'vitest';
import { customerScreens, customerWindowPlan, type DisplayLike } from '../../../src/main/shell/customer-screens';

const laptop: DisplayLike = { id: 1, label: 'Built-in Retina Display', bounds: { x: 0, y: 0, width: 1440, height: 900 } };
const seven: DisplayLike = { id: 7, label: '', bounds: { x: 1440, y: 0, width: 800, height: 480 } };
const big: DisplayLike = { id: 9, label: 'DELL P2419H', bounds: { x: -1920, y: 0, width: 1920, height: 1080 } };

describe('the screens Settings → Customer display lists', () => {
  it("names each screen, numbering those without a name, and marks the primary", () => {
    expect(customerScreens([laptop, seven, big], 1)).toEqual([
      { id: 1, label: 'Built-in Retina Display', width: 1440, height: 900, primary: true },
      { id: 7, label: 'Screen 2', width: 800, height: 480, primary: false },
      { id: 9, label: 'DELL P2419H', width: 1920, height: 1080, primary: false },
    ]);
  });

  it('gives whole sizes when a scale factor leaves fractional ones', () => {
    expect(customerScreens([{ id: 3, label: ' ', bounds: { x: 0, y: 0, width: 1536.4, height: 863.6 } }], 3)[0]).toMatchObject({ label: 'Screen 1', width: 1536, height: 864 });
  });
});

describe("where the customer display window belongs", () => {
  it('opens on the chosen screen when it is connected', () => {
    expect(customerWindowPlan([laptop, seven], 7, null, 1)).toEqual({ action: 'open', bounds: seven.bounds });
  });

  it('does nothing with no screen chosen, or the chosen one not connected, and no window', () => {
    expect(customerWindowPlan([laptop, seven], null, null, 1)).toEqual({ action: 'none' });
    expect(customerWindowPlan([laptop], 7, null, 1)).toEqual({ action: 'none' });
  });

  it('closes when its screen goes or the choice is cleared, and reopens when the screen comes back', () => {
    expect(customerWindowPlan([laptop], 7, seven.bounds, 1)).toEqual({ action: 'close' });
    expect(customerWindowPlan([laptop, seven], null, seven.bounds, 1)).toEqual({ action: 'close' });
    expect(customerWindowPlan([laptop, seven], 7, null, 1)).toEqual({ action: 'open', bounds: seven.bounds });
  });

  it('stays put while nothing changed', () => {
    expect(customerWindowPlan([laptop, seven, big], 7, { ...seven.bounds }, 1)).toEqual({ action: 'none' });
  });

  it('moves to another chosen screen, and refits when its screen is resized or moved', () => {
    expect(customerWindowPlan([laptop, seven, big], 9, seven.bounds, 1)).toEqual({ action: 'move', bounds: big.bounds });
    const rotated = { ...seven, bounds: { x: 1440, y: 0, width: 480, height: 800 } };
    expect(customerWindowPlan([laptop, rotated], 7, seven.bounds, 1)).toEqual({ action: 'move', bounds: rotated.bounds });
  });

  it("never covers the clerk's own screen, whatever the setting says", () => {
    expect(customerWindowPlan([laptop, seven], 1, null, 1)).toEqual({ action: 'none' });
    expect(customerWindowPlan([laptop, seven], 7, seven.bounds, 7)).toEqual({ action: 'close' });
    // The clerk's screen not known (the counter's window gone): the setting alone decides.
    expect(customerWindowPlan([laptop, seven], 1, null, null)).toEqual({ action: 'open', bounds: laptop.bounds });
  });

  it("hands out a copy of the screen's bounds, not Electron's own object", () => {
    const plan = customerWindowPlan([seven], 7, null, null);
    expect(plan.action === 'open' && plan.bounds).not.toBe(seven.bounds);
  });
});
