/**
 * The keys of the on-screen keyboard for names and the shop's own words: a Latin layout with its accents
 * layer, and an Arabic one with the letters where an Arabic keyboard has them. Free of React. Keys are laid out
 * left to right in every language, as on a physical keyboard (ض on the key a Latin one calls Q).
 */

/** What a key does: type its text, or one of the keyboard's own actions. */
export type NameKey =
  | { kind: 'char'; text: string }
  | { kind: 'space' }
  | { kind: 'back' }
  | { kind: 'shift' }
  | { kind: 'accents' }
  | { kind: 'layout' };

/** A key in its row, `span` key-widths wide. */
export interface PlacedKey {
  key: NameKey;
  span: number;
}

export type LayoutName = 'latin' | 'arabic';
export type LayerName = 'letters' | 'accents' | 'arabic';

export interface Layer {
  /** Key-widths in the widest row: every key is sized from it. */
  columns: number;
  /** Whether Shift means capitals here (Arabic has no case). */
  cased: boolean;
  rows: readonly (readonly PlacedKey[])[];
}

const chars = (row: string): PlacedKey[] => row.split(' ').map((text) => ({ key: { kind: 'char', text }, span: 1 }));
const action = (kind: Exclude<NameKey['kind'], 'char'>, span = 1): PlacedKey => ({ key: { kind }, span });

// The Latin layers share their bottom row, so the switches and the space bar never move under the finger.
const LATIN_BOTTOM: readonly PlacedKey[] = [action('layout', 2), action('accents', 1.5), ...chars(','), action('space', 3.5), ...chars('. @')];

export const LAYERS: Readonly<Record<LayerName, Layer>> = {
  letters: {
    columns: 10,
    cased: true,
    rows: [chars('1 2 3 4 5 6 7 8 9 0'), chars('q w e r t y u i o p'), chars("a s d f g h j k l '"), [action('shift'), ...chars('z x c v b n m -'), action('back')], LATIN_BOTTOM],
  },
  // French, German, Spanish and Portuguese letters by their base letter, then Turkish, Yoruba and Igbo ones.
  accents: {
    columns: 10,
    cased: true,
    rows: [chars('à á â ä ã æ ç è é ê'), chars('ë ì í î ï ñ ò ó ô õ'), chars('ö ø œ ù ú û ü ý ÿ ß'), [action('shift'), ...chars('ğ ş ı ẹ ị ọ ụ ṣ'), action('back')], LATIN_BOTTOM],
  },
  // An Arabic keyboard's rows: ذ left of 1, the Q, A and Z rows (د, the Q row's twelfth key, ends the Z row,
  // whose لا is typed as ل then ا); the alef's hamza forms, which a keyboard gives with Shift, have keys of their own.
  arabic: {
    columns: 11,
    cased: false,
    rows: [
      chars('ذ 1 2 3 4 5 6 7 8 9 0'),
      chars('ض ص ث ق ف غ ع ه خ ح ج'),
      chars('ش س ي ب ل ا ت ن م ك ط'),
      [...chars('ئ ء ؤ ر ى ة و ز ظ د'), action('back')],
      [action('layout', 2), ...chars('أ إ آ'), action('space', 3), ...chars('، . -')],
    ],
  },
};

/** A letter as Shift types it; one whose capital is two letters (ß) stays as it is. */
export function shifted(text: string): string {
  const upper = text.toUpperCase();
  return upper.length === text.length ? upper : text;
}

/**
 * The letters of a search's short keyboard (the country picker's), in alphabetical order. Arabic needs no
 * hamza forms, nor Latin accents: the search folds them away.
 */
export const ALPHABETS: Readonly<Record<LayoutName, readonly string[]>> = {
  latin: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  arabic: [...'ابتثجحخدذرزسشصضطظعغفقكلمنهويةىء'],
};
