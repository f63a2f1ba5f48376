import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, defaultSettings } from '../../../src/main/settings/settings-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('settings store', () => {
  it('fills what an older file lacks from the defaults', () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ shop: { name: 'Ada Phones' }, clerk: 'Ada' }));
    const settings = createSettingsStore(dir).get();
    expect(settings).toMatchObject({ shop: { name: 'Ada Phones' }, printer: { columns: 48 }, clerk: 'Ada', sending: defaultSettings().sending });
  });

  it("keeps an older file's 58 mm paper as the printer's 32 columns", () => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ shop: { name: 'Ada Phones', paperWidthMm: 58, printerName: 'TM-T20' } }));
    const settings = createSettingsStore(dir).get();
    expect(settings.printer.columns).toBe(32);
    expect(settings.shop).not.toHaveProperty('paperWidthMm');
  });

  it('refuses a network printer without an address, and an address that is not one', () => {
    const store = createSettingsStore(dir);
    expect(() => store.update({ printer: { kind: 'network' } })).toThrow(/address/);
    expect(() => store.update({ printer: { kind: 'network', address: 'http://printer/' } })).toThrow();
    expect(() => store.update({ printer: { kind: 'network', address: '192.168.1.50:9100' } })).not.toThrow();
    expect(store.get().printer).toMatchObject({ kind: 'network', address: '192.168.1.50:9100' });
  });

  it('falls back to the defaults when the file is damaged, and keeps the damaged file for the next save not to overwrite', () => {
    writeFileSync(join(dir, 'settings.json'), '{ not json');
    const store = createSettingsStore(dir);
    expect(store.get()).toEqual(defaultSettings());
    const kept = readdirSync(dir).filter((name) => name.startsWith('settings.json.damaged-'));
    expect(kept).toHaveLength(1);
    store.update({ clerk: 'Ada' });
    expect(readFileSync(join(dir, kept[0]!), 'utf8')).toBe('{ not json');
  });

  it('refuses a backup folder that is not a full path, and unknown keys in a patch section', () => {
    expect(() => createSettingsStore(dir).update({ backup: { folder: 'backups' } })).toThrow(/full path/);
    expect(createSettingsStore(dir).update({ backup: { folder: '/media/usb', keep: 10 } }).backup).toEqual({ folder: '/media/usb', keep: 10 });
  });

  it('writes changes with mode 0600 and reads them back', () => {
    createSettingsStore(dir).update({ businessDay: { startHour: 4 } });
    expect(statSync(join(dir, 'settings.json')).mode & 0o777).toBe(0o600);
    expect(createSettingsStore(dir).get().businessDay.startHour).toBe(4);
  });
});
