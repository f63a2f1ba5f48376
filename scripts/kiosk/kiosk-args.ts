/**
 * `npm run kiosk -- [kiosk options] [web host options]`: the kiosk's own options are taken out, everything else
 * goes to the web host (`--data-dir`, `--environment`, `--port`…; `--port 0` unless one is given). Pure.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface KioskOptions {
  chromium: string;
  /** Chromium profiles live under it: `till/` and `customer/`. */
  profileDir: string;
  /** The screen (xrandr's monitor name) the customer faces; null: any other than the till's. */
  customerScreen: string | null;
  customerDisplay: boolean;
  /** A file descriptor to write each web host launch's addresses to, for whoever started the kiosk (a test). */
  launchInfoFd: number | null;
  webHostArgs: string[];
}

export const KIOSK_USAGE = `npm run kiosk -- [--chromium <path>] [--profile-dir <dir>] [--customer-screen <name> | --no-customer-display]
                [--launch-info-fd <n>] [web host options: --data-dir <dir> --environment … --port <n> …]`;

export class KioskUsageError extends Error {}

const WITH_VALUE = new Set(['--chromium', '--profile-dir', '--customer-screen', '--launch-info-fd']);

export function parseKioskArgs(argv: readonly string[], env: NodeJS.ProcessEnv): KioskOptions {
  const own = new Map<string, string>();
  const rest: string[] = [];
  let customerDisplay = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-customer-display') customerDisplay = false;
    else if (WITH_VALUE.has(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new KioskUsageError(`${arg} needs a value`);
      own.set(arg, value);
    } else rest.push(arg);
  }
  const fd = own.get('--launch-info-fd');
  if (fd !== undefined && !/^\d+$/.test(fd)) throw new KioskUsageError('--launch-info-fd needs a file descriptor number');
  return {
    chromium: own.get('--chromium') ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    profileDir: own.get('--profile-dir') ?? join(homedir(), '.cache', 'airtime-till-kiosk'),
    customerScreen: own.get('--customer-screen') ?? null,
    customerDisplay,
    launchInfoFd: fd === undefined ? null : Number(fd),
    webHostArgs: rest.includes('--port') ? rest : ['--port', '0', ...rest],
  };
}
