/**
 * The Day screen over a fake bridge, in a router kept in memory (so a trip to another address would be seen),
 * behind what the till puts above it: the session read (the session gate) and the manager's approvals.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MethodInput } from '@shared/contract';
import { ManagerApprovalProvider } from '../../../../src/renderer/src/ui/approval/manager-approval';
import { useSession } from '../../../../src/renderer/src/data/use-session';
import { DayScreen } from '../../../../src/renderer/src/screens/day/day-screen';
import { type Answers, fakeBridge } from '../support/fake-bridge';
import { renderWithTill } from '../support/render-till';
import { aStatus, someSettings } from '../support/till-fixtures';
import { aDaySummary } from './day-fixtures';

export function showDay(answers: Answers = {}) {
  const fake = fakeBridge({
    'status.get': aStatus(),
    'settings.get': someSettings(),
    'reports.day': (input: MethodInput<'reports.day'>) => aDaySummary(input?.day ? { day: input.day } : {}),
    ...answers,
  });
  const location = memoryLocation({ path: '/day', record: true });
  const view = renderWithTill(
    fake,
    <Router hook={location.hook}>
      <SessionRead>
        <ManagerApprovalProvider>
          <DayScreen />
        </ManagerApprovalProvider>
      </SessionRead>
    </Router>,
  );
  return { fake, location, view };
}

/** As the session gate leaves it: who is at the till is known before any screen shows. */
function SessionRead({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

/** Waits until the day's figures are on screen (the buttons below are drawn anew for the day, once it is known). */
export async function dayFigures(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Sales that went through' });
}
