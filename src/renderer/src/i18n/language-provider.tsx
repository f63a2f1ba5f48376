/**
 * The page's language: the till's setting, or for one customer the language chosen on the sale screen
 * (until the next new sale). It sets <html lang dir>, so Arabic lays the whole page out right to left. A
 * language whose catalogue is not loaded yet is shown once it is: until then the page stays in the language
 * it was in, or, at start, shows nothing (never a flash of English). Its locale is the language as the shop's
 * country writes it (en-NG: day-month, the 24-hour clock), in the shop's time zone. Once the page is up, the other
 * catalogues load while it is idle, so a customer's language comes at once.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria/I18nProvider';
import { I18nextProvider } from 'react-i18next';
import { directionOf, type Language, languageOfLocale, LANGUAGES, localeOf } from '@shared/languages';
import { shopLocale } from '@shared/shop-place';
import { useSettings } from '../data/use-settings';
import { whenIdle } from '../lib/when-idle';
import { hasCatalogue, loadCatalogue } from './catalogues';
import { createTillI18n } from './i18n';

interface LanguageChoice {
  language: Language;
  /** The Intl locale tag for numbers, money and dates: this language as the shop's country writes it. */
  locale: string;
  /** The shop's country and the time zone its days are kept in (undefined until the settings are read). */
  country: string | undefined;
  timeZone: string | undefined;
  /** The till's own language (the setting). */
  tillLanguage: Language;
  /** For one customer; null goes back to the till's language. */
  setCustomerLanguage(language: Language | null): void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  // Before the settings are read, the machine's language: the start screen is not flashed in English.
  const settings = useSettings().data;
  const tillLanguage = settings?.shop.language ?? languageOfLocale(navigator.language);
  const country = settings?.shop.defaultCountry;
  const timeZone = settings?.businessDay.timeZone;
  const [customer, setCustomerLanguage] = useState<Language | null>(null);
  const wanted = customer ?? tillLanguage;
  const [i18n] = useState(createTillI18n);
  const [language, setLanguage] = useState<Language | null>(() => (hasCatalogue(i18n, wanted) ? wanted : null));

  useEffect(() => {
    let current = true;
    // Not loaded (offline host): the page stays in the language it shows, and the next change asks again.
    loadCatalogue(i18n, wanted).then(
      () => current && setLanguage(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, wanted]);

  useEffect(() => {
    if (!language) return;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [i18n, language]);

  const shown = language !== null;
  useEffect(() => (shown ? whenIdle(() => Promise.all(LANGUAGES.map((each) => loadCatalogue(i18n, each).catch(() => undefined)))) : undefined), [i18n, shown]);

  const choice = useMemo(
    () => (language ? { language, locale: country ? shopLocale(language, country) : localeOf(language), country, timeZone, tillLanguage, setCustomerLanguage } : null),
    [language, country, timeZone, tillLanguage],
  );
  if (!choice) return null;
  return (
    <LanguageContext.Provider value={choice}>
      {/* react-aria's widgets read the same locale: direction, collation, their own announcements. */}
      <I18nProvider locale={choice.locale}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage() outside <LanguageProvider>');
  return choice;
}
