import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KioskUsageError, parseKioskArgs } from '../../../scripts/kiosk/kiosk-args';

describe('npm run kiosk’s arguments', () => {
  it('takes its own options out and passes the rest to the web host, on a free port unless one is given', () => {
    const options = parseKioskArgs(['--data-dir', '/var/lib/till', '--customer-screen', 'DP-1', '--environment', 'live', '--launch-info-fd', '3'], {});
    expect(options).toEqual({
      chromium: '/usr/bin/chromium',
      profileDir: join(homedir(), '.cache', 'airtime-till-kiosk'),
      customerScreen: 'DP-1',
      customerDisplay: true,
      launchInfoFd: 3,
      webHostArgs: ['--port', '0', '--data-dir', '/var/lib/till', '--environment', 'live'],
    });
    expect(parseKioskArgs(['--port', '4700', '--no-customer-display'], { CHROMIUM_PATH: '/opt/chromium' })).toMatchObject({
      chromium: '/opt/chromium',
      customerDisplay: false,
      webHostArgs: ['--port', '4700'],
    });
  });

  it('refuses an option without its value', () => {
    expect(() => parseKioskArgs(['--profile-dir'], {})).toThrow(KioskUsageError);
    expect(() => parseKioskArgs(['--chromium', '--kiosk'], {})).toThrow(KioskUsageError);
    expect(() => parseKioskArgs(['--launch-info-fd', 'three'], {})).toThrow(KioskUsageError);
  });
});
