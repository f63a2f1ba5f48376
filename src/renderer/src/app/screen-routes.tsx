/**
 * Which screen shows for the address, each behind the gates it needs. Selling needs the catalog; it is the
 * first screen, so it is in the first bundle, and the others load when first opened. The print page needs no
 * catalog: it only draws a receipt the core lays out.
 */
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SaleScreen } from '../screens/sale/sale-screen';
import { ShiftGate } from '../screens/shift/shift-gate';
import { CatalogGate } from './gates/catalog-gate';
import { PRINT_ROUTE, PRINT_TEST_PATH, printPath, printRequestOf, SCREEN_PATHS } from '../lib/screen-paths';

const RecentScreen = lazy(() => import('../screens/recent/recent-screen').then((module) => ({ default: module.RecentScreen })));
const SettingsScreen = lazy(() => import('../screens/settings/settings-screen').then((module) => ({ default: module.SettingsScreen })));
const ShiftScreen = lazy(() => import('../screens/shift/shift-screen').then((module) => ({ default: module.ShiftScreen })));
const DayScreen = lazy(() => import('../screens/day/day-screen').then((module) => ({ default: module.DayScreen })));
const PrintScreen = lazy(() => import('../screens/print/print-screen').then((module) => ({ default: module.PrintScreen })));

export function ScreenRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={SCREEN_PATHS.recent} nest>
          <RecentScreen />
        </Route>
        <Route path={SCREEN_PATHS.shift}>
          <ShiftScreen />
        </Route>
        <Route path={SCREEN_PATHS.day}>
          <DayScreen />
        </Route>
        <Route path={SCREEN_PATHS.settings}>
          <SettingsScreen />
        </Route>
        <Route path={PRINT_TEST_PATH}>
          <PrintScreen key="test" request="test" />
        </Route>
        <Route path={PRINT_ROUTE}>
          {(params) => {
            const request = printRequestOf(params);
            // An address that names no receipt has nothing to print: selling it is.
            return request ? <PrintScreen key={printPath(request)} request={request} /> : <Redirect to={SCREEN_PATHS.sell} replace />;
          }}
        </Route>
        {/* /sell, the bare address the till opens at, and any address it does not know. */}
        <Route>
          <CatalogGate>
            <ShiftGate>
              <SaleScreen />
            </ShiftGate>
          </CatalogGate>
        </Route>
      </Switch>
    </Suspense>
  );
}
