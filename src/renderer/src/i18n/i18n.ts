/**
 * The till's translations: i18next over the three typed catalogues, bundled (no loading, no flash of English).
 * One instance per page; the language follows the settings or, for one customer, the sale screen's switch.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@shared/languages';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export function createTillI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en, fr, ar },
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    // React escapes what it renders; escaping here too would show "&amp;" to the clerk.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
