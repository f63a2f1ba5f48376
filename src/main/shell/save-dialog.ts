/**
 * The desktop app's way to save a file the core made (the day's CSV): the system's save dialog over the till's
 * window, then an atomic write, so a cancelled or failed save never leaves half a file where the owner chose.
 */
import { dialog, type BrowserWindow } from 'electron';
import { writeFileAtomic } from '../files/atomic-write';
import type { FileSaver } from '../files/file-saver';

export function electronFileSaver(window: () => BrowserWindow | null): FileSaver {
  return async (suggestedName, content) => {
    const parent = window();
    const options = { defaultPath: suggestedName, filters: [{ name: 'CSV', extensions: ['csv'] }] };
    const chosen = parent && !parent.isDestroyed() ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    if (chosen.canceled || !chosen.filePath) return null;
    // A byte-order mark lets spreadsheet programs read the names and amounts as UTF-8.
    writeFileAtomic(chosen.filePath, `\ufeff${content}`, { mode: 0o644 });
    return chosen.filePath;
  };
}
