/** The big buttons that choose the screen: navigation links in function, buttons to the clerk's hand. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SCREEN_PATHS, type ScreenName, screenAt } from '../lib/screen-paths';

const SCREENS: readonly ScreenName[] = ['sell', 'recent', 'shift', 'day', 'settings'];

export function ScreenNav() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const current = screenAt(location);
  return (
    <nav className="tabs" aria-label={t('screens.label')}>
      {SCREENS.map((screen) => (
        <button
          key={screen}
          type="button"
          className={`tab${current === screen ? ' is-current' : ''}`}
          aria-current={current === screen ? 'page' : undefined}
          onClick={() => {
            // From a sale's detail, Recent sales goes back to the list; on the screen itself it changes nothing.
            if (location !== SCREEN_PATHS[screen]) navigate(SCREEN_PATHS[screen]);
          }}
        >
          {t(`screens.${screen}`)}
        </button>
      ))}
    </nav>
  );
}
