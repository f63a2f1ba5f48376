/** The page's language, each named in its own words. */
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { useLanguage } from './i18n/language';
import { LabelledSelect } from './labelled-select';

export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <LabelledSelect className="language-picker" label={t('language')} value={language} onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}>
      {LANGUAGES.map((each) => (
        <option key={each} value={each} lang={each}>
          {LANGUAGE_NAMES[each]}
        </option>
      ))}
    </LabelledSelect>
  );
}
