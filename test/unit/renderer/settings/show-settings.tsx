/**
 * The settings screen over a fake bridge, at `/settings` in a router kept in memory (so a test can leave it):
 * the real cache fed by main's events, the real manager approval and its dialog. The gates in front of it
 * (sign-in, the status bar) are other tests' business. Settings updates answer with the patch applied, as
 * main does.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Clerk, Session, Settings, SettingsPatch } from '@shared/contract';
import { ManagerApprovalProvider } from '../../../../src/renderer/src/ui/approval/manager-approval';
import { StartGate } from '../../../../src/renderer/src/app/gates/start-gate';
import { BridgeContext } from '../../../../src/renderer/src/data/bridge-context';
import { createTillQueryClient } from '../../../../src/renderer/src/data/query-client';
import { wireTillEvents } from '../../../../src/renderer/src/data/till-events';
import { LanguageProvider } from '../../../../src/renderer/src/i18n/language-provider';
import { SettingsScreen } from '../../../../src/renderer/src/screens/settings/settings-screen';
import { type Answers, type FakeBridge, fakeBridge } from '../support/fake-bridge';
import { aHealth, aStatus, someSettings } from '../support/till-fixtures';

export const manager: Clerk = { id: 'C-MARIAM', name: 'Mariam', role: 'manager', active: true, lockedUntil: null, needsUnlock: false };
export const clerk: Clerk = { id: 'C-AMINA', name: 'Amina', role: 'clerk', active: true, lockedUntil: null, needsUnlock: false };

export function aSession(change: Partial<Session> = {}): Session {
  return { needsSetup: false, clerk: manager, shift: null, approved: [], cashCurrency: 'USD', idleLockMinutes: 5, ...change };
}

/** Main's settings.update: each part of the patch over the settings in force. */
export function applyPatch(settings: Settings, patch: SettingsPatch): Settings {
  const next: Settings = { ...settings };
  for (const [key, value] of Object.entries(patch)) {
    const current = (settings as Record<string, unknown>)[key];
    (next as Record<string, unknown>)[key] = typeof value === 'object' && value !== null ? { ...(current as object), ...value } : value;
  }
  return next;
}

/** The settings in force, changed as main changes them. */
export function settingsStore(): { current(): Settings; update(patch: SettingsPatch): Settings } {
  let settings = someSettings();
  return {
    current: () => settings,
    update: (patch) => {
      settings = applyPatch(settings, patch);
      return settings;
    },
  };
}

/** The answers the screen reads as it starts, settings updates applied. */
export function settingsAnswers(session: Session, more: Answers = {}): Answers {
  const store = settingsStore();
  return {
    'status.get': aStatus(),
    'settings.get': store.current,
    'settings.update': store.update,
    'clerks.session': session,
    'clerks.list': [manager, clerk],
    'catalog.countries': [],
    'journal.health': aHealth(null),
    'journal.backups': [],
    'printing.printers': { printers: [] },
    ...more,
  };
}

export function showSettings(answers: Answers): { fake: FakeBridge; leave(): void } {
  const fake = fakeBridge(answers);
  const client = createTillQueryClient();
  wireTillEvents(fake.bridge, client);
  const location = memoryLocation({ path: '/settings', record: true });
  render(
    <BridgeContext.Provider value={fake.bridge}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <ManagerApprovalProvider>
            <Router hook={location.hook}>
              <StartGate>
                <Switch>
                  <Route path="/settings">
                    <SettingsScreen />
                  </Route>
                  <Route>
                    <p>Elsewhere</p>
                  </Route>
                </Switch>
              </StartGate>
            </Router>
          </ManagerApprovalProvider>
        </LanguageProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>,
  );
  return { fake, leave: () => location.navigate('/sell') };
}

/** Opens a section from the list beside the settings, as a finger on it does. */
export async function openSection(name: string): Promise<HTMLElement> {
  const tab = await screen.findByRole('tab', { name }, { timeout: 10_000 });
  tab.click();
  return screen.findByRole('tabpanel', { name });
}
