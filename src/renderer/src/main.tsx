// First, so each component's own stylesheet (imported with it) comes later and wins over the shared classes.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CUSTOMER_PAGE } from '@shared/web-host-paths';
import { NoAccess } from './app/no-access';
import { TillApp } from './app/till-app';
import { connectBridge } from './data/bridge';
import { createTillQueryClient } from './data/query-client';
import { readStartEarly } from './data/start-reads';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (window.location.pathname === CUSTOMER_PAGE) {
  // The customer display: its own page and its own token, loaded apart, never the till's bridge.
  void Promise.all([import('./screens/customer-display/customer-page'), import('./data/customer-feed')]).then(([{ CustomerPage }, { connectCustomerFeed }]) =>
    createRoot(root).render(
      <StrictMode>
        <CustomerPage feed={connectCustomerFeed()} />
      </StrictMode>,
    ),
  );
} else {
  // Once, before anything routes: the web host's token arrives in the fragment the router then uses for screens.
  const bridge = connectBridge();
  const client = createTillQueryClient();
  if (bridge) readStartEarly(client, bridge);
  createRoot(root).render(<StrictMode>{bridge ? <TillApp bridge={bridge} client={client} /> : <NoAccess />}</StrictMode>);
}
