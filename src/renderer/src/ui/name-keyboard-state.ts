/**
 * What the name keyboard's keys do: Shift for the next letter (a double tap locks it), the accents layer, the
 * Latin or Arabic layout, and typing at the caret. Shift also follows the text, as a phone's does: on at the
 * start of a word (or a sentence) the field wants capitalised, off after a letter, unless locked. Free of React.
 */
import type { Language } from '@shared/languages';
import { LAYERS, type Layer, type LayerName, type LayoutName, type NameKey, type PlacedKey, shifted } from './name-keyboard-layouts';
import { type TextEdit, typeTextKey } from './text-keyboard-entry';

export type Shift = 'off' | 'once' | 'locked';
/** As the HTML attribute says: which letters start with a capital without Shift being tapped. */
export type Capitalize = 'none' | 'sentences' | 'words';

export interface NameKeyboardState {
  /** Chosen on the keyboard; null: the page's language says. */
  layout: LayoutName | null;
  accents: boolean;
  shift: Shift;
  /** When Shift was last tapped (an event's time stamp, ms), to tell a double tap. */
  shiftTappedAt: number | null;
}

/** Two taps on Shift this close together lock the capitals. */
export const DOUBLE_TAP_MS = 400;

export const NEW_KEYBOARD: NameKeyboardState = { layout: null, accents: false, shift: 'off', shiftTappedAt: null };

/** The layout a page in `language` types with until the clerk switches: Arabic on an Arabic till. */
export function defaultLayout(language: Language): LayoutName {
  return language === 'ar' ? 'arabic' : 'latin';
}

export function layoutOf(state: NameKeyboardState, language: Language): LayoutName {
  return state.layout ?? defaultLayout(language);
}

export function layerOf(state: NameKeyboardState, language: Language): LayerName {
  if (layoutOf(state, language) === 'arabic') return 'arabic';
  return state.accents ? 'accents' : 'letters';
}

/** Off → once; once → off; locked → off; and a second tap soon after the first locks. */
export function tapShift(state: NameKeyboardState, at: number): NameKeyboardState {
  const double = state.shiftTappedAt !== null && at - state.shiftTappedAt <= DOUBLE_TAP_MS;
  if (double && state.shift !== 'locked') return { ...state, shift: 'locked', shiftTappedAt: null };
  if (state.shift === 'locked') return { ...state, shift: 'off', shiftTappedAt: null };
  return { ...state, shift: state.shift === 'off' ? 'once' : 'off', shiftTappedAt: at };
}

/** Latin ↔ Arabic; a new layout starts on its letters. */
export function switchLayout(state: NameKeyboardState, language: Language): NameKeyboardState {
  return { ...state, layout: layoutOf(state, language) === 'arabic' ? 'latin' : 'arabic', accents: false };
}

export function toggleAccents(state: NameKeyboardState): NameKeyboardState {
  return { ...state, accents: !state.accents };
}

function startsCapital(before: string, capitalize: Capitalize): boolean {
  switch (capitalize) {
    case 'none':
      return false;
    case 'words':
      return before === '' || /\s$/u.test(before);
    case 'sentences':
      return before.trim() === '' || /[.!?]\s+$/u.test(before);
  }
}

/** Shift for what comes after `before` (the text before the caret); a lock stays. The same state when unchanged. */
export function shiftFor(state: NameKeyboardState, before: string, capitalize: Capitalize): NameKeyboardState {
  if (state.shift === 'locked') return state;
  const shift: Shift = startsCapital(before, capitalize) ? 'once' : 'off';
  return shift === state.shift && state.shiftTappedAt === null ? state : { ...state, shift, shiftTappedAt: null };
}

/** The keys as they show now: the layer's, a letter in capitals while Shift is on. */
export function keysShown(state: NameKeyboardState, language: Language): Layer {
  const layer = LAYERS[layerOf(state, language)];
  if (!layer.cased || state.shift === 'off') return layer;
  const capital = (placed: PlacedKey): PlacedKey => (placed.key.kind === 'char' ? { ...placed, key: { kind: 'char', text: shifted(placed.key.text) } } : placed);
  return { ...layer, rows: layer.rows.map((row) => row.map(capital)) };
}

export interface TypedField {
  value: string;
  selection: { start: number; end: number };
  maxLength: number;
  capitalize: Capitalize;
}

/**
 * One key pressed (as shown: a capital typed as a capital) at `at`: the keyboard's next state, and the field's
 * edit when the key types.
 */
export function pressKey(state: NameKeyboardState, key: NameKey, field: TypedField, context: { language: Language; at: number }): { state: NameKeyboardState; edit: TextEdit | null } {
  switch (key.kind) {
    case 'shift':
      return { state: tapShift(state, context.at), edit: null };
    case 'accents':
      return { state: toggleAccents(state), edit: null };
    case 'layout':
      return { state: switchLayout(state, context.language), edit: null };
    case 'char':
    case 'space':
    case 'back': {
      const typed = key.kind === 'char' ? key.text : key.kind === 'space' ? ' ' : 'back';
      const edit = typeTextKey(field.value, field.selection, typed, field.maxLength);
      return { state: shiftFor(state, edit.value.slice(0, edit.caret), field.capitalize), edit };
    }
  }
}
