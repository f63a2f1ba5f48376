import { defineConfig } from '@playwright/test';

// Browsers are never downloaded here: Debian's Chromium (or CHROMIUM_PATH) drives every e2e test.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
