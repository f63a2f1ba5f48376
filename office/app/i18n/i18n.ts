/**
 * The office's translations, set up as the till's (src/renderer/src/i18n/i18n.ts): one i18next instance, English
 * the fallback, React escaping what it renders. The office's three catalogues are small and all in its bundle.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { charts as chartsEn } from '../../../src/renderer/src/i18n/en/charts';
import { charts as chartsFr } from '../../../src/renderer/src/i18n/fr/charts';
import { charts as chartsAr } from '../../../src/renderer/src/i18n/ar/charts';
import { office as en } from './en';
import { office as fr } from './fr';
import { office as ar } from './ar';

/** The office's words, and the charts' own (src/renderer/src/ui/charts speaks in the till's `charts` namespace). */
export const resources = { en: { office: en, charts: chartsEn }, fr: { office: fr, charts: chartsFr }, ar: { office: ar, charts: chartsAr } };

export function createOfficeI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'office',
    ns: ['office', 'charts'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
