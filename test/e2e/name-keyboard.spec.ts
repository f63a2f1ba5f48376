/**
 * Names typed as people write them, on the on-screen keys alone: a manager's name with capitals and accents
 * on the first run (Shift, the accents layer), an Arabic one on the Arabic layout, an Arabic till opening on
 * it, and a clerk's name in Settings on the keyboard docked over the page. Every key at least 48px, the
 * keyboard beside the field it types in (or docked clear of it) at 1024×768, nothing below the fold.
 */
import type { Locator, Page } from '@playwright/test';
import { common as arabicCommon } from '../../src/renderer/src/i18n/ar/common';
import { placeShop } from './fixtures/clerk-steps';
import { hiddenBelow } from './fixtures/screen-fit';
import { stepChecks } from './fixtures/step-checks';
import { callTill, expect, test } from './fixtures/web-host';

test.use({ viewport: { width: 1024, height: 768 } });

const LATIN_SIGNS = /^[a-z0-9 '\-.,@]$/i;

/** A text field's caret, as the page has it (this code is type-checked without the DOM's types). */
interface Caret {
  selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
}

/** Sets a switch key (Shift, the accents layer) to the state wanted, by tapping it when it is not. */
async function ensure(keys: Locator, name: string, pressed: boolean): Promise<void> {
  const key = keys.getByRole('button', { name, exact: true });
  if ((await key.getAttribute('aria-pressed')) !== String(pressed)) await key.click();
  await expect(key).toHaveAttribute('aria-pressed', String(pressed));
}

/**
 * Types `text` by tapping keys, as a clerk would: the accents layer for an accented Latin letter, Shift for a
 * capital (and off for a small letter where the keyboard offered a capital), the Arabic letters as they are.
 */
async function typeOnKeys(keys: Locator, text: string, space = 'space'): Promise<void> {
  for (const char of text) {
    if (char === ' ') {
      await keys.getByRole('button', { name: space, exact: true }).click();
      continue;
    }
    if ((await keys.getAttribute('data-layout')) === 'latin') {
      await ensure(keys, 'àé', !LATIN_SIGNS.test(char));
      if (char.toLowerCase() !== char.toUpperCase()) await ensure(keys, 'Shift', char !== char.toLowerCase());
    }
    await keys.getByRole('button', { name: char, exact: true }).click();
  }
}

/** Every key of the keyboard as it shows now at least 48px either way. */
async function expectTouchSized(keys: Locator): Promise<void> {
  const buttons = await keys.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(40);
  for (const button of buttons) {
    const box = await button.boundingBox();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    expect(box?.width, `key "${name}" wide enough`).toBeGreaterThanOrEqual(48);
    expect(box?.height, `key "${name}" tall enough`).toBeGreaterThanOrEqual(48);
  }
}

/** The two boxes share no pixel. */
async function expectApart(one: Locator, other: Locator): Promise<void> {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error('not on screen');
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} apart`).toBe(true);
}

async function finishSetup(page: Page, setup: Locator, next: string, save: string): Promise<void> {
  await setup.getByRole('button', { name: next, exact: true }).click();
  for (let time = 0; time < 2; time += 1) {
    const keypad = setup.locator('.keypad');
    for (const digit of '2468') await keypad.getByRole('button', { name: digit, exact: true }).click();
    await setup.getByRole('button', { name: time === 0 ? next : save, exact: true }).click();
  }
  await expect(setup).toHaveCount(0);
  await expect(page.getByRole('navigation')).toBeVisible();
}

test.describe('the first run', () => {
  test.use({ staffed: false });

  test('the manager types "Hélène Ngozí Çelik" with Shift and the accents layer, every key 48px and beside the field', async ({ page, webHost }) => {
    const check = stepChecks(page, 'name-keyboard');
    await page.goto(webHost.url);
    await placeShop(page, 'Nigeria');
    const setup = page.getByRole('region', { name: 'Set up the till' });
    const keys = setup.getByRole('group', { name: 'Letters' });
    const name = setup.getByRole('textbox', { name: 'Name' });
    await expect(keys).toHaveAttribute('data-layout', 'latin');
    // A name's first letter is a capital: Shift is on before anything is typed.
    await expect(keys.getByRole('button', { name: 'Shift', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectTouchSized(keys);
    await expectApart(keys, name);
    await check('letters');

    await typeOnKeys(keys, 'Hélène Ngozí Ç');
    await expect(keys.getByRole('button', { name: 'àé', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectTouchSized(keys);
    await check('accents');
    await typeOnKeys(keys, 'elik');
    await expect(name).toHaveValue('Hélène Ngozí Çelik');
    await expect(name).toBeFocused();

    // A letter forgotten mid-word goes in at the caret, which stays there for the next.
    await name.evaluate((input: Caret) => input.setSelectionRange(2, 2));
    await typeOnKeys(keys, 'xy');
    await keys.getByRole('button', { name: 'delete the last character', exact: true }).click();
    await keys.getByRole('button', { name: 'delete the last character', exact: true }).click();
    await expect(name).toHaveValue('Hélène Ngozí Çelik');
    expect(await name.evaluate((input: Caret) => input.selectionStart)).toBe(2);
    expect(await hiddenBelow(page)).toBe(0);

    await finishSetup(page, setup, 'Next', 'Save and sign in');
    await expect(page.getByRole('group', { name: 'Signed in' })).toContainText('Hélène Ngozí Çelik');
  });

  test('an Arabic name on the Arabic layout, switched to with Keyboard layout', async ({ page, webHost }) => {
    await page.goto(webHost.url);
    await placeShop(page, 'France');
    const setup = page.getByRole('region', { name: 'Set up the till' });
    const keys = setup.getByRole('group', { name: 'Letters' });
    await keys.getByRole('button', { name: 'Keyboard layout', exact: true }).click();
    await expect(keys).toHaveAttribute('data-layout', 'arabic');
    await expect(keys.getByRole('button', { name: 'Shift', exact: true })).toHaveCount(0);
    await expectTouchSized(keys);
    await expectApart(keys, setup.getByRole('textbox', { name: 'Name' }));
    await stepChecks(page, 'name-keyboard')('arabic-layout');

    await typeOnKeys(keys, 'فاطمة الزهراء');
    await expect(setup.getByRole('textbox', { name: 'Name' })).toHaveValue('فاطمة الزهراء');
    // And back: the Latin letters type on after the Arabic ones.
    await keys.getByRole('button', { name: 'Keyboard layout', exact: true }).click();
    await typeOnKeys(keys, ' Ali');
    await expect(setup.getByRole('textbox', { name: 'Name' })).toHaveValue('فاطمة الزهراء Ali');
  });

  test('an Arabic till opens on the Arabic layout', async ({ page, webHost }) => {
    await callTill(webHost, 'settings.update', { shop: { language: 'ar' } });
    await page.goto(webHost.url);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The setup's "Shop country" and "Next" in Arabic (the catalogue's words; it cannot be imported here).
    await placeShop(page, new Intl.DisplayNames(['ar'], { type: 'region' }).of('MA') ?? 'MA', { label: 'بلد المتجر', next: 'التالي' });
    const keys = page.locator('[data-layout]');
    await expect(keys).toHaveAttribute('data-layout', 'arabic');
    await expect(keys.getByRole('button', { name: arabicCommon.keyboard.layout, exact: true })).toBeVisible();
    await typeOnKeys(keys, 'يوسف بن علي', arabicCommon.keyboard.space);
    await expect(page.getByRole('textbox')).toHaveValue('يوسف بن علي');
    await expect(page.getByRole('textbox')).toHaveAttribute('dir', 'auto');
  });
});

test('a clerk’s name in Settings on the keyboard docked clear of the field, and the keypad for the PIN after it', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('tab', { name: 'Clerks', exact: true }).click();
  await page.getByRole('button', { name: 'Add a clerk' }).click();
  const form = page.getByRole('form', { name: 'Add a clerk' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await name.click();
  const keys = page.getByRole('group', { name: 'Keyboard' });
  await expect(keys).toBeVisible();
  await expectTouchSized(keys);
  await expectApart(keys, name);
  await typeOnKeys(keys, 'Zoë McKenzie');
  await expect(name).toHaveValue('Zoë McKenzie');

  // The PIN's field is in view: a tap on it puts the keyboard away and the keypad types the PIN.
  await form.getByLabel('PIN', { exact: true }).click();
  await expect(keys).toHaveCount(0);
  for (const digit of '13579') await form.locator('.keypad').getByRole('button', { name: digit, exact: true }).click();
  await form.getByRole('button', { name: 'Add clerk', exact: true }).click();
  await expect(page.getByText('Zoë McKenzie', { exact: true })).toBeVisible();
  const clerks = await callTill<Array<{ name: string }>>(webHost, 'clerks.list');
  expect(clerks.map((clerk) => clerk.name)).toContain('Zoë McKenzie');
});
