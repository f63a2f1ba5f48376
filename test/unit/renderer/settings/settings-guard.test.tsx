// @vitest-environment happy-dom
/**
 * Every change on the settings screen runs through the manager approval's guard for 'settings': the core's
 * MANAGER_REQUIRED (an approval that lapsed) asks again and runs the change once more. The approval itself is
 * played here; its dialog is the session tests' business.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalAction } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { aSession, openSection, settingsAnswers, settingsStore, showSettings } from './show-settings';

const asked: ApprovalAction[] = [];
let answer = true;

vi.mock('../../../../src/renderer/src/ui/approval/manager-approval', async (original) => ({
  ...(await original<object>()),
  useManagerApproval: () => ({
    approve: async () => answer,
    guard: async <T,>(action: ApprovalAction, _subject: string | undefined, run: () => Promise<T>) => {
      try {
        return await run();
      } catch (reason) {
        if (!(reason instanceof BridgeError) || reason.code !== 'MANAGER_REQUIRED') throw reason;
        asked.push(action);
        return answer ? run() : null;
      }
    },
  }),
}));

afterEach(() => {
  cleanup();
  asked.length = 0;
  answer = true;
});

/** settings.update refused once as MANAGER_REQUIRED, then answered as main does. */
function lapsedOnce() {
  const store = settingsStore();
  let refused = false;
  return settingsAnswers(aSession(), {
    'settings.get': store.current,
    'settings.update': (patch) => {
      if (refused) return store.update(patch);
      refused = true;
      throw new BridgeError('MANAGER_REQUIRED', 'A manager must approve this', { action: 'settings' });
    },
  });
}

describe('a change whose approval lapsed', () => {
  it('asks for a manager again and saves', async () => {
    const { fake } = showSettings(lapsedOnce());
    const section = await openSection('Sending');
    fireEvent.click(within(section).getByRole('radio', { name: 'Wait for each answer (synchronous)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save sending settings' }));

    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Sending settings saved.'));
    expect(asked).toEqual(['settings']);
    expect(fake.callsOf('settings.update')).toEqual([{ sending: { mode: 'sync', concurrency: 2 } }, { sending: { mode: 'sync', concurrency: 2 } }]);
  });

  it('changes nothing when no manager approves', async () => {
    answer = false;
    const { fake } = showSettings(lapsedOnce());
    const section = await openSection('Sending');
    fireEvent.click(within(section).getByRole('radio', { name: 'Wait for each answer (synchronous)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save sending settings' }));

    await vi.waitFor(() => expect(asked).toEqual(['settings']));
    expect(fake.callsOf('settings.update')).toHaveLength(1);
    expect(within(section).getByRole('status').textContent).toBe('');
    expect(within(section).getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Save sending settings' })).toHaveProperty('disabled', false);
  });
});
