/** The language for the customer at the counter: the screen speaks it until the next new sale. */
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { useLanguage } from '../../i18n/language-provider';

export function LanguageSwitch() {
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
