import { describe, expect, it } from 'vitest';
import { appEntryUrl } from '../../../src/main/shell/app-origin';
import { pagePrintOptions } from '../../../src/main/shell/page-print-options';
import { printPageUrl } from '../../../src/main/shell/print-page-url';

describe('receipt page print options', () => {
  it('prints silently at the paper width and the receipt length in microns, with no margins and no scaling', () => {
    const options = pagePrintOptions({ deviceName: 'TM-T20', widthMm: 80, heightPx: 960 });
    expect(options).toMatchObject({ silent: true, deviceName: 'TM-T20', margins: { marginType: 'none' }, scaleFactor: 100, usePrinterDefaultPageSize: false });
    // 960 CSS px at 96 per inch = 10 in = 254 mm.
    expect(options.pageSize).toEqual({ width: 80_000, height: 254_000 });
  });

  it('never names a paper size (an A4 fallback), and leaves the printer to the system when none is chosen', () => {
    const options = pagePrintOptions({ deviceName: '', widthMm: 58, heightPx: 10 });
    expect(typeof options.pageSize).toBe('object');
    expect(options).not.toHaveProperty('deviceName');
    expect(options.pageSize).toEqual({ width: 58_000, height: 50_000 });
  });
});

describe('the print page address', () => {
  it('asks the page to print silently in the receipt language, at the job route, on the app origin', () => {
    const url = new URL(printPageUrl(appEntryUrl(undefined), '/print/S-1%2F2/voucher/3', 'ar'));
    expect(url.protocol).toBe('app:');
    expect(url.host).toBe('till');
    expect(url.searchParams.get('silent')).toBe('1');
    expect(url.searchParams.get('language')).toBe('ar');
    expect(url.hash).toBe('#/print/S-1%2F2/voucher/3');
  });
});
