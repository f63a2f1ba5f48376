/**
 * The desktop app's way to choose a file for the core to read (a chain's enrolment file): the system's open
 * dialog over the till's window. Main reads the file; the page only ever learns that it was chosen.
 */
import { dialog, type BrowserWindow } from 'electron';
import type { FileOpener } from '../files/file-opener';

export function electronFileOpener(window: () => BrowserWindow | null): FileOpener {
  return async ({ title, extensions }) => {
    const parent = window();
    const options = { title, properties: ['openFile' as const], filters: [{ name: title, extensions: [...extensions] }] };
    const chosen = parent && !parent.isDestroyed() ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
    return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
  };
}
