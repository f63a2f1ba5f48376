/**
 * The languages the till speaks, free of zod so the renderer's first screen can read them cheaply. The
 * locale tag is what Intl formats with: Arabic keeps Latin digits, so an amount on screen reads the same
 * as the keypad the clerk typed it on.
 */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function localeOf(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** The machine's own language when the till speaks it, else English: a first run starts in the shop's language. */
export function languageOfLocale(locale: string): Language {
  const base = locale.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : 'en';
}
