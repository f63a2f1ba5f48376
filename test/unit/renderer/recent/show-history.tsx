/**
 * The history screen over a fake bridge, at `/recent` or under it, in a router kept in memory: the real cache
 * fed by main's events, and the real manager approval (its dialog asks for a manager's PIN). The gates in
 * front of it (sign-in, the status bar) are other tests' business.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@shared/contract';
import { ManagerApprovalProvider } from '../../../../src/renderer/src/ui/approval/manager-approval';
import { BridgeContext } from '../../../../src/renderer/src/data/bridge-context';
import { createTillQueryClient } from '../../../../src/renderer/src/data/query-client';
import { wireTillEvents } from '../../../../src/renderer/src/data/till-events';
import { LanguageProvider } from '../../../../src/renderer/src/i18n/language-provider';
import { RecentScreen } from '../../../../src/renderer/src/screens/recent/recent-screen';
import { type Answers, fakeBridge } from '../support/fake-bridge';
import { aStatus, someSettings } from '../support/till-fixtures';

/** A clerk (not a manager) signed in, with the till's shift open. */
export function aClerkSession(): Session {
  return {
    needsSetup: false,
    clerk: { id: 'C-AMINA', name: 'Amina', role: 'clerk', active: true, lockedUntil: null, needsUnlock: false },
    shift: null,
    approved: [],
    cashCurrency: 'USD',
    idleLockMinutes: 5,
  };
}

export function showHistory(answers: Answers = {}, path = '/recent') {
  const fake = fakeBridge({
    'status.get': aStatus(),
    'settings.get': someSettings(),
    'clerks.session': aClerkSession(),
    'sales.list': { sales: [], more: false },
    'sales.facets': { operators: [], clerks: [] },
    'printing.jobs': [],
    ...answers,
  });
  const client = createTillQueryClient();
  wireTillEvents(fake.bridge, client);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <BridgeContext.Provider value={fake.bridge}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <Router hook={location.hook}>
            <ManagerApprovalProvider>
              <Route path="/recent" nest>
                <RecentScreen />
              </Route>
            </ManagerApprovalProvider>
          </Router>
        </LanguageProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>,
  );
  return { fake, location, view, client };
}

export const history = () => screen.findByRole('region', { name: 'Recent sales' });
export const saleDetail = () => screen.findByRole('region', { name: 'Sale detail' });
