/**
 * The on-screen keyboard for what the numeric keypad cannot type (an e-mail address): digits, letters, the
 * signs an address needs and backspace. Names and the shop's words have their own (name-keyboard.tsx).
 */
import { KeyButton } from './key-button';
import type { TextKey } from './text-keyboard-entry';
import './text-keyboard.css';

const ROWS: readonly string[] = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '._-@'];

export function TextKeyboard({ label, backspaceLabel, onKey }: { label: string; backspaceLabel: string; onKey(key: TextKey): void }) {
  return (
    <div className="text-keyboard" role="group" aria-label={label} dir="ltr">
      {ROWS.map((row, index) => (
        <div key={row} className="text-keyboard-row">
          {[...row].map((char) => (
            <KeyButton key={char} onPress={() => onKey(char)}>
              {char}
            </KeyButton>
          ))}
          {index === ROWS.length - 1 ? (
            <KeyButton span={2} quiet label={backspaceLabel} onPress={() => onKey('back')}>
              ⌫
            </KeyButton>
          ) : null}
        </div>
      ))}
    </div>
  );
}
