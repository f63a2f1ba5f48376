/** The Day screen over a fake bridge, in a router kept in memory (so a trip to the print page can be seen). */
import { screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MethodInput } from '@shared/contract';
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
      <DayScreen />
    </Router>,
  );
  return { fake, location, view };
}

/** Waits until the day's figures are on screen (the buttons below are drawn anew for the day, once it is known). */
export async function dayFigures(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Sales that went through' });
}
