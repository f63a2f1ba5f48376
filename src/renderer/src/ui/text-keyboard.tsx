/**
 * The on-screen keyboard for what the numeric keypad cannot type (an e-mail address): digits, letters, the
 * signs an address needs and backspace. Its keys never take the focus, so the field being typed in keeps its
 * caret; they are out of the Tab order because a keyboard user types on the keyboard itself.
 */
import type { MouseEvent } from 'react';
import type { TextKey } from './text-keyboard-entry';
import './text-keyboard.css';

const ROWS: readonly string[] = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '._-@'];

// Focus moves on mousedown (touch fires one too): preventing it leaves the caret where it was.
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function TextKeyboard({ label, backspaceLabel, onKey }: { label: string; backspaceLabel: string; onKey(key: TextKey): void }) {
  return (
    <div className="text-keyboard" role="group" aria-label={label} dir="ltr">
      {ROWS.map((row, index) => (
        <div key={row} className="text-keyboard-row">
          {[...row].map((char) => (
            <button key={char} type="button" className="text-key" tabIndex={-1} onMouseDown={keepFocus} onClick={() => onKey(char)}>
              {char}
            </button>
          ))}
          {index === ROWS.length - 1 ? (
            <button type="button" className="text-key text-key-wide key-quiet" tabIndex={-1} onMouseDown={keepFocus} onClick={() => onKey('back')} aria-label={backspaceLabel}>
              ⌫
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
