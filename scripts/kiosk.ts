/**
 * `npm run kiosk`: browser mode as a shop's appliance on a Linux mini-PC. Starts the built web host and Debian's
 * Chromium in kiosk mode on the X display ($DISPLAY), opens the till in it, and the customer display in a second
 * Chromium on a second screen when there is one (xrandr). Whatever ends is started again: Chromium at once (then
 * more slowly while it keeps dying young), the web host likewise, after which every window is opened afresh on its
 * new address. The addresses carry the launch's tokens: they go to Chromium through its DevTools pipe, never on a
 * command line (`ps`) or into the log; only `--launch-info-fd` hands them to whoever started the kiosk.
 * SIGTERM (systemd) or Ctrl+C closes the windows and the till cleanly. Options: scripts/kiosk/kiosk-args.ts.
 */
import { execFile, spawn } from 'node:child_process';
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { createConsoleLogger } from '../src/main/logger';
import { messageOf } from '../src/shared/errors';
import { chromiumArgs } from './kiosk/chromium-args';
import { devtoolsPipe, openInPage, type DevtoolsPipe } from './kiosk/devtools-pipe';
import { KIOSK_USAGE, KioskUsageError, parseKioskArgs, type KioskOptions } from './kiosk/kiosk-args';
import { quickEndsAfter, restartDelayMs } from './kiosk/restart-delay';
import { parseMonitors, planScreens, type ScreenPlan } from './kiosk/screens';
import { withoutTokens } from './kiosk/without-tokens';
import { startWebHostProcess, type WebHostProcess } from './web-host-process';

type Role = 'till' | 'customer';

interface Browser {
  pid: number;
  pipe: DevtoolsPipe;
  /** Asks Chromium to close, and resolves once it has. */
  end(): Promise<unknown>;
  /** Openings of the till in this window, one after the other. */
  showing: Promise<void>;
}

/** Chromium's window may not have its page yet when it has just started: asked again, this many times. */
const PAGE_TRIES = 40;
const PAGE_RETRY_MS = 250;

const logger = createConsoleLogger();
const addresses: Record<Role, string | null> = { till: null, customer: null };
const browsers = new Map<Role, Browser>();
let host: WebHostProcess | null = null;
/** The web host's start under way, so a stop meanwhile can still stop it. */
let hostStarting: Promise<WebHostProcess> | null = null;
let stopping = false;
const sleepers = new Set<() => void>();

/** A wait before starting something again, cut short when the kiosk stops. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    sleepers.add(done);
  });
}

async function screensNow(customerScreen: string | null): Promise<ScreenPlan> {
  try {
    const { stdout } = await promisify(execFile)('xrandr', ['--listmonitors']);
    return planScreens(parseMonitors(stdout), customerScreen);
  } catch (error) {
    logger.warn('xrandr could not list the screens: the till takes the whole display', { error: messageOf(error) });
    return { till: null, customer: null };
  }
}

/** The web host, started again whenever it ends; each launch's addresses go to the windows (and the launch fd). */
async function superviseHost(options: KioskOptions): Promise<void> {
  let quickEnds = 0;
  while (!stopping) {
    const started = Date.now();
    try {
      hostStarting = startWebHostProcess({ args: options.webHostArgs, from: 'built', echoLog: true, readyTimeoutMs: 120_000 });
      host = await hostStarting;
      if (stopping) return;
      logger.info('web host ready', { pid: host.pid, port: host.port });
      addresses.till = host.url;
      addresses.customer = host.customerUrl;
      tellLauncher(options, host);
      for (const [role, browser] of browsers) show(role, browser);
      const end = await host.exited;
      host = null;
      if (stopping) return;
      logger.warn('the web host ended: starting it again', { exit: end });
    } catch (error) {
      logger.error('the web host did not start', { error: withoutTokens(messageOf(error)) });
    }
    quickEnds = quickEndsAfter(quickEnds, Date.now() - started);
    await pause(restartDelayMs(quickEnds));
  }
}

/** One Chromium window, started again whenever it ends. The customer's ends for good when its screen is gone. */
async function superviseBrowser(role: Role, options: KioskOptions): Promise<void> {
  let quickEnds = 0;
  while (!stopping) {
    const plan = await screensNow(options.customerScreen);
    if (role === 'customer' && !plan.customer) {
      logger.info('no second screen: no customer display');
      return;
    }
    const screen = role === 'till' ? plan.till : plan.customer;
    const started = Date.now();
    const child = spawn(options.chromium, chromiumArgs({ profileDir: join(options.profileDir, role), screen, asRoot: process.getuid?.() === 0 }), {
      // Chromium's own output is not kept: it is noise to a technician, and nothing of it is needed.
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const ended = new Promise<number | string | null>((resolve) => {
      child.once('exit', (code, signal) => resolve(code ?? signal));
      child.once('error', (error) => resolve(messageOf(error)));
    });
    const browser: Browser = {
      pid: child.pid ?? 0,
      pipe: devtoolsPipe(child.stdio[3] as Writable, child.stdio[4] as Readable),
      end: () => {
        child.kill('SIGTERM');
        return ended;
      },
      showing: Promise.resolve(),
    };
    browsers.set(role, browser);
    logger.info('chromium started', { role, pid: browser.pid, screen: screen?.name ?? null });
    show(role, browser);
    const end = await ended;
    browsers.delete(role);
    if (stopping) return;
    logger.warn('chromium ended: starting it again', { role, exit: end });
    quickEnds = quickEndsAfter(quickEnds, Date.now() - started);
    await pause(restartDelayMs(quickEnds));
  }
}

/** Opens the web host's current address in the window, after any opening already under way. */
function show(role: Role, browser: Browser): void {
  browser.showing = browser.showing.then(async () => {
    for (let tries = 1; !stopping && browsers.get(role) === browser; tries++) {
      const url = addresses[role];
      // No web host yet: it opens the address in every window once it is ready.
      if (!url) return;
      try {
        await openInPage(browser.pipe, url);
        logger.info('till on screen', { role, pid: browser.pid });
        return;
      } catch (error) {
        if (tries >= PAGE_TRIES) {
          logger.error('chromium did not open the till', { role, error: withoutTokens(messageOf(error)) });
          return;
        }
        await pause(PAGE_RETRY_MS);
      }
    }
  });
}

function tellLauncher(options: KioskOptions, launched: WebHostProcess): void {
  if (options.launchInfoFd === null) return;
  try {
    writeSync(options.launchInfoFd, `${JSON.stringify({ till: launched.url, customer: launched.customerUrl })}\n`);
  } catch (error) {
    logger.warn('the launch fd could not be written', { error: messageOf(error) });
  }
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  for (const wake of sleepers) wake();
  const closed = [...browsers.values()].map((browser) => browser.end());
  const running = host ?? (await hostStarting?.catch(() => null)) ?? null;
  const exitCode = running ? await running.stop() : 0;
  await Promise.all(closed);
  process.exit(exitCode === 0 ? 0 : 1);
}

async function main(): Promise<void> {
  let options: KioskOptions;
  try {
    options = parseKioskArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof KioskUsageError)) throw error;
    process.stderr.write(`${error.message}\n${KIOSK_USAGE}\n`);
    process.exit(2);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
  const plan = await screensNow(options.customerScreen);
  const roles: Role[] = options.customerDisplay && plan.customer ? ['till', 'customer'] : ['till'];
  await Promise.all([superviseHost(options), ...roles.map((role) => superviseBrowser(role, options))]);
}

main().catch((error: unknown) => {
  logger.error('the kiosk stopped', { error: messageOf(error) });
  process.exit(1);
});
