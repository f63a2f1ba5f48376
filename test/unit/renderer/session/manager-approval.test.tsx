// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalAction, Session } from '@shared/contract';
import { ManagerApprovalProvider, useManagerApproval } from '../../../../src/renderer/src/ui/approval/manager-approval';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { useSession } from '../../../../src/renderer/src/data/use-session';
import { fakeBridge } from '../support/fake-bridge';
import { renderWithTill } from '../support/render-till';
import { aSession, alice, bob, dora, eve, tillAnswers } from './session-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const carol = { ...bob, id: 'carol', name: 'Carol' };

/** A screen that asks for an approval (or guards a call) and shows what came of it. */
function Asker({ action, subject, guarded }: { action: ApprovalAction; subject?: string; guarded?: () => Promise<string> }) {
  const approval = useManagerApproval();
  const session = useSession();
  const [outcome, setOutcome] = useState('none');
  const ask = async () => {
    try {
      setOutcome(String(guarded ? await approval.guard(action, subject, guarded) : await approval.approve(action, subject)));
    } catch (error) {
      setOutcome(`failed: ${(error as Error).message}`);
    }
  };
  return session.data ? (
    <>
      <button type="button" onClick={() => void ask()}>
        Ask
      </button>
      <output aria-label="Outcome">{outcome}</output>
    </>
  ) : null;
}

function renderAsker(session: Session, props: Parameters<typeof Asker>[0], answers: Parameters<typeof tillAnswers>[1] = {}) {
  const fake = fakeBridge(tillAnswers(session, { 'clerks.list': [alice, bob, carol, dora, eve], 'clerks.approve': aSession({ approved: [props.action] }), ...answers }));
  renderWithTill(
    fake,
    <ManagerApprovalProvider>
      <Asker {...props} />
    </ManagerApprovalProvider>,
  );
  return fake;
}

const outcome = () => screen.getByRole('status', { name: 'Outcome' }).textContent;

async function ask() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
  return screen.findByRole('dialog', { name: 'Manager approval' });
}

async function approveAs(dialog: HTMLElement, name: string, pin: string) {
  fireEvent.click(await within(dialog).findByRole('button', { name }));
  const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
  for (const digit of pin) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

describe('a manager’s approval', () => {
  it('asks a manager’s PIN, saying what for, and answers true once approved', async () => {
    const fake = renderAsker(aSession(), { action: 'cancel-sale', subject: 'T1-AAAA' });
    const dialog = await ask();
    expect(within(dialog).getByText('cancel a sale that is waiting to be sent')).toBeTruthy();
    expect(within(dialog).getByText('Sale T1-AAAA')).toBeTruthy();
    // Active managers only.
    const managers = within(dialog).getByRole('group', { name: 'Managers' });
    await vi.waitFor(() => expect(within(managers).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Bob', 'Carol']));

    await approveAs(dialog, 'Carol', '4321');
    await vi.waitFor(() => expect(outcome()).toBe('true'));
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: 'carol', pin: '4321', action: 'cancel-sale', subject: 'T1-AAAA' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a wrong PIN in the dialog, and lets the manager try again', async () => {
    let tries = 0;
    const fake = renderAsker(aSession(), { action: 'close-day', subject: '2026-11-22' }, {
      'clerks.approve': () => (++tries === 1 ? Promise.reject(new BridgeError('WRONG_PIN', 'Wrong PIN', { attemptsLeft: '4' })) : aSession({ approved: ['close-day'] })),
    });
    const dialog = await ask();
    expect(within(dialog).getByText('Business day 2026-11-22')).toBeTruthy();
    await approveAs(dialog, 'Bob', '1111');
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Wrong PIN. 4 tries left before Bob is locked out.'));
    expect(within(dialog).getByLabelText('PIN')).toHaveProperty('value', '');
    expect(outcome()).toBe('none');

    // Typed on the keyboard this time, Enter approving.
    const pin = within(dialog).getByLabelText('PIN');
    fireEvent.change(pin, { target: { value: '2222' } });
    fireEvent.keyDown(pin, { key: 'Enter' });
    await vi.waitFor(() => expect(outcome()).toBe('true'));
    expect(fake.callsOf('clerks.approve')).toHaveLength(2);
  });

  it('says a lockout with the time it ends', async () => {
    const until = '2026-11-22T10:31:00.000Z';
    renderAsker(aSession(), { action: 'reprint', subject: 'T1-AAAA' }, { 'clerks.approve': () => Promise.reject(new BridgeError('LOCKED_OUT', 'Locked', { until })) });
    const dialog = await ask();
    await approveAs(dialog, 'Bob', '1111');
    const time = new Date(until).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(`Too many wrong PINs: Bob can try again at ${time}.`));
  });

  it('answers false on Cancel, and on Escape', async () => {
    const fake = renderAsker(aSession(), { action: 'settings' });
    fireEvent.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(outcome()).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await ask();
    expect(within(dialog).getByText('open and change the settings')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByLabelText('PIN'), { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(outcome()).toBe('false');
    expect(fake.callsOf('clerks.approve')).toEqual([]);
  });

  it('keeps the keys typed in it from the keypads behind it', async () => {
    renderAsker(aSession(), { action: 'settings' });
    const behind = vi.fn();
    window.addEventListener('keydown', behind);
    try {
      const dialog = await ask();
      const bob = await within(dialog).findByRole('button', { name: 'Bob' });
      // A digit typed while a button has the focus goes to the PIN, not to the screen behind.
      fireEvent.keyDown(bob, { key: '7' });
      expect(within(dialog).getByLabelText('PIN')).toHaveProperty('value', '7');
      expect(behind).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', behind);
    }
  });

  it('approves at once when a manager is signed in, or the approval still holds', async () => {
    const fake = renderAsker(aSession({ clerk: bob }), { action: 'cancel-sale', subject: 'T1-AAAA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await vi.waitFor(() => expect(outcome()).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderAsker(aSession({ approved: ['settings'] }), { action: 'settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await vi.waitFor(() => expect(outcome()).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsOf('clerks.approve')).toEqual([]);
  });
});

describe('guarding a manager-only call', () => {
  const refusedOnce = () => {
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new BridgeError('MANAGER_REQUIRED', 'A manager must approve this', { action: 'cancel-sale' });
      return 'cancelled';
    });
    return run;
  };

  it('asks for approval when the core answers MANAGER_REQUIRED, then runs the call once more', async () => {
    const run = refusedOnce();
    const fake = renderAsker(aSession(), { action: 'cancel-sale', subject: 'T1-AAAA', guarded: run });
    const dialog = await ask();
    expect(run).toHaveBeenCalledTimes(1);
    await approveAs(dialog, 'Bob', '1234');
    await vi.waitFor(() => expect(outcome()).toBe('cancelled'));
    expect(run).toHaveBeenCalledTimes(2);
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: 'bob', pin: '1234', action: 'cancel-sale', subject: 'T1-AAAA' }]);
  });

  it('answers null when the approval is cancelled, without running the call again', async () => {
    const run = refusedOnce();
    renderAsker(aSession(), { action: 'cancel-sale', subject: 'T1-AAAA', guarded: run });
    fireEvent.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(outcome()).toBe('null'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a call the core allows without asking, and lets other failures through', async () => {
    renderAsker(aSession(), { action: 'cancel-sale', guarded: async () => 'done' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await vi.waitFor(() => expect(outcome()).toBe('done'));
    cleanup();

    renderAsker(aSession(), { action: 'cancel-sale', guarded: () => Promise.reject(new BridgeError('OFFLINE', 'The service cannot be reached')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await vi.waitFor(() => expect(outcome()).toBe('failed: The service cannot be reached'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
