/**
 * The real Electron window: hardened renderer, the preload's bridge, one sale. It needs the Electron binary,
 * which `npm ci` cannot download without internet; there it reports itself skipped with that reason.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication, expect, type Page, test } from '@playwright/test';
import { electronBinaryPath } from '../../scripts/electron-binary.cjs';
import { METHOD_NAMES } from '../../src/shared/contract';
import { sellTenDollarsToUsNumber } from './fixtures/sale-steps';

const binary = electronBinaryPath();
const SKIP_REASON = 'Electron binary is not installed on this machine (no internet to download it)';

/** A till of its own (its own data folder) up in training, closed and its folder removed afterwards. */
async function withTill(run: (app: ElectronApplication, page: Page) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'till-electron-'));
  const app = await electron.launch({ executablePath: binary ?? undefined, args: [join(__dirname, '..', '..'), `--data-dir=${dataDir}`] });
  try {
    const page = await app.firstWindow();
    await expect(page.locator('[data-field="environment"]')).toHaveText('TRAINING');
    await run(app, page);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('the Electron till window is hardened, exposes only the contract, and sells one top-up', async () => {
  // The list reporter shows a skip without its reason; say it on the output too.
  if (binary === null) console.log(`electron.spec: skipped: ${SKIP_REASON}`);
  test.skip(binary === null, SKIP_REASON);
  await withTill(async (_app, page) => {
    // What the page can reach: the contract's functions and `on`, no Node, no Electron, no <webview>, no popups.
    const reach = await page.evaluate(() => {
      const scope = globalThis as unknown as { till?: object; require?: unknown; process?: unknown; open(url: string): unknown; document: { createElement(tag: string): object } };
      return {
        till: Object.keys(scope.till ?? {}).sort(),
        require: typeof scope.require,
        process: typeof scope.process,
        webview: scope.document.createElement('webview').constructor.name,
        popup: scope.open('https://example.com/'),
      };
    });
    expect(reach).toEqual({ till: [...METHOD_NAMES, 'on'].sort(), require: 'undefined', process: 'undefined', webview: 'HTMLUnknownElement', popup: null });

    await sellTenDollarsToUsNumber(page);
  });
});

test('the customer display window reaches only its view and its answer, never the contract', async () => {
  test.skip(binary === null, SKIP_REASON);
  await withTill(async (app, page) => {
    type Bridge = { till: { 'customer.screens'(input: object): Promise<{ screens: { id: number; primary: boolean }[] }>; 'settings.update'(input: object): Promise<unknown> } };
    const { screens } = await page.evaluate(() => (globalThis as unknown as Bridge).till['customer.screens']({}));
    // The display never covers the clerk's own screen: with one screen there is nowhere to open it.
    const second = screens.find((screen) => !screen.primary);
    test.skip(second === undefined, 'one screen only: the customer display has nowhere to open');
    const opened = app.waitForEvent('window');
    await page.evaluate((screenId) => (globalThis as unknown as Bridge).till['settings.update']({ customerDisplay: { screenId } }), second!.id);
    const display = await opened;
    expect(new URL(display.url()).pathname).toBe('/customer');
    const reach = await display.evaluate(() => {
      const scope = globalThis as unknown as { till?: unknown; customerDisplay?: object; require?: unknown; process?: unknown };
      return { customerDisplay: Object.keys(scope.customerDisplay ?? {}).sort(), till: typeof scope.till, require: typeof scope.require, process: typeof scope.process };
    });
    expect(reach).toEqual({ customerDisplay: ['onView', 'reply'], till: 'undefined', require: 'undefined', process: 'undefined' });
  });
});
