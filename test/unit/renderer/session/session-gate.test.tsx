// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { formatsFor } from '../../../../src/renderer/src/i18n/use-formats';
import { fakeBridge } from '../support/fake-bridge';
import { renderTill } from '../support/render-till';
import { aSession, aShift, aShiftReport, alice, bob, tillAnswers } from './session-fixtures';
import { chooseCountry } from '../support/choose-country';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const signedOut = aSession({ clerk: null });

async function typeOnKeypad(digits: string) {
  const keypad = await screen.findByRole('group', { name: 'Keypad' });
  for (const digit of digits) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
}

/** The first question: where the shop stands. Nigeria has one time zone, so nothing more is asked. */
async function placeInNigeria(setup: HTMLElement) {
  fireEvent.click(within(setup).getByRole('button', { name: 'Next' }));
  expect(within(setup).getByRole('alert').textContent).toContain('Choose the shop’s country');
  await chooseCountry(within(setup).getByRole('combobox', { name: 'Shop country' }), 'nige', 'Nigeria');
  expect(within(setup).getByText('Time zone: Africa/Lagos')).toBeTruthy();
  fireEvent.click(within(setup).getByRole('button', { name: 'Next' }));
}

describe('the first run', () => {
  it('asks the manager’s name and a PIN twice, then signs them in', async () => {
    const fake = fakeBridge(tillAnswers(aSession({ needsSetup: true, clerk: null, shift: null }), { 'clerks.setup': aSession({ clerk: bob }) }));
    renderTill(fake, '/shift');
    const setup = await screen.findByRole('region', { name: 'Set up the till' });
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    await placeInNigeria(setup);

    // The physical keyboard types the name; the on-screen letters add to it, Shift on by itself at a word's start.
    fireEvent.change(within(setup).getByRole('textbox', { name: 'Name' }), { target: { value: 'Amina' } });
    const letters = within(setup).getByRole('group', { name: 'Letters' });
    fireEvent.click(within(letters).getByRole('button', { name: 'space' }));
    expect(within(letters).getByRole('button', { name: 'Shift' }).getAttribute('aria-pressed')).toBe('true');
    for (const letter of 'Diallx') fireEvent.click(within(letters).getByRole('button', { name: letter }));
    expect(within(letters).getByRole('button', { name: 'Shift' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(letters).getByRole('button', { name: 'delete the last character' }));
    fireEvent.click(within(letters).getByRole('button', { name: 'o' }));
    expect(within(setup).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Amina Diallo');
    fireEvent.click(within(setup).getByRole('button', { name: 'Next' }));

    await typeOnKeypad('2468');
    const pin = within(setup).getByLabelText('PIN');
    expect(pin).toHaveProperty('type', 'password');
    expect(pin).toHaveProperty('value', '2468');
    fireEvent.click(within(setup).getByRole('button', { name: 'Next' }));
    expect(within(setup).getByText('Type the same PIN again.')).toBeTruthy();
    await typeOnKeypad('2468');
    fireEvent.click(within(setup).getByRole('button', { name: 'Save and sign in' }));

    await vi.waitFor(() => expect(fake.callsOf('clerks.setup')).toEqual([{ name: 'Amina Diallo', pin: '2468', shop: { country: 'NG', timeZone: 'Africa/Lagos' } }]));
    expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
  });

  it('asks for the PIN again when the two differ', async () => {
    const fake = fakeBridge(tillAnswers(aSession({ needsSetup: true, clerk: null, shift: null })));
    renderTill(fake, '/shift');
    const setup = await screen.findByRole('region', { name: 'Set up the till' });
    await placeInNigeria(setup);
    const name = within(setup).getByRole('textbox', { name: 'Name' });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(within(setup).getByRole('alert').textContent).toBe('Type the manager’s name.');
    fireEvent.change(name, { target: { value: 'Bob' } });
    fireEvent.keyDown(name, { key: 'Enter' });

    fireEvent.change(within(setup).getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.keyDown(within(setup).getByLabelText('PIN'), { key: 'Enter' });
    fireEvent.change(within(setup).getByLabelText('PIN'), { target: { value: '1235' } });
    fireEvent.keyDown(within(setup).getByLabelText('PIN'), { key: 'Enter' });

    expect(within(setup).getByRole('alert').textContent).toBe('The two PINs differ. Choose the PIN again.');
    expect(within(setup).getByText('Choose a PIN for Bob: 4 to 6 digits you will remember.')).toBeTruthy();
    expect(within(setup).getByLabelText('PIN')).toHaveProperty('value', '');
    expect(fake.callsOf('clerks.setup')).toEqual([]);
  });
});

describe('signing in', () => {
  it('offers the active clerks, takes the PIN from the keyboard, and signs in on Enter', async () => {
    const fake = fakeBridge(tillAnswers(signedOut, { 'clerks.signIn': aSession(), 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    const clerks = within(signIn).getByRole('group', { name: 'Clerks' });
    await vi.waitFor(() => expect(within(clerks).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Alice', 'Bob']));
    expect(within(signIn).getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);

    fireEvent.click(within(clerks).getByRole('button', { name: 'Alice' }));
    expect(within(clerks).getByRole('button', { name: 'Alice' }).getAttribute('aria-pressed')).toBe('true');
    const pin = within(signIn).getByLabelText('PIN');
    expect(pin).toHaveProperty('type', 'password');
    fireEvent.change(pin, { target: { value: '12a34' } });
    expect(pin).toHaveProperty('value', '1234');
    fireEvent.keyDown(pin, { key: 'Enter' });

    await vi.waitFor(() => expect(fake.callsOf('clerks.signIn')).toEqual([{ clerkId: 'alice', pin: '1234' }]));
    expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
    // The status bar says who is signed in, the open shift, and offers the lock.
    const bar = screen.getByRole('banner', { name: 'Till status' });
    expect(within(bar).getByRole('group', { name: 'Signed in' }).textContent).toBe('Alice ClerkShift 3 · Alice');
    expect(within(bar).getByRole('button', { name: 'Lock' })).toBeTruthy();
  });

  it('types the PIN on the keypad and signs in with the button', async () => {
    const fake = fakeBridge(tillAnswers(signedOut, { 'clerks.list': [bob], 'clerks.signIn': aSession({ clerk: bob }), 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    // The only clerk is chosen already.
    await vi.waitFor(() => expect(within(signIn).getByRole('button', { name: 'Bob' }).getAttribute('aria-pressed')).toBe('true'));
    await typeOnKeypad('97531');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(fake.callsOf('clerks.signIn')).toEqual([{ clerkId: 'bob', pin: '97531' }]));
    expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
  });

  it('says how many tries are left after a wrong PIN, and clears it', async () => {
    const fake = fakeBridge(
      tillAnswers(signedOut, {
        'clerks.signIn': () => Promise.reject(new BridgeError('WRONG_PIN', 'Wrong PIN', { attemptsLeft: '2' })),
      }),
    );
    renderTill(fake, '/shift');
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    fireEvent.click(await within(signIn).findByRole('button', { name: 'Alice' }));
    await typeOnKeypad('1111');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(within(signIn).getByRole('alert').textContent).toBe('Wrong PIN. 2 tries left before Alice is locked out.'));
    expect(within(signIn).getByLabelText('PIN')).toHaveProperty('value', '');
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
  });

  it('says a lock that waits for a manager, and a PIN the till could not check, in words', async () => {
    let answer: BridgeError = new BridgeError('LOCKED_OUT', 'Locked out', { until: 'manager' });
    const fake = fakeBridge(
      tillAnswers(signedOut, {
        'clerks.signIn': () => {
          fake.answer('clerks.list', [{ ...alice, needsUnlock: true }, bob]);
          return Promise.reject(answer);
        },
      }),
    );
    renderTill(fake, '/shift');
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    fireEvent.click(await within(signIn).findByRole('button', { name: 'Alice' }));
    await typeOnKeypad('1111');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(within(signIn).getByRole('alert').textContent).toBe('Too many wrong PINs: Alice is locked out until a manager unlocks them in Settings → Clerks.'));
    await vi.waitFor(() => expect(within(signIn).getByRole('button', { name: 'Alice' }).textContent).toContain('Locked: a manager must unlock'));

    answer = new BridgeError('CANNOT_RECORD', 'The till cannot record PIN tries right now.');
    await typeOnKeypad('1111');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(within(signIn).getByRole('alert').textContent).toMatch(/^The till cannot record PIN tries right now \(a full disk, or its journal has stopped\)/));
  });

  it('says until when a clerk is locked out, on the error line and on their button', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    const fake = fakeBridge(
      tillAnswers(signedOut, {
        'clerks.signIn': () => {
          fake.answer('clerks.list', [{ ...alice, lockedUntil: until }, bob]);
          return Promise.reject(new BridgeError('LOCKED_OUT', 'Locked out', { until }));
        },
      }),
    );
    const time = formatsFor({ locale: 'en' }).time(until);
    renderTill(fake, '/shift');
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    fireEvent.click(await within(signIn).findByRole('button', { name: 'Alice' }));
    await typeOnKeypad('1111');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(within(signIn).getByRole('alert').textContent).toBe(`Too many wrong PINs: Alice can try again at ${time}.`));
    // The list is read again after the refusal: Alice's button says it too, while it lasts.
    await vi.waitFor(() => expect(within(signIn).getByRole('button', { name: 'Alice' }).textContent).toBe(`AliceClerk · Locked until ${time}`));
  });
});

describe('who is signed in, whole', () => {
  it('shows the whole name and shift in a dialog when the status bar’s cut one is tapped, and Close shuts it', async () => {
    const long = { ...alice, name: 'Oluwaseun Chukwuemeka Ifeanyichukwu Ezeh' };
    const fake = fakeBridge(tillAnswers(aSession({ clerk: long, shift: aShift({ clerkName: long.name }) }), { 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    const who = within(await screen.findByRole('group', { name: 'Signed in' })).getByRole('button');
    expect(who.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(who);
    const dialog = await screen.findByRole('dialog', { name: 'Signed in' });
    expect(within(dialog).getByText(long.name)).toBeTruthy();
    expect(within(dialog).getByText('Clerk')).toBeTruthy();
    expect(within(dialog).getByText(`Shift 3 · ${long.name}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signed in' })).toBeNull());
  });

  it('shows the whole balance and its time when the status bar’s balance is tapped', async () => {
    const fake = fakeBridge(tillAnswers(aSession(), { 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    const bar = await screen.findByRole('banner', { name: 'Till status' });
    fireEvent.click(await within(bar).findByRole('button', { name: /^Balance \$10,000.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance' });
    expect(within(dialog).getByText('$10,000.00')).toBeTruthy();
    expect(within(dialog).getByText(/^at /)).toBeTruthy();
  });
});

describe('locking', () => {
  it('locks with the status bar’s Lock button', async () => {
    const fake = fakeBridge(tillAnswers(aSession(), { 'clerks.lock': signedOut, 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeTruthy();
    expect(fake.callsOf('clerks.lock')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('shows the sign-in screen when the session changes to nobody', async () => {
    const fake = fakeBridge(tillAnswers(aSession(), { 'shifts.report': aShiftReport() }));
    renderTill(fake, '/shift');
    expect(await screen.findByRole('navigation', { name: 'Screens' })).toBeTruthy();
    act(() => fake.emit('session.changed', signedOut));
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeTruthy();
  });

  it('reads the session again when a call answers SIGNED_OUT (its event missed)', async () => {
    let session: Session = aSession();
    const fake = fakeBridge(
      tillAnswers(aSession(), {
        'clerks.session': () => session,
        'shifts.report': () => {
          // The core locked itself: the event announcing it never came.
          session = signedOut;
          return Promise.reject(new BridgeError('SIGNED_OUT', 'Sign in first'));
        },
      }),
    );
    renderTill(fake, '/shift');
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeTruthy();
    expect(fake.callsOf('clerks.session').length).toBeGreaterThan(1);
  });

  it('says so when the session cannot be read, and reads it again on request', async () => {
    let fail = true;
    const fake = fakeBridge(
      tillAnswers(signedOut, {
        'clerks.session': () => (fail ? Promise.reject(new BridgeError('UNAUTHORIZED', 'The till refused this page')) : signedOut),
      }),
    );
    renderTill(fake, '/shift');
    expect(await screen.findByText('The till cannot tell who is signed in.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The till refused this page');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeTruthy();
  });
});
