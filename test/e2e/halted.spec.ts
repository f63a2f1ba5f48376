/**
 * A journal damaged while the till was off: the till starts halted, says so with the file's path, takes no
 * sale, stays halted when asked to try again, and never touches the damaged file. A backup restored from the
 * same screen brings the till back, with the damaged file kept beside it byte for byte.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { TOKEN_HEADER } from '../../src/shared/web-host-paths';
import { startWebHostProcess, type WebHostProcess } from '../../scripts/web-host-process';
import { hiddenBelow } from './fixtures/screen-fit';
import { MANAGER, staffTill } from './fixtures/web-host';

const JOURNAL = 'journal-training.sqlite';

const startHost = (dataDir: string) => startWebHostProcess({ args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'], from: 'built' });

/** Garbage over pages in the middle of the journal, as a failing disk or a bad copy leaves it; the bytes it now holds. */
function damage(file: string): Buffer {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, randomBytes(4096), 0, 4096, 8192);
  } finally {
    closeSync(fd);
  }
  return readFileSync(file);
}

function api(host: WebHostProcess, method: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${host.port}/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token }, body: '{}' });
}

/**
 * Runs the till once over `dataDir` so a real journal exists (with its catalog), doing `meanwhile` while it
 * runs. It is stopped only once settled, so the journal is left whole and alone, without a WAL beside it:
 * the damage done next is then the only thing wrong with it.
 */
async function runOnce(dataDir: string, meanwhile: (host: WebHostProcess) => Promise<void> = async () => undefined): Promise<void> {
  const host = await startHost(dataDir);
  try {
    await expect
      .poll(async () => {
        const status = (await (await api(host, 'status.get')).json()) as { catalog?: { operators: number; syncing: boolean } };
        return status.catalog ? status.catalog.operators > 0 && !status.catalog.syncing : false;
      })
      .toBe(true);
    await meanwhile(host);
  } finally {
    expect(await host.stop()).toBe(0);
  }
  expect(existsSync(join(dataDir, `${JOURNAL}-wal`))).toBe(false);
}

/** The shop's manager and the drawer's shift, then a backup that holds them. */
async function staffAndBackUp(host: WebHostProcess): Promise<void> {
  await staffTill(host);
  expect((await api(host, 'journal.backup')).status).toBe(200);
}

/** The till's page at the kiosk's size, and its halted screen. */
async function openAt1024(page: Page, host: WebHostProcess): Promise<Locator> {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(host.url);
  return page.getByRole('region', { name: 'Till stopped' });
}

let dataDir = '';
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'till-e2e-halted-'));
});
test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('a damaged journal stops the till; trying again keeps it stopped and the file untouched', async ({ page }) => {
  await runOnce(dataDir);
  const file = join(dataDir, JOURNAL);
  const damaged = damage(file);

  const host = await startHost(dataDir);
  try {
    const stopped = await openAt1024(page, host);
    await expect(stopped.getByRole('heading', { name: 'The till has stopped taking sales' })).toBeVisible();
    await expect(stopped).toContainText(`The journal file is kept at: ${file}`);
    await expect(stopped).toContainText('The sale journal is damaged');
    await expect(stopped).toContainText(`There are no backups yet. They are kept in ${join(dataDir, 'backups')}`);
    // No way to a sale from here: no tabs, no keypad.
    await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Keypad' })).toHaveCount(0);
    expect(await hiddenBelow(page)).toBe(0);

    await stopped.getByRole('button', { name: 'Try again' }).click();
    await expect(stopped.getByRole('alert').filter({ hasText: 'the journal still cannot be used' })).toBeVisible();
    await expect(stopped.getByRole('heading', { name: 'The till has stopped taking sales' })).toBeVisible();
    await expect(stopped.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Till stopped' })).toBeVisible();
  } finally {
    await host.stop();
  }
  expect(readFileSync(file).equals(damaged)).toBe(true);
});

test('restoring a backup from the halted screen brings the till back and keeps the damaged file beside it', async ({ page }) => {
  await runOnce(dataDir, staffAndBackUp);
  const file = join(dataDir, JOURNAL);
  const damaged = damage(file);

  const host = await startHost(dataDir);
  try {
    const stopped = await openAt1024(page, host);
    const backups = stopped.getByRole('list', { name: 'Backups' }).getByRole('listitem');
    await expect(backups).toHaveCount(1);

    // Asked first; the safe answer changes nothing.
    await backups.getByRole('button', { name: 'Restore', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep waiting' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(stopped).toBeVisible();

    await backups.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restore a backup' }).getByRole('button', { name: 'Restore this backup' }).click();
    await expect(page.getByRole('region', { name: 'Till stopped' })).toHaveCount(0);
    // A new start of the till: whoever was at it signs in again.
    const signIn = page.getByRole('region', { name: 'Sign in' });
    await signIn.getByRole('group', { name: 'Clerks' }).getByRole('button', { name: MANAGER.name, exact: true }).click();
    await page.getByLabel('PIN', { exact: true }).fill(MANAGER.pin);
    await page.getByLabel('PIN', { exact: true }).press('Enter');
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
    await expect(page.locator('[data-field="environment"]')).toHaveText('TRAINING');
    await expect(page.getByRole('button', { name: 'Find operator' })).toBeVisible();
  } finally {
    await host.stop();
  }
  const kept = readdirSync(dataDir).filter((name) => name.startsWith(`${JOURNAL}.replaced-`) && !name.endsWith('-wal'));
  expect(kept).toHaveLength(1);
  expect(readFileSync(join(dataDir, kept[0] ?? '')).equals(damaged)).toBe(true);
});
