/**
 * The language for the customer at the counter: the screen speaks it until the next new sale. Its toggles are
 * react-aria's (language-toggles.tsx), which the first screen does not wait for: they load once the page is
 * idle, and until then the same toggles drawn inert hold their place, the current language marked, so nothing
 * moves when they come.
 */
import { memo } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { useLanguage } from '../../i18n/language-provider';
import { lazyPart, useLoadedWhenIdle } from '../../ui/lazy-part';

const LanguageToggles = lazyPart(() => import('./language-toggles').then((module) => module.LanguageToggles));

export const LanguageSwitch = memo(function LanguageSwitch() {
  return useLoadedWhenIdle(LanguageToggles) ? <LanguageToggles /> : <InertToggles />;
});

function InertToggles() {
  const { language } = useLanguage();
  return (
    <div className="language-switch" inert>
      {LANGUAGES.map((each) => (
        <button key={each} type="button" className="toggle" lang={each} data-selected={each === language || undefined}>
          {LANGUAGE_NAMES[each]}
        </button>
      ))}
    </div>
  );
}
