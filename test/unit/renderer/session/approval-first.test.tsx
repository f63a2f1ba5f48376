// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/contract';
import { useApprovalFirst } from '../../../../src/renderer/src/ui/approval/approval-first';
import { ManagerApprovalProvider } from '../../../../src/renderer/src/ui/approval/manager-approval';
import { useSession } from '../../../../src/renderer/src/data/use-session';
import { fakeBridge } from '../support/fake-bridge';
import { renderWithTill } from '../support/render-till';
import { aSession, bob, tillAnswers } from './session-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

/** A final question about closing a day, put the way the Day screen puts it. */
function FinalQuestion() {
  const question = useApprovalFirst('close-day');
  const session = useSession();
  if (!session.data) return null;
  return (
    <>
      <button type="button" onClick={() => void question.ask('2026-11-22')}>
        Close
      </button>
      {question.confirming ? (
        <div role="alertdialog" aria-label="This is final">
          <button type="button" onClick={question.close}>
            Cancel
          </button>
        </div>
      ) : null}
    </>
  );
}

function render(session: Session) {
  const fake = fakeBridge(tillAnswers(session, { 'clerks.approve': aSession({ approved: ['close-day'] }) }));
  renderWithTill(
    fake,
    <ManagerApprovalProvider>
      <FinalQuestion />
    </ManagerApprovalProvider>,
  );
  return fake;
}

const close = async () => fireEvent.click(await screen.findByRole('button', { name: 'Close' }));

describe('a final question about a manager’s action', () => {
  it('comes straight away for a manager at the till, with no PIN asked', async () => {
    const fake = render(aSession({ clerk: bob }));
    await close();
    expect(await screen.findByRole('alertdialog', { name: 'This is final' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
    expect(fake.callsOf('clerks.approve')).toEqual([]);
  });

  it('comes straight away while an approval for that action still holds', async () => {
    render(aSession({ approved: ['close-day'] }));
    await close();
    expect(await screen.findByRole('alertdialog', { name: 'This is final' })).toBeTruthy();
  });

  it('comes for a clerk only once a manager has approved, for that action and subject', async () => {
    const fake = render(aSession());
    await close();
    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(approval).getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog', { name: 'This is final' })).toBeTruthy();
    expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: 'bob', pin: '2468', action: 'close-day', subject: '2026-11-22' }]);
  });

  it('never comes when the approval is cancelled', async () => {
    render(aSession());
    await close();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Manager approval' })).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
