// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession, clerk, manager, settingsAnswers, showSettings } from './show-settings';

afterEach(cleanup);

describe('who may change the settings', () => {
  it('opens them to a manager at once, in sections', async () => {
    showSettings(settingsAnswers(aSession()));
    const sections = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(within(sections).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Shop',
      'Printer',
      'Customer display',
      'Business day',
      'Clerks',
      'Environment and credentials',
      'Sending',
      'Low balance',
      'Backups',
      'Catalog',
      'Chain',
      'Audit',
    ]);
    expect(screen.queryByText('Only a manager can change the settings')).toBeNull();
  });

  it('asks a clerk for a manager’s PIN, opens the sections once given, and ends the approval on leaving', async () => {
    const approved = aSession({ clerk, approved: ['settings'] });
    const { fake, leave } = showSettings(
      settingsAnswers(aSession({ clerk }), {
        'clerks.approve': approved,
        'clerks.endApproval': aSession({ clerk }),
      }),
    );
    await screen.findByRole('heading', { name: 'Only a manager can change the settings' });
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ask a manager' }));
    const dialog = await screen.findByRole('dialog');
    // The only active manager is chosen already: the PIN is all that is left to type.
    await within(dialog).findByRole('button', { name: manager.name });
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: manager.id, pin: '4321', action: 'settings' }]);
    expect(fake.callsOf('clerks.endApproval')).toEqual([]);

    act(() => leave());
    await vi.waitFor(() => expect(fake.callsOf('clerks.endApproval')).toHaveLength(1));
  });

  it('leaves nothing to end for a manager', async () => {
    const { fake, leave } = showSettings(settingsAnswers(aSession()));
    await screen.findByRole('tablist', { name: 'Settings sections' });
    act(() => leave());
    await screen.findByText('Elsewhere');
    expect(fake.callsOf('clerks.endApproval')).toEqual([]);
  });
});
