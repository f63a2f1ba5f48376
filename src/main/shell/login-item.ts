/**
 * A till in kiosk mode starts when its computer's user logs in: a Windows login item, or on Linux an XDG
 * autostart file (~/.config/autostart/airtime-till.desktop). Kiosk mode off removes it. Only a packaged till does
 * this (a developer's run from source must not register itself). The plan is pure; applyLoginItem does it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Settings } from 'electron';

export interface LoginItemFacts {
  kiosk: boolean;
  isPackaged: boolean;
  platform: NodeJS.Platform;
  /** The program to start: the AppImage file itself when run from one (its execPath is a mount that goes away). */
  execPath: string;
  appImage: string | undefined;
  /** The arguments this till was started with that the next start needs (its data folder). */
  args: string[];
  /** $XDG_CONFIG_HOME, where the user's autostart folder is (~/.config without it). */
  xdgConfigHome: string | undefined;
}

export type LoginItemPlan =
  | { kind: 'none' }
  | { kind: 'windows'; settings: Settings }
  | { kind: 'xdg-autostart'; path: string; contents: string | null };

export const AUTOSTART_FILE = 'airtime-till.desktop';

export function loginItemPlan(facts: LoginItemFacts): LoginItemPlan {
  if (!facts.isPackaged) return { kind: 'none' };
  if (facts.platform === 'win32') return { kind: 'windows', settings: { openAtLogin: facts.kiosk, path: facts.execPath, args: facts.args } };
  if (facts.platform !== 'linux') return { kind: 'none' };
  const configHome = facts.xdgConfigHome || join(homedir(), '.config');
  const program = facts.appImage ?? facts.execPath;
  return { kind: 'xdg-autostart', path: join(configHome, 'autostart', AUTOSTART_FILE), contents: facts.kiosk ? desktopEntry([program, ...facts.args]) : null };
}

/** The autostart entry (Desktop Entry Specification): the command's words quoted as its Exec key requires. */
export function desktopEntry(command: string[]): string {
  return ['[Desktop Entry]', 'Type=Application', 'Name=Airtime Till', `Exec=${command.map(execWord).join(' ')}`, 'Terminal=false', 'X-GNOME-Autostart-enabled=true', ''].join('\n');
}

function execWord(word: string): string {
  if (/^[\w./:=,+-]+$/.test(word)) return word;
  // Inside double quotes, `"`, `` ` ``, `$` and `\` take a backslash; `%` is doubled (field codes).
  return `"${word.replace(/["`$\\]/g, (char) => `\\${char}`).replace(/%/g, '%%')}"`;
}

export function applyLoginItem(plan: LoginItemPlan, setLoginItemSettings: (settings: Settings) => void): void {
  switch (plan.kind) {
    case 'none':
      return;
    case 'windows':
      setLoginItemSettings(plan.settings);
      return;
    case 'xdg-autostart':
      if (plan.contents === null) {
        rmSync(plan.path, { force: true });
      } else {
        mkdirSync(dirname(plan.path), { recursive: true });
        writeFileSync(plan.path, plan.contents);
      }
      return;
  }
}
