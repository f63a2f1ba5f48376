/**
 * A failure in the page's language. The core explains itself in English (its message names the amounts and
 * files involved): shown as it is in English, while French and Arabic screens say what the code means in
 * their own words, and fall back to the core's message for a code the catalogue does not know.
 */
import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/en';

type TranslatedCode = keyof typeof en.common.errors;

/** A bridge failure, or a sale's own error: both carry the contract's code and the core's message. */
export type Failure = { code: string; message: string };

export function useErrorMessage(): (error: Failure | string | null) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (error === null || typeof error === 'string') return error ?? '';
    const key = `errors.${error.code}`;
    if (i18n.language === 'en' || !i18n.exists(key)) return error.message;
    return t(key as `errors.${TranslatedCode}`);
  };
}
