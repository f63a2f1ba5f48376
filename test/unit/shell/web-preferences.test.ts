import { describe, expect, it } from 'vitest';
import { customerWindowOptions, mainWindowOptions, secureWebPreferences } from '../../../src/main/shell/web-preferences';

describe('the till window', () => {
  it('turns every renderer hardening switch on, explicitly', () => {
    expect(secureWebPreferences('/app/out/preload/index.js', false)).toEqual({
      preload: '/app/out/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: false,
    });
  });

  it('never enables Blink features or a preload other than the one given', () => {
    const preferences = secureWebPreferences('/p.js', true);
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
    expect(preferences).not.toHaveProperty('additionalArguments');
    expect(preferences.preload).toBe('/p.js');
    expect(preferences.devTools).toBe(true);
  });

  it('is full screen and kiosk exactly when the shop setting says so, and shows only once painted', () => {
    const kiosk = mainWindowOptions({ preload: '/p.js', kiosk: true, allowDevTools: false });
    expect(kiosk).toMatchObject({ kiosk: true, fullscreen: true, show: false });
    expect(kiosk.webPreferences).toEqual(secureWebPreferences('/p.js', false));
    expect(mainWindowOptions({ preload: '/p.js', kiosk: false, allowDevTools: false })).toMatchObject({ kiosk: false, fullscreen: false });
  });
});

describe('the customer display window', () => {
  const bounds = { x: 1440, y: 0, width: 800, height: 480 };

  it("has the till window's hardening with its own preload, and devtools only when the till window may", () => {
    expect(customerWindowOptions({ preload: '/out/preload/customer.js', bounds, allowDevTools: false }).webPreferences).toEqual(secureWebPreferences('/out/preload/customer.js', false));
    expect(customerWindowOptions({ preload: '/c.js', bounds, allowDevTools: true }).webPreferences).toEqual(secureWebPreferences('/c.js', true));
  });

  it('opens frameless and full screen on the bounds of its screen, out of the task bar, shown once painted', () => {
    expect(customerWindowOptions({ preload: '/c.js', bounds, allowDevTools: false })).toMatchObject({
      ...bounds,
      frame: false,
      fullscreen: true,
      show: false,
      skipTaskbar: true,
      autoHideMenuBar: true,
    });
  });

  it('is never a kiosk window (that is the counter window\'s setting)', () => {
    expect(customerWindowOptions({ preload: '/c.js', bounds, allowDevTools: false })).not.toHaveProperty('kiosk');
  });
});
