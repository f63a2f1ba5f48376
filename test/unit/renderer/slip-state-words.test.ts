/**
 * The slip says a sale's state as the screen does: each state's word printed on a receipt (the core's
 * receipts/receipt-words.ts) is the screen's title for it (i18n/<language>/states.ts), in capitals, without the
 * ellipsis of a state still moving, in every language.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf } from '@shared/languages';
import { SALE_STATES } from '@shared/sale-states';
import { RECEIPT_WORDS } from '../../../src/main/receipts/receipt-words';
import { states as ar } from '../../../src/renderer/src/i18n/ar/states';
import { states as en } from '../../../src/renderer/src/i18n/en/states';
import { states as fr } from '../../../src/renderer/src/i18n/fr/states';

const SCREEN = { en, fr, ar };

describe("a slip's state words", () => {
  it("are the screen's titles in capitals, in every language", () => {
    for (const language of LANGUAGES) {
      for (const state of SALE_STATES) {
        // The thermal fonts' plain apostrophe for the typographic one.
        const screen = SCREEN[language].state[state].title.replace(/…$/, '').replace(/’/g, "'").toLocaleUpperCase(localeOf(language));
        expect(RECEIPT_WORDS[language].state[state], `${language} ${state}`).toBe(screen);
      }
    }
    expect(RECEIPT_WORDS.en.state.succeeded).toBe('TOP-UP DELIVERED');
  });
});
