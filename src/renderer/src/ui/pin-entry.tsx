/**
 * A PIN typed on the big keypad, on the keyboard, or both: a real password field (dots, never the digits; the
 * keyboard types into it and Enter goes on) above the keypad. The keypad's keys leave the focus in the field.
 */
import { type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from './keypad';
import { applyKey, type KeypadKey } from '../lib/keypad-entry';
import './pin-entry.css';

export const PIN_LENGTH = { min: 4, max: 6 } as const;

/** Whether the text is a whole PIN, as the contract takes it. */
export function isPin(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_LENGTH.min},${PIN_LENGTH.max}}$`).test(pin);
}

interface PinEntryProps {
  pin: string;
  onPin(update: (pin: string) => string): void;
  onEnter(): void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Set while the PIN is being checked: nothing types meanwhile. */
  disabled?: boolean;
}

export function PinEntry({ pin, onPin, onEnter, inputRef, disabled = false }: PinEntryProps) {
  const { t } = useTranslation('clerks');
  const onKey = useCallback(
    (key: KeypadKey) => {
      if (!disabled) onPin((current) => applyKey(current, key, { decimal: false, maxLength: PIN_LENGTH.max }));
    },
    [disabled, onPin],
  );
  return (
    <div className="pin-entry">
      <input
        ref={inputRef}
        className="entry pin-input"
        type="password"
        // The keypad is the touch keyboard: the system's own must not cover the screen.
        inputMode="none"
        autoComplete="off"
        dir="ltr"
        maxLength={PIN_LENGTH.max}
        aria-label={t('pin')}
        value={pin}
        readOnly={disabled}
        onChange={(event) => onPin(() => event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH.max))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
      />
      <Keypad decimal={false} onKey={onKey} />
    </div>
  );
}
