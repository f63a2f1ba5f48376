import { describe, expect, it } from 'vitest';
import { parseMonitors, planScreens } from '../../../scripts/kiosk/screens';

const TWO = `Monitors: 2
 0: +*HDMI-1 1920/477x1080/268+0+0  HDMI-1
 1: +DP-1 1024/304x768/228+1920+0  DP-1
`;

describe('the kiosk’s screens (xrandr --listmonitors)', () => {
  it('reads each monitor’s name, place, size and which one is primary', () => {
    expect(parseMonitors(TWO)).toEqual([
      { name: 'HDMI-1', primary: true, x: 0, y: 0, width: 1920, height: 1080 },
      { name: 'DP-1', primary: false, x: 1920, y: 0, width: 1024, height: 768 },
    ]);
    expect(parseMonitors('Monitors: 1\n 0: +screen 1024/271x768/203+0+0  screen\n')).toEqual([{ name: 'screen', primary: false, x: 0, y: 0, width: 1024, height: 768 }]);
    expect(parseMonitors('')).toEqual([]);
  });

  it('puts the till on the primary screen and the customer display on another, never on the till’s', () => {
    const [hdmi, dp] = parseMonitors(TWO);
    expect(planScreens(parseMonitors(TWO), null)).toEqual({ till: hdmi, customer: dp });
    // The primary listed second: still the till's.
    expect(planScreens([dp!, hdmi!], null)).toEqual({ till: hdmi, customer: dp });
  });

  it('has no customer display with one screen, or none known', () => {
    const [hdmi] = parseMonitors(TWO);
    expect(planScreens([hdmi!], null)).toEqual({ till: hdmi, customer: null });
    expect(planScreens([hdmi!], 'HDMI-1')).toEqual({ till: hdmi, customer: null });
    expect(planScreens([], null)).toEqual({ till: null, customer: null });
  });

  it('gives the customer the screen named for it, even the primary one', () => {
    const [hdmi, dp] = parseMonitors(TWO);
    expect(planScreens(parseMonitors(TWO), 'HDMI-1')).toEqual({ till: dp, customer: hdmi });
    expect(planScreens(parseMonitors(TWO), 'VGA-1')).toEqual({ till: hdmi, customer: dp });
  });
});
