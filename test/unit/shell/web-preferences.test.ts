import { describe, expect, it } from 'vitest';
import { mainWindowOptions, secureWebPreferences } from '../../../src/main/shell/web-preferences';

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
