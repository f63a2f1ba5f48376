/**
 * The till's screen: the status bar, the three big buttons that choose a screen, and the chosen screen below,
 * behind its gates. While the till is halted the halted screen takes the place of all of them (halt-gate.tsx).
 */
import { useLocation } from 'wouter';
import { useStatus } from '../data/use-status';
import { SaleInProgressProvider } from '../screens/sale/sale-in-progress';
import { StatusBar } from '../ui/status-bar';
import { ManagerApprovalProvider } from '../ui/approval/manager-approval';
import { HaltGate } from './gates/halt-gate';
import { SessionGate } from './gates/session-gate';
import { StartGate } from './gates/start-gate';
import { ScreenNav } from './screen-nav';
import { WAITING_PATH } from '../lib/screen-paths';
import { ScreenRoutes } from './screen-routes';

export function TillLayout() {
  return (
    <div className="till">
      <TillStatusBar />
      <HaltGate>
        <SessionGate>
          <ManagerApprovalProvider>
            <ScreenNav />
            <main className="screen">
              <StartGate>
                {/* Above the routes, for as long as the till runs: the sale being prepared lives here, not in its screen. */}
                <SaleInProgressProvider>
                  <ScreenRoutes />
                </SaleInProgressProvider>
              </StartGate>
            </main>
          </ManagerApprovalProvider>
        </SessionGate>
      </HaltGate>
    </div>
  );
}

/**
 * The status bar, reading the status itself: the status changes with every sale (the balance, the sales
 * waiting), and only the bar is to draw again for it, not the whole page below.
 */
function TillStatusBar() {
  const status = useStatus();
  const [, navigate] = useLocation();
  return <StatusBar status={status.data ?? null} onOpenWaiting={() => navigate(WAITING_PATH)} />;
}
