/**
 * A manager enters sandbox credentials on the settings screen (the till checks them against a standalone
 * simulator). A refused secret is explained in words; the accepted one shows as "configured" with a hint, and
 * neither secret is anywhere in the page afterwards: not in its markup, its form fields or its storage.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSimulator } from '../../src/main/simulator';
import { startWebHostProcess } from '../../scripts/web-host-process';
import { staffTill } from './fixtures/web-host';

test('credentials are checked, saved, and never shown again', async ({ page }) => {
  const clientId = 'e2e-client-7781';
  const secret = `canary-${randomBytes(12).toString('hex')}`;
  const wrong = `wrong-${randomBytes(12).toString('hex')}`;
  const sim = await startSimulator({ clientId, clientSecret: secret });
  const dataDir = mkdtempSync(join(tmpdir(), 'till-e2e-settings-'));
  const host = await startWebHostProcess({ args: ['--port', '0', '--data-dir', dataDir, '--environment', 'sandbox', '--base-url', sim.url, '--auth-url', sim.url], from: 'built' });
  try {
    await staffTill(host, { shift: false });
    await page.goto(host.url);
    await expect(page.locator('[data-field="environment"]')).toHaveText('SANDBOX');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Environment and credentials' }).click();
    const form = page.getByRole('form', { name: 'sandbox credentials' });
    await expect(form.locator('[data-field="credentials-status"]')).toHaveText('Not configured');

    await form.getByLabel('Client id').fill(clientId);
    await form.getByLabel('Client secret').fill(wrong);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await expect(form.getByRole('alert')).not.toBeEmpty();
    await expect(form.getByLabel('Client secret')).toHaveValue('');
    await expect(form.locator('[data-field="credentials-status"]')).toHaveText('Not configured');

    await form.getByLabel('Client secret').fill(secret);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await expect(form.locator('[data-field="credentials-status"]')).toContainText('Configured on');
    await expect(form.locator('[data-field="credentials-status"]')).toContainText('••••7781');
    await expect(form.getByLabel('Client secret')).toHaveValue('');

    const everything = await page.evaluate(() => {
      interface KeyValues {
        length: number;
        key(index: number): string | null;
        getItem(key: string): string | null;
      }
      const scope = globalThis as unknown as {
        document: { documentElement: { outerHTML: string }; querySelectorAll(selector: string): ArrayLike<{ value: string }> };
        sessionStorage: KeyValues;
        localStorage: KeyValues;
      };
      const values = Array.from(scope.document.querySelectorAll('input'), (input) => input.value);
      const stored = (store: KeyValues) => Array.from({ length: store.length }, (_, index) => store.getItem(store.key(index) ?? '') ?? '');
      return [scope.document.documentElement.outerHTML, ...values, ...stored(scope.sessionStorage), ...stored(scope.localStorage)].join('\n');
    });
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(wrong);
    expect([...host.stdout, ...host.stderr].join('\n')).not.toContain(secret);
  } finally {
    await host.stop();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
