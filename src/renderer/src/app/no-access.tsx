/**
 * Without a bridge (a browser opened without the web host's token) the page says how to open the till instead.
 * There are no settings to read the language from: the browser's language it is, if the till speaks it.
 */
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf, languageOfLocale } from '@shared/languages';
import { createTillI18n } from '../i18n/i18n';

export function NoAccess() {
  const [language] = useState(() => languageOfLocale(navigator.language));
  const [i18n] = useState(() => createTillI18n(language));
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
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
