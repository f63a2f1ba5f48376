// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country, Settings, SettingsPatch } from '@shared/contract';
import { StartGate } from '../../../src/renderer/src/app/gates/start-gate';
import { BridgeContext } from '../../../src/renderer/src/data/bridge-context';
import { createTillQueryClient } from '../../../src/renderer/src/data/query-client';
import { LanguageProvider } from '../../../src/renderer/src/i18n/language-provider';
import { ShopCountryPrompt } from '../../../src/renderer/src/screens/sale/shop-country-prompt';
import { type FakeBridge, fakeBridge } from './support/fake-bridge';
import { renderTill } from './support/render-till';
import { aHealth, aStatus, someSettings } from './support/till-fixtures';
import { aSession } from './settings/show-settings';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';
import { chooseCountry } from './support/choose-country';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

// The screen is loaded when first opened (a lazy import): on a busy machine that is more than a second.
const FIRST_OPEN = { timeout: 10_000 };

const country = (iso: string, name: string): Country => ({ iso, name, currencyCode: 'XXX', currencyName: '', currencySymbol: '', flagUrl: null, callingCodes: [] });
const COUNTRIES = [country('US', 'United States'), country('SN', 'Senegal'), country('MA', 'Morocco')];

/** A till whose settings answer every update with the patch applied, as main does. */
function aTill(change: Partial<Settings['shop']> = {}): FakeBridge {
  const start = someSettings();
  let settings: Settings = { ...start, shop: { ...start.shop, ...change } };
  return fakeBridge({
    'status.get': aStatus(),
    'settings.get': () => settings,
    'settings.update': (patch: SettingsPatch) => {
      settings = { ...settings, shop: { ...settings.shop, ...patch.shop } };
      return settings;
    },
    'catalog.countries': COUNTRIES,
    'journal.health': aHealth(null),
    'journal.backups': [],
    'clerks.session': aSession(),
  });
}

describe("the shop's country and language in the settings", () => {
  it('are chosen by name and saved together, confirming the country', async () => {
    const fake = aTill();
    renderTill(fake, '/settings');
    const shop = await screen.findByRole('form', { name: 'Shop' }, FIRST_OPEN);
    const field = within(shop).getByRole('combobox', { name: "Shop's country" });
    await vi.waitFor(() => expect(field).toHaveProperty('value', 'United States'));

    await chooseCountry(field, 'sen', 'Senegal');
    expect(field).toHaveProperty('value', 'Senegal');
    fireEvent.click(within(within(shop).getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'Français' }));
    fireEvent.click(within(shop).getByRole('button', { name: 'Save shop settings' }));

    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ shop: expect.objectContaining({ defaultCountry: 'SN', countryChosen: true, language: 'fr' }) }]));
    // The new language takes over the page as soon as main answers, the country named in it.
    const boutique = await screen.findByRole('form', { name: 'Boutique' });
    expect(within(boutique).getByRole('status').textContent).toBe('Réglages de la boutique enregistrés.');
    expect(within(boutique).getByRole('combobox', { name: 'Pays de la boutique' })).toHaveProperty('value', 'Sénégal');
  });
});

describe('the first-run question for the shop country', () => {
  function renderPrompt(fake: FakeBridge) {
    return render(
      <BridgeContext.Provider value={fake.bridge}>
        <QueryClientProvider client={createTillQueryClient()}>
          <LanguageProvider>
            <StartGate>
              <ShopCountryPrompt />
            </StartGate>
          </LanguageProvider>
        </QueryClientProvider>
      </BridgeContext.Provider>,
    );
  }

  it('asks until a country is saved, then gets out of the way', async () => {
    const fake = aTill({ countryChosen: false });
    renderPrompt(fake);
    const prompt = await screen.findByRole('form', { name: "The shop's country" });
    expect(within(prompt).getByText('Which country is this shop in? Sales start in its country.')).toBeTruthy();
    const field = within(prompt).getByRole('combobox', { name: "Shop's country" });
    // The field names the suggested country once the countries are read: the list has something to show.
    await vi.waitFor(() => expect(field).toHaveProperty('value', 'United States'));
    await chooseCountry(field, 'moro', 'Morocco');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('form', { name: "The shop's country" })).toBeNull());
    expect(fake.callsOf('settings.update')).toEqual([{ shop: { defaultCountry: 'MA', countryChosen: true } }]);
  });

  it('is not put to a clerk who could not save it', async () => {
    const fake = aTill({ countryChosen: false });
    fake.answer('clerks.session', aSession({ clerk: { id: 'C-AMINA', name: 'Amina', role: 'clerk', active: true, lockedUntil: null, needsUnlock: false } }));
    renderPrompt(fake);
    // Past the start gate: the prompt has read the countries, and the session says who is at the till.
    await vi.waitFor(() => expect(fake.callsOf('catalog.countries')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: "The shop's country" })).toBeNull());
  });

  it('shows nothing once the country is confirmed', async () => {
    const { container } = renderPrompt(aTill());
    await vi.waitFor(() => expect(container.querySelector('.hint')).toBeNull());
    expect(screen.queryByRole('form')).toBeNull();
  });
});
