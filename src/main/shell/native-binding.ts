/**
 * better-sqlite3 built for Electron's ABI (scripts/electron-native.mjs puts it in build/electron-native/; the
 * Node build in node_modules serves the tests and the web host). A packaged app must ship the file in its
 * resources folder.
 */
import { join } from 'node:path';

const ELECTRON_SQLITE_FILE = 'better_sqlite3.node';

export interface AppPlace {
  isPackaged: boolean;
  resourcesPath: string;
  appPath: string;
}

export function electronSqliteBinding(place: AppPlace): string {
  return place.isPackaged ? join(place.resourcesPath, ELECTRON_SQLITE_FILE) : join(place.appPath, 'build', 'electron-native', ELECTRON_SQLITE_FILE);
}
