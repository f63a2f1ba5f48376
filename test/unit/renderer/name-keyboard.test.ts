import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/shared/languages';
import { ALPHABETS, LAYERS, type NameKey } from '../../../src/renderer/src/ui/name-keyboard-layouts';
import {
  type Capitalize,
  DOUBLE_TAP_MS,
  keysShown,
  layoutOf,
  NEW_KEYBOARD,
  type NameKeyboardState,
  pressKey,
  shiftFor,
  tapShift,
} from '../../../src/renderer/src/ui/name-keyboard-state';
import { dockSide } from '../../../src/renderer/src/ui/keyboard-dock';

/** A field and its keyboard, typed on by taps one second apart (never a double tap) unless told. */
class Typing {
  value: string;
  selection: { start: number; end: number };
  state: NameKeyboardState;
  at = 0;

  constructor(
    private readonly options: { capitalize: Capitalize; language?: Language; maxLength?: number; value?: string },
  ) {
    this.value = options.value ?? '';
    this.selection = { start: this.value.length, end: this.value.length };
    this.state = shiftFor(NEW_KEYBOARD, this.value, options.capitalize);
  }

  get language(): Language {
    return this.options.language ?? 'en';
  }

  /** The labels of the keys shown now, row by row (a char key by its text, the others by their kind). */
  shown(): string[][] {
    return keysShown(this.state, this.language).rows.map((row) => row.map(({ key }) => (key.kind === 'char' ? key.text : key.kind)));
  }

  /** Taps the key showing `label` (a char's text, or an action's kind); fails when no such key is shown. */
  tap(label: string, gap = 1000): this {
    const found = keysShown(this.state, this.language)
      .rows.flat()
      .find(({ key }) => (key.kind === 'char' ? key.text === label : key.kind === label));
    if (!found) throw new Error(`no key "${label}" among ${JSON.stringify(this.shown())}`);
    return this.press(found.key, gap);
  }

  press(key: NameKey, gap = 1000): this {
    this.at += gap;
    const next = pressKey(this.state, key, { value: this.value, selection: this.selection, maxLength: this.options.maxLength ?? 40, capitalize: this.options.capitalize }, { language: this.language, at: this.at });
    this.state = next.state;
    if (next.edit) {
      this.value = next.edit.value;
      this.selection = { start: next.edit.caret, end: next.edit.caret };
    }
    return this;
  }

  /** The caret put somewhere else (a tap in the field), as the field's select event tells the keyboard. */
  caretAt(position: number): this {
    this.selection = { start: position, end: position };
    this.state = shiftFor(this.state, this.value.slice(0, position), this.options.capitalize);
    return this;
  }
}

describe('the name keyboard: Shift', () => {
  it('types the next letter as a capital, then lets go', () => {
    const typing = new Typing({ capitalize: 'none' }).tap('shift');
    expect(typing.state.shift).toBe('once');
    expect(typing.shown()[1]).toEqual([...'QWERTYUIOP']);
    typing.tap('A').tap('b');
    expect(typing.value).toBe('Ab');
    expect(typing.state.shift).toBe('off');
  });

  it('locks the capitals on a double tap, until Shift is tapped again', () => {
    const typing = new Typing({ capitalize: 'none' }).tap('shift').tap('shift', DOUBLE_TAP_MS - 1);
    expect(typing.state.shift).toBe('locked');
    typing.tap('U').tap('N').tap('space').tap('O');
    expect(typing.value).toBe('UN O');
    typing.tap('shift').tap('k');
    expect(typing.value).toBe('UN Ok');
    expect(typing.state.shift).toBe('off');
  });

  it('takes two slow taps for a change of mind, not a lock', () => {
    const typing = new Typing({ capitalize: 'none' }).tap('shift').tap('shift', DOUBLE_TAP_MS + 1);
    expect(typing.state.shift).toBe('off');
    expect(tapShift(tapShift(NEW_KEYBOARD, 0), DOUBLE_TAP_MS).shift).toBe('locked');
  });

  it('comes on by itself at the start of each word of a name, and a tap turns it off there', () => {
    const typing = new Typing({ capitalize: 'words' });
    expect(typing.state.shift).toBe('once');
    typing.tap('A').tap('d').tap('a').tap('space');
    expect(typing.state.shift).toBe('once');
    // "van" is written small: Shift tapped off for it.
    typing.tap('shift').tap('v').tap('a').tap('n');
    expect(typing.value).toBe('Ada van');
    expect(typing.state.shift).toBe('off');
  });

  it('follows the caret: back at a word’s start it is on, inside a word off', () => {
    const typing = new Typing({ capitalize: 'words', value: 'ada lovelace' });
    expect(typing.state.shift).toBe('off');
    typing.caretAt(4);
    expect(typing.state.shift).toBe('once');
    typing.tap('back').tap('back');
    // "adalovelace" with the caret after "ad": inside a word.
    expect(typing.value).toBe('adlovelace');
    expect(typing.state.shift).toBe('off');
    typing.caretAt(0).tap('back');
    expect(typing.state.shift).toBe('once');
  });

  it('capitalises sentences for a receipt’s lines: the start, and after a full stop', () => {
    const typing = new Typing({ capitalize: 'sentences' });
    expect(typing.state.shift).toBe('once');
    for (const label of ['T', 'h', 'a', 'n', 'k', 's', '.', 'space']) typing.tap(label);
    expect(typing.state.shift).toBe('once');
    typing.tap('S').tap('e').tap('e').tap('space');
    expect(typing.state.shift).toBe('off');
    expect(typing.value).toBe('Thanks. See ');
  });

  it('stays locked whatever the caret does', () => {
    const locked = { ...NEW_KEYBOARD, shift: 'locked' as const };
    expect(shiftFor(locked, 'abc', 'words')).toBe(locked);
    expect(shiftFor(locked, '', 'none')).toBe(locked);
  });
});

describe('the name keyboard: accents and Arabic', () => {
  it('types "Hélène Ngozí Çelik" with Shift and the accents layer, no key guessed twice', () => {
    const typing = new Typing({ capitalize: 'words' });
    for (const label of ['H', 'accents', 'é', 'accents', 'l', 'accents', 'è', 'accents', 'n', 'e', 'space']) typing.tap(label);
    for (const label of ['N', 'g', 'o', 'z', 'accents', 'í', 'accents', 'space']) typing.tap(label);
    for (const label of ['accents', 'Ç', 'accents', 'e', 'l', 'i', 'k']) typing.tap(label);
    expect(typing.value).toBe('Hélène Ngozí Çelik');
  });

  it('shows the accented capitals while Shift is on, and a letter with no one-letter capital as it is', () => {
    const typing = new Typing({ capitalize: 'none' }).tap('accents').tap('shift');
    const keys = typing.shown().flat();
    expect(keys).toEqual(expect.arrayContaining(['É', 'È', 'Ê', 'Ë', 'À', 'Â', 'Ä', 'Ç', 'Ô', 'Ö', 'Û', 'Ù', 'Ü', 'Ï', 'Î', 'Ñ', 'Ẹ', 'Ọ', 'Ṣ', 'Ğ', 'Ş']));
    expect(keys).toContain('ß');
    typing.tap('Ö');
    expect(typing.value).toBe('Ö');
  });

  it('holds the accented letters the issue names, and the accents layer stays until switched back', () => {
    const accents = new Typing({ capitalize: 'none' }).tap('accents').shown().flat();
    expect(accents).toEqual(expect.arrayContaining([...'éèêëàâäçôöûùüïîñß']));
    const typing = new Typing({ capitalize: 'none' }).tap('accents').tap('é').tap('è');
    expect(typing.value).toBe('éè');
    expect(typing.state.accents).toBe(true);
  });

  it('opens on the Arabic layout on an Arabic page, on the Latin one elsewhere, and switches either way', () => {
    expect(layoutOf(NEW_KEYBOARD, 'ar')).toBe('arabic');
    expect(layoutOf(NEW_KEYBOARD, 'fr')).toBe('latin');
    const typing = new Typing({ capitalize: 'words', language: 'en' }).tap('layout');
    expect(layoutOf(typing.state, 'en')).toBe('arabic');
    // The layout chosen holds when the page's language changes; Shift has no say on Arabic letters.
    expect(layoutOf(typing.state, 'fr')).toBe('arabic');
    expect(typing.shown()[1]).toEqual(['ض', 'ص', 'ث', 'ق', 'ف', 'غ', 'ع', 'ه', 'خ', 'ح', 'ج']);
    expect(typing.shown().flat()).not.toContain('shift');
    typing.tap('layout');
    expect(layoutOf(typing.state, 'en')).toBe('latin');
    expect(typing.state.accents).toBe(false);
  });

  it('types an Arabic name in logical order, the caret after each letter', () => {
    const typing = new Typing({ capitalize: 'words', language: 'ar' });
    for (const label of [...'فاطمة', 'space', ...'الزهراء']) typing.tap(label);
    expect(typing.value).toBe('فاطمة الزهراء');
    expect(typing.selection).toEqual({ start: 13, end: 13 });
    // A letter forgotten in the middle goes in at the caret.
    const fixing = new Typing({ capitalize: 'none', language: 'ar', value: 'أمد' }).caretAt(1).tap('ح');
    expect(fixing.value).toBe('أحمد');
    expect(fixing.selection).toEqual({ start: 2, end: 2 });
  });

  it('has every letter of the Arabic alphabet and the alef’s hamza forms', () => {
    const keys = new Typing({ capitalize: 'none', language: 'ar' }).shown().flat();
    expect(keys).toEqual(expect.arrayContaining([...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي', ...'أإآءؤئةى']));
    expect(ALPHABETS.arabic.every((letter) => keys.includes(letter))).toBe(true);
  });
});

describe('the name keyboard: typing at the caret', () => {
  it('replaces a selection, deletes before the caret, and stops at the field’s longest', () => {
    const typing = new Typing({ capitalize: 'none', value: 'Jon', maxLength: 4 });
    typing.selection = { start: 1, end: 3 };
    typing.tap('i');
    expect([typing.value, typing.selection.start]).toEqual(['Ji', 2]);
    typing.tap('m').tap('m').tap('y');
    expect(typing.value).toBe('Jimm');
    typing.caretAt(1).tap('back');
    expect([typing.value, typing.selection.start]).toEqual(['imm', 0]);
  });

  it('fits every layer in its columns, each key at least one column', () => {
    for (const layer of Object.values(LAYERS)) {
      for (const row of layer.rows) {
        expect(row.reduce((sum, { span }) => sum + span, 0)).toBeLessThanOrEqual(layer.columns);
        expect(row.every(({ span }) => span >= 1)).toBe(true);
      }
    }
  });
});

describe('the docked keyboard', () => {
  it('docks away from the field: at the bottom for a field above the middle, else at the top', () => {
    expect(dockSide({ top: 190, bottom: 245 }, 768)).toBe('bottom');
    expect(dockSide({ top: 480, bottom: 545 }, 768)).toBe('top');
  });
});
