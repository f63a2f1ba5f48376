/**
 * The till's screen: the status bar, three big tabs (sell, recent sales, settings) and the chosen one below.
 * While the till is halted (its journal cannot be trusted) the halted screen takes the place of all of them.
 * Without a bridge (a browser opened without the web host's token) it says how to open the till instead.
 */
import { useMemo, useState } from 'react';
import type { Settings, Status } from '../../shared/contract';
import { connectBridge } from './bridge';
import { BridgeContext, useBridge } from './bridge-context';
import { ErrorLine } from './components/error-line';
import { StatusBar } from './components/status-bar';
import { useCall } from './hooks/use-call';
import { useHalt } from './hooks/use-halt';
import { useStatus } from './hooks/use-status';
import { HaltedScreen } from './journal/halted-screen';
import { RecentSales } from './recent/recent-sales';
import { CatalogGate } from './sale/catalog-gate';
import { SaleScreen } from './sale/sale-screen';
import { useSaleFlow } from './sale/use-sale-flow';
import { SettingsScreen } from './settings/settings-screen';

type Tab = 'sell' | 'recent' | 'settings';
const TABS: { tab: Tab; label: string }[] = [
  { tab: 'sell', label: 'Sell' },
  { tab: 'recent', label: 'Recent sales' },
  { tab: 'settings', label: 'Settings' },
];

export function App() {
  const bridge = useMemo(connectBridge, []);
  if (!bridge) return <NoAccess />;
  return (
    <BridgeContext.Provider value={bridge}>
      <Till />
    </BridgeContext.Provider>
  );
}

function Till() {
  const bridge = useBridge();
  const status = useStatus();
  const settings = useCall(() => bridge['settings.get'](), [bridge]);
  const [tab, setTab] = useState<Tab>('sell');
  const halt = useHalt(status);

  // The tabs stay mounted (hidden) while halted: a sale being prepared keeps its request key, so the same sale
  // confirmed again after the till is back is recognised, not taken twice.
  return (
    <div className="till">
      <StatusBar status={status.value} />
      {halt.halted ? (
        <main className="screen screen-whole">
          <HaltedScreen
            halt={halt.halt}
            onRecovered={() => {
              halt.recovered();
              settings.reload();
            }}
          />
        </main>
      ) : null}
      <nav className="tabs" aria-label="Screens" hidden={halt.halted}>
        {TABS.map(({ tab: each, label }) => (
          <button key={each} type="button" className={`tab${tab === each ? ' is-current' : ''}`} aria-current={tab === each ? 'page' : undefined} onClick={() => setTab(each)}>
            {label}
          </button>
        ))}
      </nav>
      <main className="screen" hidden={halt.halted}>
        <ErrorLine error={status.error ?? settings.error} />
        {status.value && settings.value ? <Screen tab={tab} settings={settings.value} onSettings={settings.set} onJournalChanged={status.reload} status={status.value} /> : <p className="hint">Starting the till…</p>}
      </main>
    </div>
  );
}

interface ScreenProps {
  tab: Tab;
  settings: Settings;
  onSettings(next: Settings): void;
  /** A backup was restored: the status (and whether the till is halted) must be read again. */
  onJournalChanged(): void;
  status: Status;
}

// Mounted for as long as the till runs (hidden, not unmounted, while it is halted), whichever tab shows: the sale
// being prepared lives here, not in its tab.
function Screen({ tab, settings, onSettings, onJournalChanged, status }: ScreenProps) {
  const [flow, dispatch] = useSaleFlow(settings.shop.defaultCountry);
  switch (tab) {
    case 'sell':
      return (
        <CatalogGate status={status}>
          <SaleScreen defaultCountry={settings.shop.defaultCountry} flow={flow} dispatch={dispatch} />
        </CatalogGate>
      );
    case 'recent':
      return <RecentSales />;
    case 'settings':
      return <SettingsScreen settings={settings} onChanged={onSettings} onJournalChanged={onJournalChanged} />;
  }
}

function NoAccess() {
  return (
    <main className="no-access">
      <h1>Airtime Till</h1>
      <p>This page needs the address the till printed when it started — it ends with #token=…</p>
      <p className="hint">Start it with `npm run start:web` and open the address from its “till ready at …” line.</p>
    </main>
  );
}
