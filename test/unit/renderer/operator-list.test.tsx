// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Operator } from '@shared/contract';
import { OperatorList } from '../../../src/renderer/src/screens/sale/operator-list';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';
import { aFixedOperator, anOperatorSummary } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const NIGERIA = [
  anOperatorSummary({ id: 341, name: 'MTN Nigeria Data', countryIso: 'NG', data: true, denominationType: 'FIXED' }),
  anOperatorSummary({ id: 342, name: 'Airtel Nigeria PIN', countryIso: 'NG', pin: true, hasPromotion: true }),
  anOperatorSummary({ id: 340, name: 'MTN Nigeria', countryIso: 'NG' }),
];

function operatorList(reason: string | null = null) {
  const chosen = aFixedOperator();
  const fake = stepBridge({ 'catalog.operators': NIGERIA, 'catalog.operator': chosen });
  const onOperator = vi.fn<(operator: Operator) => void>();
  const onBack = vi.fn();
  const onStartOver = vi.fn();
  renderWithTill(fake, <OperatorList country="NG" currentOperatorId={340} reason={reason} onOperator={onOperator} onBack={onBack} canStartOver onStartOver={onStartOver} />);
  return { fake, chosen, onOperator, onBack, onStartOver };
}

describe('the operator list', () => {
  it('shows the country’s operators, plain airtime first, the current one marked, and why it opened', async () => {
    operatorList('Could not find the operator of this number — choose it');
    const region = screen.getByRole('region', { name: 'Choose the operator' });
    expect(within(region).getByText('Could not find the operator of this number — choose it')).toBeTruthy();
    await screen.findByRole('button', { name: /^Airtel Nigeria PIN/ });
    const names = [...region.querySelectorAll('.operator-name')].map((name) => name.textContent);
    expect(names).toEqual(['MTN Nigeria', 'Airtel Nigeria PIN', 'MTN Nigeria Data']);
    expect(screen.getByRole('button', { name: /^MTN Nigeria\b(?! Data)/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /^Airtel Nigeria PIN/ }).textContent).toContain('Promotion');
  });

  it('reads the chosen operator in full, then goes on with it', async () => {
    const { fake, chosen, onOperator } = operatorList();
    fireEvent.click(await screen.findByRole('button', { name: /^MTN Nigeria Data/ }));
    await vi.waitFor(() => expect(onOperator).toHaveBeenCalledWith(chosen));
    expect(fake.callsOf('catalog.operator')).toEqual([{ operatorId: 341 }]);
  });

  it('goes back without choosing', async () => {
    const { onBack, fake } = operatorList();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(fake.callsOf('catalog.operator')).toEqual([]);
  });

  it('starts over without choosing', async () => {
    const { onBack, onStartOver, fake } = operatorList();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    expect(fake.callsOf('catalog.operator')).toEqual([]);
  });
});
