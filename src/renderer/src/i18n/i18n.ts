/**
 * The till's translations: i18next over the typed catalogues. English is in the first bundle (the reference,
 * and every language's fallback); French and Arabic load when first wanted (catalogues.ts), and the page shows
 * a language only once its catalogue is there, so it never flashes English. One instance per page; the
 * language follows the settings or, for one customer, the sale screen's switch.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export function createTillI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
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
