/** Credentials given on the web host's command line win for the run, and the settings say so, not "configured on". */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startWebHostProcess } from '../../scripts/web-host-process';
import { staffTill } from './fixtures/web-host';

test('credentials from the command line are shown as such, with their hint only', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'till-e2e-cli-credentials-'));
  const secret = 'cli-secret-not-for-the-page';
  const host = await startWebHostProcess({
    args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training', '--client-id', 'e2e-cli-4242', '--client-secret', secret],
    from: 'built',
  });
  try {
    await staffTill(host, { shift: false });
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Environment and credentials' }).click();
    const status = page.getByRole('form', { name: 'sandbox credentials' }).locator('[data-field="credentials-status"]');
    await expect(status).toHaveText('Given on the command line for this run (••••4242)');
    expect(await page.content()).not.toContain(secret);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
