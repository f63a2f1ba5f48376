/**
 * The browser's print window, watched instead of opened: how often a page asked for it, and closing it as the
 * clerk does (the `afterprint` the browser then fires). The sheet printed in place is found in the page's body.
 */
import { vi } from 'vitest';

export interface PrintWindow {
  opened(): number;
  close(): void;
  /** What the unseen sheet printed in place holds now ('' when none). */
  sheetText(): string;
  restore(): void;
}

export function watchPrintWindow(): PrintWindow {
  // happy-dom has no print window of its own to spy on.
  const original = window.print;
  const print = vi.fn();
  window.print = print;
  return {
    opened: () => print.mock.calls.length,
    close: () => window.dispatchEvent(new Event('afterprint')),
    sheetText: () => document.querySelector('.print-sheet.is-in-place')?.textContent ?? '',
    restore: () => {
      window.print = original;
    },
  };
}
