/**
 * The name keyboard wired to one controlled field: its state (layout, accents, Shift), each key typed where the
 * caret is (and the caret put back after it), and Shift following the caret wherever the clerk or a physical
 * keyboard moves it, so a word the field capitalises starts with a capital.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/language-provider';
import type { LayoutName, NameKey } from './name-keyboard-layouts';
import { type Capitalize, keysShown, layoutOf, NEW_KEYBOARD, type NameKeyboardState, pressKey, shiftFor } from './name-keyboard-state';
import type { NameKeyboardKeys } from './name-keyboard';

type TextBox = HTMLInputElement | HTMLTextAreaElement;

export interface NameKeysOptions {
  text: string;
  onText(text: string): void;
  maxLength: number;
  capitalize: Capitalize;
  /** The layout it opens on when not the page language's (a search through Latin ids and numbers). */
  layout?: LayoutName;
}

export interface NameKeys {
  /** For the field's `ref` (an input or a textarea). */
  ref(box: TextBox | null): void;
  /** The field itself, to focus it. */
  field: { readonly current: TextBox | null };
  /** For the field: Shift follows its caret. */
  fieldProps: { onSelect(): void; onFocus(): void };
  keyboard: NameKeyboardKeys;
}

export function useNameKeys({ text, onText, maxLength, capitalize, layout }: NameKeysOptions): NameKeys {
  const { language } = useLanguage();
  const field = useRef<TextBox | null>(null);
  const caret = useRef<number | null>(null);
  const [state, setState] = useState<NameKeyboardState>(() => shiftFor({ ...NEW_KEYBOARD, layout: layout ?? null }, text, capitalize));
  const ref = useCallback((box: TextBox | null) => {
    field.current = box;
  }, []);

  // After an on-screen key the caret goes where the key left it, not to the end.
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const follow = () => {
    const box = field.current;
    if (box) setState((current) => shiftFor(current, box.value.slice(0, box.selectionStart ?? box.value.length), capitalize));
  };

  const onPress = (key: NameKey, at: number) => {
    const box = field.current;
    const selection = { start: box?.selectionStart ?? text.length, end: box?.selectionEnd ?? text.length };
    const next = pressKey(state, key, { value: text, selection, maxLength, capitalize }, { language, at });
    setState(next.state);
    if (next.edit && next.edit.value !== text) {
      caret.current = next.edit.caret;
      onText(next.edit.value);
    }
  };

  return {
    ref,
    field,
    fieldProps: { onSelect: follow, onFocus: follow },
    keyboard: { layer: keysShown(state, language), layout: layoutOf(state, language), shift: state.shift, accents: state.accents, onPress },
  };
}
