/**
 * How a receipt page is handed to `webContents.print`: silently, to the chosen printer, at the paper's width
 * and the receipt's own length in microns, with no margins and no scaling. Several Electron versions ignored
 * a named page size or fell back to A4 (electron #39670, #50785): a size in microns is what every version
 * honours, and a thermal roll has no fixed page length.
 */
import type { WebContentsPrintOptions } from 'electron';

/** Chromium lays pages out at 96 CSS pixels to the inch. */
const MICRONS_PER_CSS_PIXEL = 25_400 / 96;
/** Electron refuses a page shorter than this; a receipt is always longer, a nearly empty test page may not be. */
const SHORTEST_PAGE_MICRONS = 50_000;

export function pagePrintOptions(request: { deviceName: string; widthMm: 58 | 80; heightPx: number }): WebContentsPrintOptions {
  const height = Math.max(SHORTEST_PAGE_MICRONS, Math.ceil(request.heightPx * MICRONS_PER_CSS_PIXEL));
  return {
    silent: true,
    // Empty: the computer's default printer.
    ...(request.deviceName ? { deviceName: request.deviceName } : {}),
    printBackground: true,
    color: false,
    margins: { marginType: 'none' },
    pageSize: { width: request.widthMm * 1000, height },
    scaleFactor: 100,
    usePrinterDefaultPageSize: false,
  };
}
