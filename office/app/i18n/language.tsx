/**
 * The office's language: chosen in its header and kept in this browser (localStorage), else the browser's own
 * when the office speaks it. It sets <html lang dir>, so Arabic lays the whole page out right to left.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf, isLanguage, type Language, languageOfLocale, localeOf } from '@shared/languages';
import { createOfficeI18n } from './i18n';

const KEY = 'office-language';

interface LanguageChoice {
  language: Language;
  locale: string;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

function initialLanguage(): Language {
  const kept = localStorage.getItem(KEY);
  return isLanguage(kept) ? kept : languageOfLocale(navigator.language);
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [i18n] = useState(() => createOfficeI18n(language));
  useEffect(() => {
    void i18n.changeLanguage(language);
    localStorage.setItem(KEY, language);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [i18n, language]);
  const choice = useMemo(() => ({ language, locale: localeOf(language), setLanguage }), [language]);
  return (
    <LanguageContext.Provider value={choice}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage() outside <LanguageProvider>');
  return choice;
}
