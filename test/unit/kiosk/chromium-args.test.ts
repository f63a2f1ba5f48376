import { describe, expect, it } from 'vitest';
import { chromiumArgs, WAITING_PAGE } from '../../../scripts/kiosk/chromium-args';

const screen = { name: 'DP-1', primary: false, x: 1920, y: 0, width: 1024, height: 768 };

describe('Chromium as the kiosk’s window', () => {
  it('is a kiosk app window on its own profile, driven through the DevTools pipe, never a port', () => {
    const args = chromiumArgs({ profileDir: '/p/till', screen, asRoot: false });
    expect(args).toEqual(expect.arrayContaining(['--user-data-dir=/p/till', '--kiosk', `--app=${WAITING_PAGE}`, '--remote-debugging-pipe']));
    expect(args.some((arg) => arg.startsWith('--remote-debugging-port'))).toBe(false);
  });

  it('names no address of the till: the token never shows in ps', () => {
    const args = chromiumArgs({ profileDir: '/p/till', screen, asRoot: true });
    expect(args.filter((arg) => /127\.0\.0\.1|token|^http/.test(arg))).toEqual([]);
  });

  it('fills the screen it is given, or the whole display when X did not say', () => {
    expect(chromiumArgs({ profileDir: '/p', screen, asRoot: false })).toEqual(expect.arrayContaining(['--window-position=1920,0', '--window-size=1024,768']));
    expect(chromiumArgs({ profileDir: '/p', screen: null, asRoot: false }).some((arg) => arg.startsWith('--window-'))).toBe(false);
  });

  it('turns the sandbox off only as root, where Chromium refuses it', () => {
    expect(chromiumArgs({ profileDir: '/p', screen, asRoot: false })).not.toContain('--no-sandbox');
    expect(chromiumArgs({ profileDir: '/p', screen, asRoot: true })).toContain('--no-sandbox');
  });
});
