/**
 * Without a bridge (a browser opened without the web host's token) the page says how to open the till instead.
 * There are no settings to read the language from: the browser's language it is, if the till speaks it (its
 * catalogue loaded first; English should that fail).
 */
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf, type Language, languageOfLocale } from '@shared/languages';
import { loadCatalogue } from '../i18n/catalogues';
import { createTillI18n } from '../i18n/i18n';

export function NoAccess() {
  const [i18n] = useState(createTillI18n);
  const [language, setLanguage] = useState<Language | null>(null);
  useEffect(() => {
    const wanted = languageOfLocale(navigator.language);
    void loadCatalogue(i18n, wanted)
      .then(
        () => wanted,
        (): Language => 'en',
      )
      .then(async (shown) => {
        await i18n.changeLanguage(shown);
        document.documentElement.lang = shown;
        document.documentElement.dir = directionOf(shown);
        setLanguage(shown);
      });
  }, [i18n]);
  if (!language) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <HowToOpen />
    </I18nextProvider>
  );
}

function HowToOpen() {
  const { t } = useTranslation('gates');
  return (
    <main className="no-access">
      <h1>{t('noAccess.title')}</h1>
      <p>{t('noAccess.needsAddress')}</p>
      <p className="hint">{t('noAccess.howTo')}</p>
    </main>
  );
}
