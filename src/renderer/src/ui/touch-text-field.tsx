/**
 * A text field a clerk may fill by touch where the screen has no room for a keyboard beside it (the settings):
 * a tap on it docks the name keyboard at the screen's top or bottom, whichever is away from the field, over the
 * page, so nothing under it moves. It goes at its own ✕, when the field loses the focus (a tap elsewhere on the
 * page), or at a physical key: whoever has a keyboard types on it.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { keepFocus } from './key-button';
import { type DockSide, dockSide } from './keyboard-dock';
import { NameKeyboard } from './name-keyboard';
import type { LayoutName } from './name-keyboard-layouts';
import type { Capitalize } from './name-keyboard-state';
import { useNameKeys } from './use-name-keys';
import './touch-text-field.css';

interface TouchTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  capitalize: Capitalize;
  /** A textarea of this many rows; else one line. */
  lines?: number;
  /** The layout the keys open on when not the page language's (what is searched is written in Latin letters). */
  layout?: LayoutName;
  type?: 'text' | 'search';
  placeholder?: string;
  className?: string;
  autoFocus?: boolean;
}

export function TouchTextField({ label, value, onChange, maxLength, capitalize, lines, layout, type = 'text', placeholder, className, autoFocus }: TouchTextFieldProps) {
  const { t } = useTranslation();
  const keys = useNameKeys({ text: value, onText: onChange, maxLength, capitalize, layout });
  const [dock, setDock] = useState<DockSide | null>(null);

  const open = () => {
    const box = keys.field.current;
    if (box) setDock(dockSide(box.getBoundingClientRect(), window.innerHeight));
  };
  const fieldProps = {
    ref: keys.ref,
    value,
    maxLength,
    placeholder,
    autoFocus,
    dir: 'auto',
    // The docked keys are the touch keyboard: the system's own must not cover the screen too.
    inputMode: 'none',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...keys.fieldProps,
    onBlur: () => setDock(null),
    onKeyDown: () => setDock(null),
  } as const;

  return (
    <>
      {/* A tap on the field or its label; not the focus alone, which Tab (a keyboard user's) gives too. */}
      <label className={className} onPointerDown={open}>
        {label}
        {lines ? <textarea rows={lines} {...fieldProps} /> : <input type={type} {...fieldProps} />}
      </label>
      {dock
        ? createPortal(
            // A tap between the keys must not take the focus from the field either.
            <div className={`keyboard-dock is-${dock}`} onMouseDown={keepFocus}>
              <NameKeyboard label={t('keyboard.label')} {...keys.keyboard} />
              {/* It covers part of the page: this (or a tap on the page) uncovers it, the field keeping the focus. */}
              <button type="button" className="button keyboard-hide" tabIndex={-1} aria-label={t('keyboard.hide')} onClick={() => setDock(null)}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
