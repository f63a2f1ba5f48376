import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronSqliteBinding } from '../../../src/main/shell/native-binding';

describe("better-sqlite3's Electron build", () => {
  it('comes from build/electron-native in a checkout and from the resources folder when packaged', () => {
    expect(electronSqliteBinding({ isPackaged: false, resourcesPath: '/opt/till/resources', appPath: '/src/till' })).toBe(join('/src/till', 'build', 'electron-native', 'better_sqlite3.node'));
    expect(electronSqliteBinding({ isPackaged: true, resourcesPath: '/opt/till/resources', appPath: '/opt/till/resources/app.asar' })).toBe(join('/opt/till/resources', 'better_sqlite3.node'));
  });
});
