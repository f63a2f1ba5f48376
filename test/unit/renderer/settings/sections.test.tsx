// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainStatus } from '@shared/contract';
import { aStatus } from '../support/till-fixtures';
import { aSession, openSection, settingsAnswers, showSettings } from './show-settings';

afterEach(cleanup);

describe('the sections', () => {
  it('show one at a time, chosen by touch or with the arrow keys', async () => {
    showSettings(settingsAnswers(aSession()));
    const shopTab = await screen.findByRole('tab', { name: 'Shop' }, { timeout: 10_000 });
    await openSection('Shop');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Shop' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Printer' })).toBeNull();

    act(() => shopTab.focus());
    fireEvent.keyDown(shopTab, { key: 'ArrowDown' });
    await screen.findByRole('form', { name: 'Printer' });
    expect(screen.getByRole('tab', { name: 'Printer' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('form', { name: 'Shop' })).toBeNull();
  });

  it('open again at the one last opened when the screen comes back', async () => {
    showSettings(settingsAnswers(aSession()));
    await openSection('Backups');
    cleanup();
    showSettings(settingsAnswers(aSession()));
    expect(await screen.findByRole('region', { name: 'Backups' }, { timeout: 10_000 })).toBeTruthy();
    await openSection('Shop');
  });
});

describe('the shop section', () => {
  it('saves the receipt profile with the country and the language', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    await openSection('Shop');
    const form = screen.getByRole('form', { name: 'Shop' });
    expect(within(form).getByRole('textbox', { name: 'Shop name' })).toHaveProperty('value', 'Corner shop');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Shop name' }), { target: { value: ' Chez Awa ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address' }), { target: { value: '12 rue Carnot\nDakar' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tax id' }), { target: { value: 'SN-0042' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Receipt header' }), { target: { value: 'Welcome' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Receipt footer' }), { target: { value: 'Thank you' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save shop settings' }));

    await vi.waitFor(() =>
      expect(fake.callsOf('settings.update')).toEqual([
        { shop: { name: 'Chez Awa', address: '12 rue Carnot\nDakar', taxId: 'SN-0042', receiptHeader: 'Welcome', receiptFooter: 'Thank you', defaultCountry: 'US', language: 'en', countryChosen: true } },
      ]),
    );
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Shop settings saved.'));
    expect(within(form).getByRole('textbox', { name: 'Shop name' })).toHaveProperty('value', 'Chez Awa');
  });
});

describe('the business day section', () => {
  it('saves the hour the day starts at and a time zone found by typing', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    const section = await openSection('Business day');
    expect(within(section).getByText(/^Now in use: UTC/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'The day starts at (hour): one more' }));
    fireEvent.click(within(section).getByRole('button', { name: 'The day starts at (hour): one more' }));
    expect(within(section).getByText(/^Sales from 2:00 AM count in that day/)).toBeTruthy();

    fireEvent.change(within(section).getByRole('searchbox', { name: 'Find a time zone' }), { target: { value: 'dakar' } });
    const zones = within(section).getByRole('listbox', { name: 'Time zone' });
    const dakar = within(zones).getByRole('option', { name: /^Africa\/Dakar/ });
    expect(within(zones).getAllByRole('option')).toHaveLength(1);
    fireEvent.click(dakar);
    expect(within(section).getByText(/^Now in use: Africa\/Dakar/)).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Save business day' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ businessDay: { startHour: 2, timeZone: 'Africa/Dakar' } }]));
    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Business day saved.'));
  });

  it('refuses an hour outside the day', async () => {
    showSettings(settingsAnswers(aSession()));
    const section = await openSection('Business day');
    fireEvent.change(within(section).getByRole('spinbutton', { name: 'The day starts at (hour)' }), { target: { value: '24' } });
    expect(within(section).getByText('The day starts at (hour): a whole number from 0 to 23')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Save business day' })).toHaveProperty('disabled', true);
  });
});

describe('the sending section', () => {
  it('saves the mode and how many are sent at once, 1 to 8', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    const section = await openSection('Sending');
    const atOnce = within(section).getByRole('spinbutton', { name: 'Top-ups sent at the same time' });
    fireEvent.change(atOnce, { target: { value: '9' } });
    expect(within(section).getByRole('button', { name: 'Save sending settings' })).toHaveProperty('disabled', true);
    fireEvent.change(atOnce, { target: { value: '8' } });
    expect(within(section).getByRole('button', { name: 'Top-ups sent at the same time: one more' })).toHaveProperty('disabled', true);
    fireEvent.click(within(section).getByRole('radio', { name: 'Wait for each answer (synchronous)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save sending settings' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ sending: { mode: 'sync', concurrency: 8 } }]));
  });
});

describe('the low balance section', () => {
  it('saves the threshold as exact decimal text in the account’s currency', async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'status.get': aStatus({ lowBalanceThreshold: { micros: 50_000_000, currency: 'USD' } }) }));
    const section = await openSection('Low balance');
    expect(within(section).getByText('USD')).toBeTruthy();
    expect(within(section).getByText('Balance now: $10,000.00')).toBeTruthy();
    const field = within(section).getByRole('textbox', { name: /Warn when the account balance is below/ });
    fireEvent.change(field, { target: { value: '12,5' } });
    expect(within(section).getByRole('alert').textContent).toBe('Type an amount such as 50 or 12.50.');
    fireEvent.change(field, { target: { value: '12.50' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save the threshold' }));
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ lowBalanceThreshold: '12.50' }]));
    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Low-balance threshold saved.'));
  });
});

describe('the environment and credentials section', () => {
  it('keeps the environment choice and both credentials forms', async () => {
    showSettings(settingsAnswers(aSession()));
    const section = await openSection('Environment and credentials');
    expect(within(section).getByRole('group', { name: 'Environment' })).toBeTruthy();
    expect(within(section).getByRole('form', { name: 'sandbox credentials' })).toBeTruthy();
    expect(within(section).getByRole('form', { name: 'live credentials' })).toBeTruthy();
  });
});

describe('the chain section', () => {
  const off: ChainStatus = { state: 'off', waiting: 0, offlineSince: null, lastSyncAt: null, problem: null, conflicts: 0, restored: null, enrolment: null };
  const enrolment = { tillId: 'till_0042', name: 'Counter 2', shop: 'Main Street', environment: 'live' as const, server: 'central.example.com:5432/chain' };
  const pathLabel = 'Enrolment file (from npm run chain:enroll): its path on this computer';

  it("enrols with the file's path (main reads the file), says what main answers and follows its events", async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'chain.status': off, 'chain.enrol': { ...off, state: 'waiting', waiting: 12, enrolment } }));
    const panel = await openSection('Chain');
    const state = within(panel).getByRole('group', { name: 'The chain’s copy of this till' });
    await vi.waitFor(() => expect(within(state).getByRole('status').textContent).toBe('not in a chain'));
    const form = within(panel).getByRole('form', { name: 'Enrol this till' });
    fireEvent.change(within(form).getByRole('textbox', { name: pathLabel }), { target: { value: ' /media/usb/till_0042.chain.json ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enrol in the chain' }));

    await vi.waitFor(() => expect(fake.callsOf('chain.enrol')).toEqual([{ path: '/media/usb/till_0042.chain.json' }]));
    await vi.waitFor(() => expect(within(state).getByRole('status').textContent).toBe('12 waiting'));
    expect(within(form).getByRole('status').textContent).toBe('Enrolled: the till sends its journal to the chain.');
    expect(within(form).getByRole('textbox', { name: pathLabel })).toHaveProperty('value', '');
    expect(state.textContent).toContain('till_0042 · Counter 2');
    expect(state.textContent).toContain('central.example.com:5432/chain');

    act(() => fake.emit('chain.changed', { ...off, state: 'offline', waiting: 3, offlineSince: '2026-11-22T14:02:00.000Z', problem: 'connect ECONNREFUSED 10.0.0.5:5432', enrolment }));
    await vi.waitFor(() => expect(within(state).getByRole('status').textContent).toMatch(/^offline since .+ — 3 waiting$/));
    expect(state.textContent).toContain('Last try: connect ECONNREFUSED 10.0.0.5:5432');
  });

  it('asks main to open its dialog when no path is typed, and says nothing when it was closed without a file', async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'chain.status': off, 'chain.enrol': off }));
    const panel = await openSection('Chain');
    const form = within(panel).getByRole('form', { name: 'Enrol this till' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enrol in the chain' }));
    await vi.waitFor(() => expect(fake.callsOf('chain.enrol')).toEqual([{}]));
    await vi.waitFor(() => expect(within(form).getByRole('button', { name: 'Enrol in the chain' })).toHaveProperty('disabled', false));
    expect(within(form).getByRole('status').textContent).toBe('');
    expect(within(form).getByRole('alert').textContent).toBe('');
  });

  it('says why an enrolment was refused', async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'chain.status': off }));
    fake.answer('chain.enrol', () => Promise.reject(Object.assign(new Error('This is not a usable chain enrolment: no file was found there (/tmp/x.json).'), { code: 'INVALID_INPUT' })));
    const panel = await openSection('Chain');
    const form = within(panel).getByRole('form', { name: 'Enrol this till' });
    fireEvent.change(within(form).getByRole('textbox', { name: pathLabel }), { target: { value: '/tmp/x.json' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enrol in the chain' }));
    await vi.waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('no file was found there (/tmp/x.json)'));
    expect(within(form).getByRole('button', { name: 'Leave the chain' })).toHaveProperty('disabled', true);
  });
});
