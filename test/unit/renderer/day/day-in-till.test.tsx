// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MethodInput } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { fakeBridge } from '../support/fake-bridge';
import { renderTill } from '../support/render-till';
import { aSession, tillAnswers } from '../session/session-fixtures';
import { aDaySummary, DAY } from './day-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from '../support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

// The screen is loaded when first opened (a lazy import): on a busy machine that is more than a second.
const FIRST_OPEN = { timeout: 10_000 };

describe('the Day screen in the till', () => {
  it('asks a clerk for a manager’s PIN before asking whether the close is final, then closes the day', async () => {
    let approved = false;
    const fake = fakeBridge(
      tillAnswers(aSession(), {
        'reports.day': (input: MethodInput<'reports.day'>) => {
          if (input?.kind !== 'Z') return aDaySummary();
          if (!approved) throw new BridgeError('MANAGER_REQUIRED', 'Only a manager can do this.', { action: 'close-day', subject: DAY });
          return aDaySummary({ kind: 'Z', closedAt: '2026-11-22T21:30:00.000Z' });
        },
        'clerks.approve': () => {
          approved = true;
          return aSession({ approved: ['close-day'] });
        },
        'printing.printReport': { id: 5, saleId: null, kind: 'day', subject: DAY, copy: 0, printer: 'Network printer', outcome: 'printed', reason: null, problem: null, startedAt: '2026-11-22T21:30:01.000Z', finishedAt: '2026-11-22T21:30:02.000Z' },
      }),
    );
    renderTill(fake, '/day');
    const region = await screen.findByRole('region', { name: 'Day summary' }, FIRST_OPEN);
    await within(region).findByRole('table', { name: 'Sales that went through' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));

    // The manager first: nothing is final yet, and nothing is asked of the core.
    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(approval).getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(fake.callsOf('clerks.approve')).toEqual([{ clerkId: 'bob', pin: '2468', action: 'close-day', subject: DAY }]));

    // Then the final question, whose "yes" closes the day at once.
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/This is final/)).toBeTruthy();
    expect(fake.callsOf('reports.day').filter((input) => (input as { kind?: string }).kind === 'Z')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, close the day' }));
    expect(await screen.findByText(/^Closed at/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull();
    expect(fake.callsOf('reports.day').filter((input) => (input as { kind?: string }).kind === 'Z')).toHaveLength(1);
    await vi.waitFor(() => expect(fake.callsOf('printing.printReport')).toEqual([{ report: 'day', day: DAY }]));
  });

  it('asks nothing final when the manager’s approval is not given', async () => {
    const fake = fakeBridge(tillAnswers(aSession(), { 'reports.day': (input: MethodInput<'reports.day'>) => aDaySummary(input?.day ? { day: input.day } : {}) }));
    renderTill(fake, '/day');
    const region = await screen.findByRole('region', { name: 'Day summary' }, FIRST_OPEN);
    await within(region).findByRole('table', { name: 'Sales that went through' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Manager approval' })).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manager approval' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.callsOf('reports.day').filter((input) => (input as { kind?: string }).kind === 'Z')).toEqual([]);
  });
});
