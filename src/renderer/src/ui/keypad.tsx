/**
 * The big numeric keypad: the clerk's way to type without a keyboard. A physical keyboard works too (digits,
 * the decimal point where allowed, Backspace, Enter), but nothing needs one.
 */
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeypadKey } from '../lib/keypad-entry';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

// Memoised: a screen draws again at every key, the keypad need not (given the same onKey).
export const Keypad = memo(function Keypad({ decimal, onKey, onEnter }: { decimal: boolean; onKey(key: KeypadKey): void; onEnter?(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^\d$/.test(event.key)) onKey(event.key as KeypadKey);
      else if (decimal && (event.key === '.' || event.key === ',')) onKey('.');
      else if (event.key === 'Backspace') onKey('back');
      else if (event.key === 'Escape') onKey('clear');
      else if (event.key === 'Enter' && onEnter) onEnter();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [decimal, onKey, onEnter]);

  return (
    <div className="keypad" role="group" aria-label={t('keypad.label')}>
      {DIGITS.map((digit) => (
        <Key key={digit} onPress={() => onKey(digit)}>
          {digit}
        </Key>
      ))}
      {decimal ? (
        <Key onPress={() => onKey('.')} label={t('keypad.decimal')}>
          .
        </Key>
      ) : (
        <Key quiet onPress={() => onKey('clear')} label={t('keypad.clear')}>
          C
        </Key>
      )}
      <Key onPress={() => onKey('0')}>0</Key>
      <Key quiet onPress={() => onKey('back')} label={t('keypad.back')}>
        ⌫
      </Key>
    </div>
  );
});

/**
 * A key that leaves the focus where it was when tapped or clicked: Enter on the keyboard then means "go on",
 * never a second press of the last digit tapped. Tab still reaches each key for keyboard-only use.
 */
function Key({ children, label, quiet = false, onPress }: { children: string; label?: string; quiet?: boolean; onPress(): void }) {
  return (
    <button type="button" className={quiet ? 'key key-quiet' : 'key'} aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={onPress}>
      {children}
    </button>
  );
}
