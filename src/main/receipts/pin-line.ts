/**
 * How a PIN takes the paper: its groups double size, the gaps between them single width. A double-width space
 * would cost two columns a gap for nothing: with single ones a 14-digit code takes 28 + 3 = 31 columns and fits
 * one line of 58 mm paper (32), where it would otherwise take 34 and break into what reads as two codes. Every
 * renderer draws a PIN line this way (ESC/POS size commands, the PDF's font sizes, the screen's spacing).
 */
import { length } from './text-wrap';

export const PIN_SCALE = 2;

/** The groups of a laid-out PIN line. */
export const pinGroups = (line: string): string[] => line.split(' ').filter((group) => group !== '');

/** The columns a PIN line takes: its groups at double size, one column between two groups. */
export function pinLineColumns(line: string): number {
  const groups = pinGroups(line);
  return groups.reduce((sum, group) => sum + length(group) * PIN_SCALE, 0) + Math.max(0, groups.length - 1);
}

/**
 * The PIN's lines at a paper's width: the whole code on one line where it fits; else rows of whole groups, as
 * few as fit and spread evenly ("1234 5678" / "9012 3456", never a stray group alone on the last row). The rows
 * sit under a heading that counts the code's characters (receipt-layout.ts), so they read as one code.
 */
export function pinRows(code: string, columns: number): string[] {
  const groups = pinGroups(code);
  if (pinLineColumns(code) <= columns) return groups.length > 0 ? [groups.join(' ')] : [];
  const widest = Math.max(...groups.map((group) => length(group) * PIN_SCALE));
  const perRowMax = Math.max(1, Math.floor((columns + 1) / (widest + 1)));
  const perRow = Math.ceil(groups.length / Math.ceil(groups.length / perRowMax));
  const rows: string[] = [];
  for (let i = 0; i < groups.length; i += perRow) rows.push(groups.slice(i, i + perRow).join(' '));
  return rows;
}
