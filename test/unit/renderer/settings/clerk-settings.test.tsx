// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Clerk } from '@shared/contract';
import { aSession, clerk, manager, openSection, settingsAnswers, showSettings } from './show-settings';

afterEach(cleanup);

const tapPin = (form: HTMLElement, pin: string) => {
  const keypad = within(form).getByRole('group', { name: 'Keypad' });
  for (const digit of pin) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
};

describe('the clerks section', () => {
  it('lists each clerk with their role and whether they can sign in', async () => {
    showSettings(settingsAnswers(aSession(), { 'clerks.list': [manager, clerk, { ...clerk, id: 'C-OLD', name: 'Oumar', active: false }] }));
    const section = await openSection('Clerks');
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Mariam', 'Amina', 'Oumar']);
    expect(rows[0]?.textContent).toContain('Mariam (you)');
    expect(rows[0]?.textContent).toContain('Manager · Can sign in');
    expect(rows[2]?.textContent).toContain('Clerk · Deactivated');
    // The manager at the till cannot deactivate themself.
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true);
  });

  it('shows who is locked out, and how long; Unlock lets them try again', async () => {
    const held = { ...clerk, needsUnlock: true };
    const timed = { ...clerk, id: 'C-KOFI', name: 'Kofi', lockedUntil: '2099-01-01T10:15:00.000Z' };
    const { fake } = showSettings(settingsAnswers(aSession(), { 'clerks.list': [manager, held, timed], 'clerks.unlock': { ...clerk } }));
    const section = await openSection('Clerks');
    const amina = await within(section).findByRole('listitem', { name: 'Amina' });
    expect(amina.textContent).toContain('Clerk · Locked out until unlocked');
    expect(within(section).getByRole('listitem', { name: 'Kofi' }).textContent).toMatch(/Clerk · Locked until \d/);
    expect(within(within(section).getByRole('listitem', { name: 'Mariam' })).queryByRole('button', { name: 'Unlock' })).toBeNull();
    fireEvent.click(within(amina).getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(fake.callsOf('clerks.unlock')).toEqual([{ id: clerk.id }]));
    expect(await screen.findByText('Amina can type their PIN again.')).toBeTruthy();
  });

  it('adds a clerk with a name, a role and a PIN typed on the keypad', async () => {
    const added: Clerk = { id: 'C-NEW', name: 'Kofi', role: 'manager', active: true, lockedUntil: null, needsUnlock: false };
    const { fake } = showSettings(settingsAnswers(aSession(), { 'clerks.add': added }));
    const section = await openSection('Clerks');
    fireEvent.click(within(section).getByRole('button', { name: 'Add a clerk' }));

    const form = await screen.findByRole('form', { name: 'Add a clerk' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' Kofi ' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Role' })).getByRole('radio', { name: 'Manager' }));
    tapPin(form, '123');
    fireEvent.click(within(form).getByRole('button', { name: 'Add clerk' }));
    // Three digits are not a PIN: said, and nothing sent.
    expect(within(form).getByRole('alert').textContent).toBe('A PIN is 4 to 6 digits.');
    tapPin(form, '4');
    fireEvent.click(within(form).getByRole('button', { name: 'Add clerk' }));

    await vi.waitFor(() => expect(fake.callsOf('clerks.add')).toEqual([{ name: 'Kofi', pin: '1234', role: 'manager' }]));
    const list = await screen.findByRole('list', { name: 'Clerks' });
    expect(within(list).getByRole('listitem', { name: 'Kofi' }).textContent).toContain('Manager · Can sign in');
    expect(screen.getByText('Kofi was added and can sign in.')).toBeTruthy();
  });

  it('resets a clerk’s PIN', async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'clerks.resetPin': clerk }));
    const section = await openSection('Clerks');
    fireEvent.click(within(await within(section).findByRole('listitem', { name: 'Amina' })).getByRole('button', { name: 'Reset PIN' }));

    const form = await screen.findByRole('form', { name: 'Reset PIN' });
    expect(within(form).getByRole('heading').textContent).toBe('A new PIN for Amina');
    expect(within(form).queryByRole('textbox', { name: 'Name' })).toBeNull();
    tapPin(form, '908070');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the new PIN' }));

    await vi.waitFor(() => expect(fake.callsOf('clerks.resetPin')).toEqual([{ id: clerk.id, pin: '908070' }]));
    expect(await screen.findByText('The PIN of Amina was changed.')).toBeTruthy();
  });

  it('deactivates a clerk and brings them back, never deleting', async () => {
    const { fake } = showSettings(settingsAnswers(aSession(), { 'clerks.update': (input) => ({ ...clerk, active: input.active ?? true }) }));
    const section = await openSection('Clerks');
    await within(section).findByRole('listitem', { name: 'Amina' });
    const row = () => within(section).getByRole('listitem', { name: 'Amina' });

    fireEvent.click(within(row()).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(row().textContent).toContain('Clerk · Deactivated'));
    expect(within(within(section).getByRole('region', { name: 'Clerks' })).getByRole('status').textContent).toBe('Amina was deactivated: their sales keep their name.');

    fireEvent.click(within(row()).getByRole('button', { name: 'Reactivate' }));
    await vi.waitFor(() => expect(row().textContent).toContain('Clerk · Can sign in'));
    expect(fake.callsOf('clerks.update')).toEqual([
      { id: clerk.id, active: false },
      { id: clerk.id, active: true },
    ]);
  });

  it('saves the idle lock and who may reprint a PIN voucher', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    await openSection('Clerks');
    const form = screen.getByRole('form', { name: 'Lock and reprints' });
    const save = within(form).getByRole('button', { name: 'Save lock and reprints' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Lock the till after this many minutes without a touch' }), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lock the till after this many minutes without a touch: one more' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Reprints of a PIN voucher after the first need a manager' }));
    fireEvent.click(save);

    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ clerks: { idleLockMinutes: 11, reprintsNeedManager: false }, shop: { kiosk: false } }]));
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Lock and reprints saved.'));
    expect(save).toHaveProperty('disabled', true);
  });

  it('turns kiosk mode on and off, each a change to save (Settings are the manager’s)', async () => {
    const { fake } = showSettings(settingsAnswers(aSession()));
    await openSection('Clerks');
    const form = screen.getByRole('form', { name: 'Lock and reprints' });
    const save = within(form).getByRole('button', { name: 'Save lock and reprints' });
    const kiosk = within(form).getByRole('checkbox', { name: 'Kiosk mode' });
    expect(kiosk).toHaveProperty('checked', false);
    expect(kiosk.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(kiosk.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Desktop app: full screen, no menu, starts with the computer.');

    fireEvent.click(kiosk);
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(kiosk);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(kiosk);
    fireEvent.click(save);
    await vi.waitFor(() => expect(fake.callsOf('settings.update')).toEqual([{ clerks: { idleLockMinutes: 5, reprintsNeedManager: true }, shop: { kiosk: true } }]));
  });
});
