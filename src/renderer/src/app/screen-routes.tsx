/**
 * Which screen shows for the address, each behind the gates it needs. Selling needs the catalog; it is the
 * first screen, so it is in the first bundle, and the others load when first opened.
 */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SaleScreen } from '../screens/sale/sale-screen';
import { CatalogGate } from './gates/catalog-gate';
import { SCREEN_PATHS } from './screen-paths';

const RecentScreen = lazy(() => import('../screens/recent/recent-screen').then((module) => ({ default: module.RecentScreen })));
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen').then((module) => ({ default: module.SettingsScreen })));

export function ScreenRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={SCREEN_PATHS.recent} nest>
          <RecentScreen />
        </Route>
        <Route path={SCREEN_PATHS.settings}>
          <SettingsScreen />
        </Route>
        {/* /sell, the bare address the till opens at, and any address it does not know. */}
        <Route>
          <CatalogGate>
            <SaleScreen />
          </CatalogGate>
        </Route>
      </Switch>
    </Suspense>
  );
}
