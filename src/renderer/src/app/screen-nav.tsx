/** The three big buttons that choose the screen: navigation links in function, buttons to the clerk's hand. */
import { useLocation } from 'wouter';
import { SCREEN_PATHS, type ScreenName, screenAt } from './screen-paths';

const SCREENS: { screen: ScreenName; label: string }[] = [
  { screen: 'sell', label: 'Sell' },
  { screen: 'recent', label: 'Recent sales' },
  { screen: 'settings', label: 'Settings' },
];

export function ScreenNav() {
  const [location, navigate] = useLocation();
  const current = screenAt(location);
  return (
    <nav className="tabs" aria-label="Screens">
      {SCREENS.map(({ screen, label }) => (
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
          {label}
        </button>
      ))}
    </nav>
  );
}
