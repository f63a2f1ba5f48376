// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country, RecentNumber } from '@shared/contract';
import type { Language } from '@shared/languages';
import { common as arabicCommon } from '../../../src/renderer/src/i18n/ar/common';
import { country as arabic } from '../../../src/renderer/src/i18n/ar/country';
import { StartGate } from '../../../src/renderer/src/app/gates/start-gate';
import { CountryPicker } from '../../../src/renderer/src/screens/sale/country-picker';
import { fakeBridge } from './support/fake-bridge';
import { renderWithTill } from './support/render-till';
import { aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const country = (iso: string, name: string, callingCode: string): Country => ({ iso, name, currencyCode: 'XXX', currencyName: '', currencySymbol: '', flagUrl: null, callingCodes: [callingCode] });
const CATALOG = [country('US', 'United States', '+1'), country('NG', 'Nigeria', '+234'), country('NE', 'Niger', '+227'), country('GH', 'Ghana', '+233'), country('DE', 'Germany', '+49')];
const soldTo = (iso: string) => ({ recipient: { kind: 'phone', country: iso, e164: '+233241234567' } }) as RecentNumber;

function picker(catalog = CATALOG, language: Language = 'en') {
  const settings = someSettings();
  const fake = fakeBridge({ 'status.get': aStatus(), 'settings.get': { ...settings, shop: { ...settings.shop, language } }, 'catalog.countries': catalog, 'sales.recentNumbers': [soldTo('GH')] });
  const onPick = vi.fn<(iso: string) => void>();
  function Harness() {
    const [open, setOpen] = useState(false);
    return <CountryPicker country="US" isOpen={open} onOpenChange={setOpen} onPick={onPick} />;
  }
  renderWithTill(
    fake,
    <StartGate>
      <Harness />
    </StartGate>,
  );
  return { onPick };
}

async function open() {
  fireEvent.click(await screen.findByRole('button', { name: 'Country: United States +1' }));
  return screen.findByRole('dialog', { name: 'Choose the country' });
}

const optionNames = (dialog: HTMLElement) => within(dialog).getAllByRole('option').map((option) => option.getAttribute('aria-label'));

describe('the country picker', () => {
  it('lists the shop country and the recent ones first, then the rest by name', async () => {
    picker();
    const dialog = await open();
    await vi.waitFor(() => expect(optionNames(dialog)).toEqual(['United States +1', 'Ghana +233', 'Germany +49', 'Niger +227', 'Nigeria +234']));
  });

  it('narrows the list as the clerk types, and Enter takes the first match', async () => {
    const { onPick } = picker();
    const dialog = await open();
    const search = within(dialog).getByRole('searchbox', { name: 'Search countries' });
    fireEvent.change(search, { target: { value: '+234' } });
    expect(optionNames(dialog)).toEqual(['Nigeria +234']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('NG');
  });

  it('types with the on-screen letters, and a tap on a country picks it', async () => {
    const { onPick } = picker();
    const dialog = await open();
    const letters = within(dialog).getByRole('group', { name: 'Letters' });
    // The keys come a frame after the dialog, in their place.
    await within(letters).findByRole('button', { name: 'N' });
    for (const letter of 'NIG') fireEvent.click(within(letters).getByRole('button', { name: letter }));
    expect(within(dialog).getByRole('searchbox', { name: 'Search countries' })).toHaveProperty('value', 'NIG');
    expect(optionNames(dialog)).toEqual(['Niger +227', 'Nigeria +234']);
    fireEvent.click(within(dialog).getByRole('option', { name: 'Nigeria +234' }));
    expect(onPick).toHaveBeenCalledWith('NG');
  });

  it('has Arabic letters on an Arabic till, where the countries are named in Arabic, and A to Z a tap away', async () => {
    picker(CATALOG, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${arabic.label}`) }));
    const dialog = await screen.findByRole('dialog', { name: arabic.dialog });
    const letters = within(dialog).getByRole('group', { name: arabic.letters });
    // The letters come a frame after the dialog.
    await within(letters).findByRole('button', { name: 'غ' });
    for (const letter of 'غان') fireEvent.click(within(letters).getByRole('button', { name: letter }));
    expect(optionNames(dialog)).toEqual(['غانا +233']);
    fireEvent.click(within(letters).getByRole('button', { name: arabicCommon.keyboard.layout }));
    expect(within(letters).queryByRole('button', { name: 'غ' })).toBeNull();
    expect(within(letters).getByRole('button', { name: 'Z' })).toBeTruthy();
  });

  it('goes through the list by keyboard: down from the search, the arrows, Enter picks', async () => {
    const { onPick } = picker();
    const dialog = await open();
    await vi.waitFor(() => expect(optionNames(dialog)).toHaveLength(5));
    const search = within(dialog).getByRole('searchbox', { name: 'Search countries' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('United States +1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Germany +49');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('DE');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the country chosen now, and closes on Escape without picking', async () => {
    const { onPick } = picker();
    const dialog = await open();
    expect(within(dialog).getByRole('option', { name: 'United States +1' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('option', { name: 'Ghana +233' }).getAttribute('aria-selected')).toBe('false');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('draws the first countries with the dialog and the whole list after them', async () => {
    const many = Array.from({ length: 60 }, (_, i) => country(`${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`, `Land ${i}`, `+${900 + i}`));
    picker([country('US', 'United States', '+1'), ...many]);
    const dialog = await open();
    await vi.waitFor(() => expect(optionNames(dialog)).toHaveLength(61));
    expect(new Set(optionNames(dialog)).size).toBe(61);
  });
});
