import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLoginItem, desktopEntry, loginItemPlan, type LoginItemFacts } from '../../../src/main/shell/login-item';

const linux: LoginItemFacts = {
  kiosk: true,
  isPackaged: true,
  platform: 'linux',
  execPath: '/opt/Airtime Till/airtime-till',
  appImage: undefined,
  args: [],
  xdgConfigHome: '/home/till/.config',
};

describe('starting the till at login', () => {
  it('on Windows, is a login item exactly when kiosk mode is on, with the data folder it runs on', () => {
    const windows = { ...linux, platform: 'win32' as const, execPath: 'C:\\Program Files\\Airtime Till\\Airtime Till.exe', args: ['--data-dir=D:\\till'] };
    expect(loginItemPlan(windows)).toEqual({ kind: 'windows', settings: { openAtLogin: true, path: windows.execPath, args: ['--data-dir=D:\\till'] } });
    expect(loginItemPlan({ ...windows, kiosk: false })).toMatchObject({ kind: 'windows', settings: { openAtLogin: false } });
  });

  it('on Linux, is an XDG autostart file that starts the AppImage itself (its execPath is a mount that goes away)', () => {
    expect(loginItemPlan(linux)).toEqual({ kind: 'xdg-autostart', path: '/home/till/.config/autostart/airtime-till.desktop', contents: desktopEntry(['/opt/Airtime Till/airtime-till']) });
    const fromAppImage = loginItemPlan({ ...linux, appImage: '/home/till/airtime-till-0.1.0-x86_64.AppImage' });
    expect(fromAppImage).toMatchObject({ contents: expect.stringContaining('Exec=/home/till/airtime-till-0.1.0-x86_64.AppImage\n') });
    expect(loginItemPlan({ ...linux, kiosk: false })).toMatchObject({ kind: 'xdg-autostart', contents: null });
  });

  it('is nothing for a till run from source, or on another system', () => {
    expect(loginItemPlan({ ...linux, isPackaged: false })).toEqual({ kind: 'none' });
    expect(loginItemPlan({ ...linux, platform: 'darwin' })).toEqual({ kind: 'none' });
  });

  it('quotes the command as the Desktop Entry Specification asks', () => {
    const entry = desktopEntry(['/opt/Airtime Till/airtime-till', '--data-dir=/srv/till "A" $HOME 100%']);
    expect(entry).toContain('Exec="/opt/Airtime Till/airtime-till" "--data-dir=/srv/till \\"A\\" \\$HOME 100%%"\n');
    expect(entry.startsWith('[Desktop Entry]\nType=Application\nName=Airtime Till\n')).toBe(true);
  });
});

describe('applying the plan', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the autostart file (making the folder) and removes it when kiosk mode goes off', () => {
    dir = mkdtempSync(join(tmpdir(), 'till-autostart-'));
    const on = loginItemPlan({ ...linux, xdgConfigHome: dir });
    applyLoginItem(on, () => expect.unreachable());
    const file = join(dir, 'autostart', 'airtime-till.desktop');
    expect(readFileSync(file, 'utf8')).toBe(desktopEntry([linux.execPath]));
    applyLoginItem(loginItemPlan({ ...linux, xdgConfigHome: dir, kiosk: false }), () => expect.unreachable());
    expect(existsSync(file)).toBe(false);
    // Off twice is still off.
    applyLoginItem(loginItemPlan({ ...linux, xdgConfigHome: dir, kiosk: false }), () => expect.unreachable());
  });

  it('hands a Windows plan to Electron’s login item settings', () => {
    const given: unknown[] = [];
    applyLoginItem({ kind: 'windows', settings: { openAtLogin: true } }, (settings) => given.push(settings));
    expect(given).toEqual([{ openAtLogin: true }]);
  });
});
