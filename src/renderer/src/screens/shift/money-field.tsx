/**
 * An amount of cash typed on the keypad or the keyboard, as exact decimal text (it is sent as typed, never
 * through a float). A real text field, so the keyboard types into it and a test can fill it; what it takes
 * follows the sale's amount keys (digits, one point, six decimals at most).
 */
import { type Ref, useId } from 'react';
import { typeAmountKey } from '../../lib/amount-entry';
import type { KeypadKey } from '../../lib/keypad-entry';

interface MoneyFieldProps {
  label: string;
  currency: string;
  text: string;
  onText(text: string): void;
  onEnter(): void;
  /** The field the keypad types into. */
  active?: boolean;
  onFocus?(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Text as the keypad would have typed it, key by key: a comma is the decimal point, anything else not a key is dropped. */
export function typedAmount(value: string): string {
  return [...value.replace(/,/g, '.')].filter((char) => /[\d.]/.test(char)).reduce((text, char) => typeAmountKey(text, char as KeypadKey), '');
}

export function MoneyField({ label, currency, text, onText, onEnter, active = true, onFocus, inputRef }: MoneyFieldProps) {
  const id = useId();
  return (
    <div className={`money-field${active ? ' is-active' : ''}`}>
      <label className="money-label" htmlFor={id}>
        {label}
      </label>
      <span className="money-box">
        <input
          ref={inputRef}
          id={id}
          className="money-input"
          type="text"
          dir="ltr"
          // The keypad is the touch keyboard: the system's own must not cover the screen.
          inputMode="none"
          autoComplete="off"
          value={text}
          onFocus={onFocus}
          onChange={(event) => onText(typedAmount(event.target.value))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter();
          }}
        />
        <span className="money-currency">{currency}</span>
      </span>
    </div>
  );
}
