/**
 * The Chromium policy the deployment guide installs on a kiosk (deploy/chromium-policy.json) must leave the DevTools
 * pipe open: the kiosk hands the till's address to Chromium through it (scripts/kiosk/devtools-pipe.ts), and Chromium
 * applies its developer-tools policies to that pipe as well ("Not allowed" on attaching), so the screen stays blank.
 * Tried on Debian's Chromium with the policy installed; this keeps the file from growing one of them again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const policy = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'deploy', 'chromium-policy.json'), 'utf8')) as Record<string, unknown>;

describe("the kiosk's Chromium policy", () => {
  it('sets none of the developer-tools policies that also close the pipe the kiosk opens the till through', () => {
    expect(Object.keys(policy).filter((key) => key.startsWith('DeveloperToolsAvailability') || key === 'RemoteDebuggingAllowed')).toEqual([]);
  });

  it("blocks the developer tools' own pages and the browser's, never the till's address", () => {
    const blocked = policy.URLBlocklist as string[];
    expect(blocked).toEqual(expect.arrayContaining(['devtools://*', 'chrome://*']));
    expect(blocked.some((pattern) => /^(https?:\/\/)?(127\.0\.0\.1|localhost|\*)/.test(pattern) || pattern === '*')).toBe(false);
  });
});
