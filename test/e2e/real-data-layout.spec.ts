/**
 * Real data on every screen: a Lagos till by the evening of a busy day (real-day-till.ts: 500 sales in three
 * currencies, the biggest amounts a clerk can type, three shifts, fourteen clerks, a manager's and a clerk's name
 * of 40 characters, a network's of 60, a twelve-digit balance), toured in English, French and Arabic. On every
 * screen, at 1024×768, 1280×800 and 800×1280: no two texts overlap, no text is cut without the whole of it one tap
 * away (fixtures/text-layout.ts says exactly what counts), and nothing is below the fold. Soft checks: one run
 * reports every screen that fails, each named by screen, viewport and language; a picture of each is kept in
 * test-results/real-data/.
 *
 * One till for the whole tour, its day made once; each screen is measured at the three sizes in turn.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ShiftReport } from '../../src/shared/contract';
import type { Language } from '../../src/shared/languages';
import { microsToDecimal } from '../../src/shared/money';
import { operatorButton } from './fixtures/sale-steps';
import { CLERK, LONG_OPERATOR, MANAGER, type RealDayTill, startRealDayTill } from './fixtures/real-day-till';
import { hiddenBelow, sidewaysScrolls } from './fixtures/screen-fit';
import { expectTextLaidOut } from './fixtures/text-layout';
import { tillWords, type Words } from './fixtures/till-words';
import { callTill } from './fixtures/web-host';

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const;
const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];
const PICTURES = join('test-results', 'real-data');

test.use({ viewport: VIEWPORTS[0] });

test('a real day on every screen, in three languages and three sizes: nothing overlaps, nothing cut out of reach', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(PICTURES, { recursive: true });
  const till = await startRealDayTill();
  try {
    await page.goto(till.host.url);
    await signIn(page, tillWords('en'), MANAGER);
    for (const [round, language] of LANGUAGES.entries()) {
      const t = await speak(page, till, language);
      const look = looker(page, language);
      await managersScreens(page, t, look);
      await lock(page, t);
      await look('sign-in');
      await signIn(page, t, CLERK, look);
      await sellToTheLongNamedNetwork(page, t, look, till, `80912345${round}0`);
      await askManagerForSettings(page, t, look);
      await lock(page, t);
      await signIn(page, t, MANAGER);
    }
    // The drawer's shift closed: the Shift screen offers the day's closed shifts and shows one's report.
    await closeOpenShift(till);
    for (const language of LANGUAGES) {
      const t = await speak(page, till, language);
      await closedShiftReport(page, t, looker(page, language));
    }
  } finally {
    await till.close();
  }
});

/** The till set to speak `language` (the shop's setting, a manager's), and the page read again in it. */
async function speak(page: Page, till: RealDayTill, language: Language): Promise<Words> {
  await callTill(till.host, 'settings.update', { shop: { language } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const t = tillWords(language);
  await expect(page.getByRole('navigation', { name: t('screens.label') })).toBeVisible({ timeout: 30_000 });
  return t;
}

type Look = (screen: string) => Promise<void>;

/** Measures the screen as it is at each size, then goes back to 1024×768 for the taps. */
function looker(page: Page, language: Language): Look {
  return async (screen) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settled(page);
      const where = `${screen} · ${viewport.width}×${viewport.height} · ${language}`;
      const problems = await expectTextLaidOut(page, where);
      const below = await hiddenBelow(page);
      const sideways = await sidewaysScrolls(page);
      const fit = [...(below > 0 ? [`${below}px below the fold`] : []), ...sideways.map((box) => `${box} scrolls sideways`)];
      if (fit.length > 0) console.log(`[screen fit] ${where}:\n  ${fit.join('\n  ')}`);
      if (problems.length > 0 || fit.length > 0) {
        await page.screenshot({ path: join(PICTURES, `${language}-${screen.replace(/\W+/g, '-')}-${viewport.width}x${viewport.height}.png`) });
      }
      expect.soft(below, `pixels below the fold at ${where}`).toBe(0);
      expect.soft(sideways, `boxes that scroll sideways at ${where}`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await settled(page);
  };
}

/** Transitions finished and two frames drawn: a size change has been laid out. */
async function settled(page: Page): Promise<void> {
  await page.evaluate('document.getAnimations().forEach((animation) => animation.finish())');
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

async function openScreen(page: Page, t: Words, screen: 'sell' | 'recent' | 'shift' | 'day' | 'settings'): Promise<void> {
  await page.getByRole('navigation', { name: t('screens.label') }).getByRole('button', { name: t(`screens.${screen}`), exact: true }).click();
}

/** The manager's day: its summary and close, every section of the settings, the open shift, the sales and one's detail. */
async function managersScreens(page: Page, t: Words, look: Look): Promise<void> {
  await openScreen(page, t, 'day');
  const summary = page.getByRole('region', { name: t('day:summary.label') });
  await expect(summary.locator('.key-totals tbody tr')).toHaveCount(3);
  await look('day');
  await page.getByRole('button', { name: t('day:close.button'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await look('day › close dialog');
  await confirm.getByRole('button', { name: t('cancel'), exact: true }).click();
  await expect(confirm).toHaveCount(0);

  await openScreen(page, t, 'settings');
  const sections = page.getByRole('tablist', { name: t('settings:sections.label') });
  for (const section of ['shop', 'printer', 'businessDay', 'clerks', 'environment', 'sending', 'lowBalance', 'backups', 'catalog', 'chain', 'audit']) {
    const tab = sections.getByRole('tab', { name: t(`settings:sections.${section}`), exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await look(`settings › ${section}`);
  }

  await openScreen(page, t, 'shift');
  await expect(page.getByRole('region', { name: t('clerks:shift.running.title', { number: 3 }) }).locator('.cash-table')).toBeVisible();
  await look('shift');

  await openScreen(page, t, 'recent');
  const rows = page.getByRole('region', { name: t('recent:list.label') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await look('recent sales');
  await rows.first().click();
  await expect(page.getByRole('region', { name: t('recent:detail.label') })).toBeVisible();
  await look('recent sales › a sale');
}

async function lock(page: Page, t: Words): Promise<void> {
  await page.getByRole('button', { name: t('clerks:status.lock'), exact: true }).click();
  await expect(page.getByRole('region', { name: t('clerks:signIn.label') })).toBeVisible();
}

async function signIn(page: Page, t: Words, who: { name: string; pin: string }, look?: Look): Promise<void> {
  const region = page.getByRole('region', { name: t('clerks:signIn.label') });
  await expect(region).toBeVisible({ timeout: 30_000 });
  await region.getByRole('group', { name: t('clerks:signIn.clerks') }).getByRole('button', { name: who.name, exact: true }).click();
  await look?.('sign-in › a name chosen');
  await region.getByLabel(t('clerks:pin'), { exact: true }).fill(who.pin);
  await region.getByRole('button', { name: t('clerks:signIn.button'), exact: true }).click();
  await expect(region).toHaveCount(0);
}

/** A sale to the network with the 60-character name, chosen from the list, for the most its amounts allow. */
async function sellToTheLongNamedNetwork(page: Page, t: Words, look: Look, till: RealDayTill, nationalNumber: string): Promise<void> {
  await openScreen(page, t, 'sell');
  const keypad = page.getByRole('group', { name: t('keypad.label') });
  await expect(keypad).toBeVisible();
  await look('sell › number');
  for (const digit of nationalNumber) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await look('sell › number typed');
  await page.getByRole('button', { name: t('number:find'), exact: true }).click();
  await page.getByRole('button', { name: t('operator:header.change') }).click();
  const list = page.getByRole('region', { name: t('operator:list.title') });
  await expect(list).toBeVisible();
  await look('sell › operator list');
  await operatorButton(list, LONG_OPERATOR).click();
  await expect(list).toHaveCount(0);

  const rule = till.longOperator.amounts;
  if (rule.kind === 'range') {
    const entry = page.getByRole('status', { name: t('amount:entry'), exact: true });
    await expect(entry).toBeVisible();
    await look('sell › amount');
    const most = microsToDecimal(rule.max.micros).replace(/\.?0+$/, '');
    for (const digit of most) await keypad.getByRole('button', { name: digit, exact: true }).click();
  } else {
    const choices = page.getByRole('group', { name: t('amount:choose') });
    await expect(choices).toBeVisible();
    await look('sell › amount');
    await choices.getByRole('button').last().click();
  }
  await look('sell › amount chosen');
  await page.getByRole('button', { name: t('amount:next'), exact: true }).click();
  const confirm = page.getByRole('region', { name: t('sale:confirm.title') });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('button', { name: t('sale:confirm.send') })).toBeEnabled();
  await look('sell › confirm');
  await page.getByRole('button', { name: t('sale:confirm.send') }).click();
  const result = page.getByRole('region', { name: t('sale:result.title') });
  await expect(result.locator('.sale-state')).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });
  await look('sell › result');
  await page.getByRole('button', { name: t('sale:result.newSale') }).click();
}

/** A clerk at the settings: refused, and the manager's approval asked (then cancelled). */
async function askManagerForSettings(page: Page, t: Words, look: Look): Promise<void> {
  await openScreen(page, t, 'settings');
  await look('settings › refused');
  await page.getByRole('button', { name: t('settings:access.ask') }).click();
  const dialog = page.getByRole('dialog', { name: t('clerks:approval.title') });
  await expect(dialog.getByRole('group', { name: t('clerks:approval.managers') })).toBeVisible();
  await look('manager approval');
  await dialog.getByRole('button', { name: t('clerks:approval.cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The clerk's shift closed as the manager counts it: exactly what it should hold. */
async function closeOpenShift(till: RealDayTill): Promise<void> {
  const report = await callTill<ShiftReport>(till.host, 'shifts.report');
  const counted = report.cash.map((line) => ({ currency: line.currency, amount: microsToDecimal(line.expected) }));
  await callTill(till.host, 'shifts.close', { counted });
}

async function closedShiftReport(page: Page, t: Words, look: Look): Promise<void> {
  await openScreen(page, t, 'shift');
  const earlier = page.getByRole('region', { name: t('clerks:shift.earlier.title') });
  await expect(earlier.getByRole('button')).toHaveCount(3);
  await look('shift › closed shifts');
  await earlier.getByRole('button').nth(1).click();
  await expect(page.getByRole('region', { name: t('clerks:shift.report.label') }).locator('.cash-table')).toBeVisible();
  await look('shift › a closed shift’s report');
}
