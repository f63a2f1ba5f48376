/**
 * `npm run kiosk` on a virtual X display (Debian's Xvfb), as a shop's mini-PC runs it: the kiosk process with its
 * own web host and Chromium. What the clerk would see is read from the X display itself (ImageMagick's `import
 * -window root`), not from the browser, and compared with a picture of the sale screen that this test's own
 * Playwright page takes of the same till at the same size: the screen must match it (compared by the mean colours
 * of small squares, so the status bar's clock or a caret does not count, nor a text drawn a pixel aside) and differ from the sign-in screen the till shows first, so a
 * blank, an error or another screen cannot pass. Then Chromium is killed, and later the web host, and each time the
 * test waits for the sale screen to be back on the display. No time is asserted: every wait is for a state, and its
 * ceiling is only there to end a test that would wait for ever.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { expect, test, type Browser } from '@playwright/test';
import { callWebHost, startWebHostProcess } from '../../scripts/web-host-process';
import { MANAGER, shopReady, staffTill } from './fixtures/web-host';

const ROOT = join(__dirname, '..', '..');
const WIDTH = 1024;
const HEIGHT = 768;
/** Pictures are compared by squares of this side… */
const BLOCK = 16;
/** …whose mean colours are the same within this much per channel (0–255). */
const BLOCK_TOLERANCE = 16;
/**
 * At most this share of squares may differ from the reference: the status bar's clock, a caret. The same screen
 * differs by well under 1 %, the sign-in and the sale screens (both with a keypad) by some 25 %.
 */
const SAME_SCREEN = 0.02;
/** Generous: a busy 2-core machine starting Chromium, the web host and a till. Only ends a wait that never ends. */
const CEILING_MS = 90_000;

const hasXvfb = ['/usr/bin/Xvfb', '/usr/bin/import', '/usr/bin/convert'].every((tool) => existsSync(tool));
test.skip(!hasXvfb, 'needs Debian’s xvfb and imagemagick (apt-get install xvfb imagemagick; .ci/run installs them)');
// Three restarts of a till and a browser, each awaited: far beyond the default test budget on a busy machine.
test.describe.configure({ timeout: 6 * CEILING_MS });

interface Launch {
  till: string;
  customer: string;
}

interface Kiosk {
  child: ChildProcess;
  /** Every log line the kiosk wrote, stdout and stderr. */
  log: string[];
  /** Every launch of its web host, as handed on the launch fd. */
  launches: Launch[];
  exited: Promise<number | null>;
}

function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${WIDTH}x${HEIGHT}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve({ display: `:${text.trim()}`, child });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it had a display`)));
  });
}

function startKiosk(display: string, dataDir: string, profileDir: string): Kiosk {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', 'kiosk.ts'), '--profile-dir', profileDir, '--launch-info-fd', '3', '--data-dir', dataDir, '--environment', 'training'],
    { cwd: ROOT, env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const kiosk: Kiosk = { child, log: [], launches: [], exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  const lines = (stream: Readable, each: (line: string) => void) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      parts.forEach(each);
    });
  };
  lines(child.stdout as Readable, (line) => kiosk.log.push(line));
  lines(child.stderr as Readable, (line) => kiosk.log.push(line));
  lines(child.stdio[3] as Readable, (line) => kiosk.launches.push(JSON.parse(line) as Launch));
  return kiosk;
}

/** The kiosk's log entries with this message (its own JSON lines; the web host's pass through too). */
function entries(kiosk: Kiosk, message: string): Array<Record<string, unknown>> {
  return kiosk.log.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry.message === message ? [entry] : [];
    } catch {
      return [];
    }
  });
}

/** The X display's pixels, as raw 8-bit RGB. */
function xScreen(display: string): Buffer {
  return execFileSync('import', ['-display', display, '-window', 'root', '-depth', '8', 'rgb:-'], { maxBuffer: 4 * WIDTH * HEIGHT });
}

function rgbOfPng(png: Buffer): Buffer {
  return execFileSync('convert', ['png:-', '-depth', '8', 'rgb:-'], { input: png, maxBuffer: 4 * WIDTH * HEIGHT });
}

/** The mean colour of each BLOCK×BLOCK square: a text drawn a pixel aside (window edges, anti-aliasing) barely moves it. */
function blockMeans(rgb: Buffer): number[] {
  expect(rgb.length).toBe(WIDTH * HEIGHT * 3);
  const means: number[] = [];
  for (let top = 0; top < HEIGHT; top += BLOCK) {
    for (let left = 0; left < WIDTH; left += BLOCK) {
      const sum = [0, 0, 0];
      for (let y = top; y < top + BLOCK; y++) {
        for (let x = left; x < left + BLOCK; x++) {
          for (let channel = 0; channel < 3; channel++) sum[channel]! += rgb[(y * WIDTH + x) * 3 + channel]!;
        }
      }
      means.push(...sum.map((total) => total / (BLOCK * BLOCK)));
    }
  }
  return means;
}

/** The share of squares whose mean colour differs by more than the tolerance in some channel. */
function difference(a: Buffer, b: Buffer): number {
  const [first, second] = [blockMeans(a), blockMeans(b)];
  let differing = 0;
  for (let i = 0; i < first.length; i += 3) {
    if ([0, 1, 2].some((channel) => Math.abs(first[i + channel]! - second[i + channel]!) > BLOCK_TOLERANCE)) differing++;
  }
  return differing / (first.length / 3);
}

/** How many distinct colours a picture has: a blank or one-colour screen has one or two. */
function colours(rgb: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) seen.add((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
  return seen.size;
}

/** The till as this test's own Playwright page sees it at the kiosk's size, once `ready` says the screen is there. */
async function referencePicture(browser: Browser, url: string, ready: (page: import('@playwright/test').Page) => Promise<void>): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    await page.goto(url);
    await ready(page);
    // The pictures the screen shows (a flag) drawn, as they are by the time the kiosk's display is compared.
    await page.waitForFunction('[...document.images].every((image) => image.complete)');
    return rgbOfPng(await page.screenshot({ type: 'png' }));
  } finally {
    await page.close();
  }
}

const hostOf = (launch: Launch) => {
  const url = new URL(launch.till);
  return { port: Number(url.port), token: new URLSearchParams(url.hash.slice(1)).get('token') ?? '' };
};

async function signInManager(launch: Launch): Promise<void> {
  const host = hostOf(launch);
  const clerks = await callWebHost<Array<{ id: string; name: string }>>(host, 'clerks.list');
  const manager = clerks.find((clerk) => clerk.name === MANAGER.name);
  await callWebHost(host, 'clerks.signIn', { clerkId: manager?.id, pin: MANAGER.pin });
}

/**
 * Waits until the X display shows the reference (within SAME_SCREEN). When it never does, both pictures are kept
 * in the test's output folder to be looked at.
 */
async function displayShows(display: string, reference: Buffer, what: string): Promise<void> {
  try {
    await expect.poll(() => difference(xScreen(display), reference), { message: `the X display shows ${what}`, timeout: CEILING_MS }).toBeLessThan(SAME_SCREEN);
  } catch (error) {
    const keep = (rgb: Buffer, name: string) =>
      execFileSync('convert', ['-size', `${WIDTH}x${HEIGHT}`, '-depth', '8', 'rgb:-', test.info().outputPath(`${what.replaceAll(' ', '-')}-${name}.png`)], { input: rgb });
    keep(xScreen(display), 'x-display');
    keep(reference, 'expected');
    throw error;
  }
}

test('npm run kiosk shows the sale screen on the X display and brings it back after Chromium and the web host are killed', async ({ browser }) => {
  const work = mkdtempSync(join(tmpdir(), 'till-kiosk-'));
  const dataDir = join(work, 'data');
  let xvfb: ChildProcess | null = null;
  let kiosk: Kiosk | null = null;
  try {
    // A till after its first morning: the manager set up, the shop's country chosen, the drawer's shift open.
    const staging = await startWebHostProcess({ args: ['--port', '0', '--data-dir', dataDir, '--environment', 'training'], from: 'built' });
    await staffTill(staging);
    await shopReady(staging);
    await staging.stop();

    const x = await startXvfb();
    xvfb = x.child;
    kiosk = startKiosk(x.display, dataDir, join(work, 'profiles'));
    const running = kiosk;
    await expect.poll(() => running.launches.length, { timeout: CEILING_MS }).toBe(1);
    await expect.poll(() => entries(running, 'till on screen').length, { timeout: CEILING_MS }).toBeGreaterThan(0);
    const first = running.launches[0]!;

    // The till starts signed out: its sign-in screen first, which must not pass for the sale screen.
    const signInPicture = await referencePicture(browser, first.till, (page) => expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible());
    await displayShows(x.display, signInPicture, 'the sign-in screen');
    await signInManager(first);
    const salePicture = await referencePicture(browser, first.till, async (page) => {
      await expect(page.getByRole('group', { name: 'Keypad' })).toBeVisible();
      // The country's flag comes in a script of its own, just after the first screen.
      await expect(page.locator('img.flag-image')).toBeVisible();
    });
    expect(difference(signInPicture, salePicture)).toBeGreaterThan(5 * SAME_SCREEN);
    await displayShows(x.display, salePicture, 'the sale screen');
    expect(colours(xScreen(x.display))).toBeGreaterThan(16);

    // Chromium killed: a new one, the same till, the sale screen again.
    const [firstChromium] = entries(running, 'chromium started');
    process.kill(Number(firstChromium?.pid), 'SIGKILL');
    await expect.poll(() => entries(running, 'chromium started').length, { timeout: CEILING_MS }).toBe(2);
    await expect.poll(() => entries(running, 'till on screen').length, { timeout: CEILING_MS }).toBe(2);
    await displayShows(x.display, salePicture, 'the sale screen after Chromium was killed');

    // The web host killed: another launch (new token), the window opened afresh on it, the sale screen again once
    // the manager signs in to the new till process.
    const [firstHost] = entries(running, 'web host ready');
    process.kill(Number(firstHost?.pid), 'SIGKILL');
    await expect.poll(() => running.launches.length, { timeout: CEILING_MS }).toBe(2);
    const second = running.launches[1]!;
    expect(hostOf(second).token).not.toBe(hostOf(first).token);
    await expect.poll(() => entries(running, 'till on screen').length, { timeout: CEILING_MS }).toBe(3);
    await displayShows(x.display, signInPicture, 'the sign-in screen of the restarted till');
    await signInManager(second);
    await displayShows(x.display, salePicture, 'the sale screen after the web host was killed');

    // Neither token in the kiosk's log nor on any process's command line (`ps` shows those to every user).
    const tokens = [first, second].flatMap((launch) => [hostOf(launch).token, new URL(launch.customer).hash.slice('#token='.length)]);
    expect(kiosk.log.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);
    const commandLines = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(readCommandLine);
    expect(commandLines.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);

    // A service manager's stop: the kiosk closes its windows and its till, and exits cleanly.
    kiosk.child.kill('SIGTERM');
    expect(await kiosk.exited).toBe(0);
    kiosk = null;
  } finally {
    // A failed test still stops the kiosk its own way, which closes its Chromium and its web host.
    kiosk?.child.kill('SIGTERM');
    await kiosk?.exited;
    xvfb?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
});

function readCommandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // Gone since the listing.
    return '';
  }
}
