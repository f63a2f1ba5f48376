// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDisplayScreen, Settings, SettingsPatch } from '@shared/contract';
import type { Answers } from '../support/fake-bridge';
import { aConfirmation, someSettings } from '../support/till-fixtures';
import { aSession, applyPatch, openSection, settingsAnswers, showSettings } from './show-settings';

afterEach(cleanup);

const SECTION = 'Customer display';

const builtIn: CustomerDisplayScreen = { id: 1, label: 'Built-in Retina', width: 1024, height: 768, primary: true };
const facing: CustomerDisplayScreen = { id: 2, label: 'Customer 7"', width: 800, height: 480, primary: false };

/** The settings screen with the customer display's answers; `display` is the saved customer display section. */
function showDisplay(more: Answers, display: Partial<Settings['customerDisplay']> = {}) {
  let settings = applyPatch(someSettings(), { customerDisplay: display });
  return showSettings(
    settingsAnswers(aSession(), {
      'settings.get': () => settings,
      'settings.update': (patch: SettingsPatch) => {
        settings = applyPatch(settings, patch);
        return settings;
      },
      'customer.confirmation': aConfirmation(),
      'customer.screens': { desktop: false, screens: [] },
      ...more,
    }),
  );
}

async function openDisplay(): Promise<HTMLElement> {
  await openSection(SECTION);
  return screen.getByRole('form', { name: SECTION });
}

const radioNames = (group: HTMLElement) => within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('the customer display section', () => {
  it('is the section after the printer’s, named "Customer display"', async () => {
    showDisplay({});
    await screen.findByRole('tab', { name: SECTION }, { timeout: 10_000 });
    const names = within(screen.getByRole('tablist', { name: 'Settings sections' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names.slice(0, 3)).toEqual(['Shop', 'Printer', SECTION]);
    expect(await openDisplay()).toBeTruthy();
  });

  it('says whether a display is connected now', async () => {
    showDisplay({ 'customer.confirmation': aConfirmation({ connected: true }) });
    const form = await openDisplay();
    await vi.waitFor(() => expect(within(form).getByRole('status', { name: 'A customer display now:' }).textContent).toBe('Connected'));
    cleanup();

    showDisplay({ 'customer.confirmation': aConfirmation({ connected: false }) });
    const again = await openDisplay();
    await vi.waitFor(() => expect(within(again).getByRole('status', { name: 'A customer display now:' }).textContent).toBe('Not connected'));
  });

  it('saves the two questions, each with its hint read with it', async () => {
    const { fake } = showDisplay({});
    const form = await openDisplay();
    const ask = within(form).getByRole('checkbox', { name: 'Ask the customer to confirm the number' });
    const skip = within(form).getByRole('checkbox', { name: 'Let the clerk go on without the customer’s yes' });
    expect(ask).toHaveProperty('checked', true);
    expect(skip).toHaveProperty('checked', false);
    expect(document.getElementById(ask.getAttribute('aria-describedby') ?? '')?.textContent).toBe('When a display is connected, “Cash taken” waits for the customer’s yes on it.');
    expect(document.getElementById(skip.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For a display out of the customer’s reach. Each skip is in the audit trail.');

    const save = within(form).getByRole('button', { name: 'Save customer display settings' });
    await vi.waitFor(() => expect(within(form).getByRole('group', { name: 'In browser mode' })).toBeTruthy());
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(ask);
    fireEvent.click(skip);
    fireEvent.click(save);

    // A browser offers no screen, so the saved one is left as it is.
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ customerDisplay: { askToConfirm: false, allowSkip: true } }]));
    await vi.waitFor(() => expect(within(form).getByRole('status', { name: '' }).textContent).toBe('Customer display settings saved.'));
    expect(save).toHaveProperty('disabled', true);
    expect(ask).toHaveProperty('checked', false);
    expect(skip).toHaveProperty('checked', true);
  });
});

describe('where the display shows', () => {
  it('is chosen among the desktop app’s screens, the primary one marked, and saved', async () => {
    const { fake } = showDisplay({ 'customer.screens': { desktop: true, screens: [builtIn, facing] } });
    const form = await openDisplay();
    const screens = await within(form).findByRole('radiogroup', { name: 'Show the customer display on' });
    expect(radioNames(screens)).toEqual(['None', 'Built-in Retina — 1024×768 (primary)', 'Customer 7" — 800×480']);
    expect(within(screens).getByRole('radio', { name: 'None' })).toHaveProperty('checked', true);
    expect(within(form).queryByRole('group', { name: 'In browser mode' })).toBeNull();

    fireEvent.click(within(screens).getByRole('radio', { name: 'Customer 7" — 800×480' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save customer display settings' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ customerDisplay: { askToConfirm: true, allowSkip: false, screenId: 2 } }]));
    await vi.waitFor(() => expect(within(form).getByRole('button', { name: 'Save customer display settings' })).toHaveProperty('disabled', true));

    fireEvent.click(within(screens).getByRole('radio', { name: 'None' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save customer display settings' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toHaveLength(2));
    expect(fake.callsOf('settings.update')[1]).toEqual({ customerDisplay: { askToConfirm: true, allowSkip: false, screenId: null } });
  });

  it('keeps a saved screen that is unplugged now chosen and in sight', async () => {
    showDisplay({ 'customer.screens': { desktop: true, screens: [builtIn] } }, { screenId: 7 });
    const form = await openDisplay();
    const screens = await within(form).findByRole('radiogroup', { name: 'Show the customer display on' });
    expect(radioNames(screens)).toEqual(['None', 'Built-in Retina — 1024×768 (primary)', 'The saved screen (not connected now)']);
    expect(within(screens).getByRole('radio', { name: 'The saved screen (not connected now)' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('button', { name: 'Save customer display settings' })).toHaveProperty('disabled', true);
  });

  it('is, in a browser, a second window at the address the web host printed, its token never shown', async () => {
    showDisplay({ 'customer.screens': { desktop: false, screens: [] } });
    const form = await openDisplay();
    const howTo = await within(form).findByRole('group', { name: 'In browser mode' });
    expect(howTo.textContent).toContain('customer display at http://127.0.0.1:…');
    expect(howTo.textContent).toContain('--app');
    expect(howTo.textContent).toContain('--kiosk');
    expect(form.textContent).not.toContain('token');
    expect(within(form).queryByRole('radiogroup', { name: 'Show the customer display on' })).toBeNull();
  });
});
