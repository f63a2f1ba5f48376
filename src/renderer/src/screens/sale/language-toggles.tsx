/** The language switch's toggles (language-switch.tsx): react-aria's single-choice group, loaded on demand. */
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { useLanguage } from '../../i18n/language-provider';

export function LanguageToggles() {
  const { t } = useTranslation();
  const { language, tillLanguage, setCustomerLanguage } = useLanguage();
  return (
    <ToggleButtonGroup
      className="language-switch"
      aria-label={t('language.forCustomer')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[language]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (isLanguage(chosen)) setCustomerLanguage(chosen === tillLanguage ? null : chosen);
      }}
    >
      {LANGUAGES.map((each) => (
        <ToggleButton key={each} id={each} className="toggle" lang={each}>
          {LANGUAGE_NAMES[each]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
