/**
 * Backups from the settings: one made on demand appears in the list, the folder and how many to keep are
 * saved, a backup goes to the chosen folder, and a restore asks first and then says it is done.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures/web-host';

test('back up now, choose the folder, restore after asking', async ({ page, webHost }) => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'till-e2e-backups-'));
  try {
    await page.goto(webHost.url);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Backups' }).click();
    const backups = page.getByRole('region', { name: 'Backups' });
    const rows = backups.getByRole('list', { name: 'Backups' }).getByRole('listitem');
    await expect(backups).toContainText('There are no backups yet');
    await expect(rows).toHaveCount(0);

    await backups.getByRole('button', { name: 'Back up now' }).click();
    await expect(backups.getByRole('status')).toContainText('Backed up at');
    await expect(rows).toHaveCount(1);
    // Kept apart from the hourly and after-Z backups, and marked so.
    await expect(rows.first()).toContainText('made by hand (Back up now)');
    await expect(backups.locator('[data-field="last-backup"]')).toContainText('Last backup:');

    // Another folder (a USB stick, say): saved, then the next backup goes there.
    const folder = backups.getByLabel('Backup folder');
    await folder.fill(join(elsewhere, 'till'));
    await backups.getByLabel('Backups to keep').fill('5');
    await backups.getByRole('button', { name: 'Save backup settings' }).click();
    await expect(backups.getByRole('status')).toHaveText('Backup settings saved.');
    await expect(backups).toContainText(`Now backing up to: ${join(elsewhere, 'till')}`);
    await expect(rows).toHaveCount(0);
    await backups.getByRole('button', { name: 'Back up now' }).click();
    await expect(rows).toHaveCount(1);
    expect(existsSync(join(elsewhere, 'till'))).toBe(true);

    await rows.getByRole('button', { name: 'Restore', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
    await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(rows.getByRole('button', { name: 'Restore', exact: true })).toBeFocused();
    await rows.getByRole('button', { name: 'Restore', exact: true }).click();
    await dialog.getByRole('button', { name: 'Restore this backup' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(backups.getByRole('status')).toHaveText('The backup was restored.');
    await expect(page.locator('[data-field="environment"]')).toHaveText('TRAINING');
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});
