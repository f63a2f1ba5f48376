// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegionStep } from '../../../src/renderer/src/screens/sale/region-step';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';
import { aCircleOperator } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

describe('the circle step', () => {
  it('offers the operator’s circles by name and goes on with the one chosen', () => {
    const onRegion = vi.fn<(code: string) => void>();
    const onChangeOperator = vi.fn();
    renderWithTill(stepBridge(), <RegionStep recipientText="+91 98765 43210" operator={aCircleOperator()} onChangeOperator={onChangeOperator} onRegion={onRegion} onBack={() => undefined} canStartOver onStartOver={() => undefined} />);

    const circles = within(screen.getByRole('group', { name: 'Choose the circle' })).getAllByRole('button');
    expect(circles.map((button) => button.textContent)).toEqual(['Delhi NCR', 'Karnataka', 'Mumbai']);
    fireEvent.click(screen.getByRole('button', { name: 'Karnataka' }));
    expect(onRegion).toHaveBeenCalledWith('KA');

    expect(screen.getByText('+91 98765 43210').getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'Change operator' }));
    expect(onChangeOperator).toHaveBeenCalledTimes(1);
  });
});
