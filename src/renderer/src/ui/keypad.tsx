/**
 * The big numeric keypad: the clerk's way to type without a keyboard. A physical keyboard works too (digits,
 * the decimal point where allowed, Backspace, Enter), but nothing needs one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeypadKey } from './keypad-entry';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function Keypad({ decimal, onKey, onEnter }: { decimal: boolean; onKey(key: KeypadKey): void; onEnter?(): void }) {
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
        <button key={digit} type="button" className="key" onClick={() => onKey(digit)}>
          {digit}
        </button>
      ))}
      {decimal ? (
        <button type="button" className="key" onClick={() => onKey('.')} aria-label={t('keypad.decimal')}>
          .
        </button>
      ) : (
        <button type="button" className="key key-quiet" onClick={() => onKey('clear')} aria-label={t('keypad.clear')}>
          C
        </button>
      )}
      <button type="button" className="key" onClick={() => onKey('0')}>
        0
      </button>
      <button type="button" className="key key-quiet" onClick={() => onKey('back')} aria-label={t('keypad.back')}>
        ⌫
      </button>
    </div>
  );
}
