/**
 * The screens X knows (`xrandr --listmonitors`) and which one each kiosk window goes to: the till on the primary
 * screen, the customer display on another one when there is one (or on the one named with --customer-screen). Pure.
 */

export interface Screen {
  name: string;
  primary: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScreenPlan {
  /** Null: X did not say (no xrandr); the till's window takes the whole display. */
  till: Screen | null;
  customer: Screen | null;
}

//  0: +*HDMI-1 1920/477x1080/268+0+0  HDMI-1
const MONITOR = /^\s*\d+:\s+\+?(\*?)(\S+)\s+(\d+)\/\d+x(\d+)\/\d+\+(\d+)\+(\d+)/;

export function parseMonitors(listing: string): Screen[] {
  return listing.split('\n').flatMap((line) => {
    const match = MONITOR.exec(line);
    if (!match) return [];
    const [, star, name, width, height, x, y] = match;
    return [{ name: name ?? '', primary: star === '*', x: Number(x), y: Number(y), width: Number(width), height: Number(height) }];
  });
}

export function planScreens(screens: readonly Screen[], customerScreen: string | null): ScreenPlan {
  // One screen is the clerk's: a customer display there would cover the till.
  if (screens.length < 2) return { till: screens[0] ?? null, customer: null };
  const named = customerScreen === null ? null : (screens.find((screen) => screen.name === customerScreen) ?? null);
  const till = screens.find((screen) => screen.primary && screen !== named) ?? screens.find((screen) => screen !== named) ?? null;
  return { till, customer: named ?? screens.find((screen) => screen !== till) ?? null };
}
