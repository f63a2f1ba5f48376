// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Operator } from '@shared/contract';
import { AmountStep } from '../../../src/renderer/src/screens/sale/amount-step';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';
import { aCircleOperator, aFixedOperator, anOperator } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

function amountStep(operator: Operator, options: { amount?: string | null; region?: string | null; useLocalAmount?: boolean } = {}) {
  const onAmount = vi.fn<(amount: string) => void>();
  const onLocalAmount = vi.fn<(local: boolean) => void>();
  const onBack = vi.fn();
  const onStartOver = vi.fn();
  renderWithTill(
    stepBridge(),
    <AmountStep
      recipientText="+2348031234567"
      operator={operator}
      onChangeOperator={() => undefined}
      region={options.region ?? null}
      useLocalAmount={options.useLocalAmount ?? false}
      amount={options.amount ?? null}
      onLocalAmount={onLocalAmount}
      onAmount={onAmount}
      onBack={onBack}
      canStartOver
      onStartOver={onStartOver}
    />,
  );
  return { onAmount, onLocalAmount, onBack, onStartOver };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const key = (name: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Keypad' })).getByRole('button', { name }));

describe('a fixed-amount operator', () => {
  it('selects an amount with its plan in plain words, then goes on with it', () => {
    const { onAmount } = amountStep(aFixedOperator());
    const amounts = screen.getByRole('group', { name: 'Choose the amount' });
    const five = within(amounts).getByRole('button', { name: /^\$5\.00/ });
    expect(five.textContent).toContain('3 GB · 30 days');
    expect(five.textContent).toContain('Most popular');
    expect(next()).toHaveProperty('disabled', true);

    fireEvent.click(five);
    expect(five.getAttribute('aria-pressed')).toBe('true');
    expect(within(amounts).getByRole('button', { name: /^\$2\.00/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(next());
    expect(onAmount).toHaveBeenCalledWith('5.00');
  });

  it('has the amount chosen before already selected, coming back from the confirm step', () => {
    const { onAmount } = amountStep(aFixedOperator(), { amount: '10' });
    expect(screen.getByRole('button', { name: /^\$10\.00/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(next());
    expect(onAmount).toHaveBeenCalledWith('10');
  });

  it('"Start over" drops the sale, neither going back nor on', () => {
    const { onAmount, onBack, onStartOver } = amountStep(aFixedOperator(), { amount: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    expect(onAmount).not.toHaveBeenCalled();
  });

  it('switches to local amounts with the currency toggle', () => {
    const { onLocalAmount } = amountStep(aFixedOperator());
    const currency = screen.getByRole('radiogroup', { name: 'Currency' });
    expect(within(currency).getByRole('radio', { name: 'USD' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(currency).getByRole('radio', { name: 'NGN' }));
    expect(onLocalAmount).toHaveBeenCalledWith(true);
  });

  it('shows the local amounts when they are chosen', () => {
    amountStep(aFixedOperator(), { useLocalAmount: true });
    expect(screen.getByRole('radio', { name: 'NGN' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: /^NGN\s?3,000\.00/ })).toBeTruthy();
  });

  it('sells a circle’s own plans, and "Change circle" goes back to the circles', () => {
    const { onBack } = amountStep(aCircleOperator(), { region: 'DL' });
    const amounts = within(screen.getByRole('group', { name: 'Choose the amount' })).getAllByRole('button');
    expect(amounts).toHaveLength(1);
    expect(amounts[0]?.textContent).toContain('Truly Unlimited');
    expect(amounts[0]?.textContent).toContain('Unlimited calls + 1.5 GB/day · 28 days');
    expect(screen.queryByRole('radiogroup', { name: 'Currency' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change circle' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('a range operator', () => {
  it('takes an amount typed on the keypad, and refuses one out of range in plain words', () => {
    const { onAmount } = amountStep(anOperator());
    expect(screen.getByText('From $5.00 to $100.00')).toBeTruthy();
    key('1');
    key('2');
    key('0');
    expect(screen.getByRole('status', { name: 'Amount' }).textContent).toContain('120');
    expect(screen.getByRole('alert').textContent).toBe('Choose an amount from $5.00 to $100.00.');
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(next());
    expect(onAmount).not.toHaveBeenCalled();

    key('delete last digit');
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    expect(onAmount).toHaveBeenCalledWith('12');
  });

  it('takes digits from the keyboard, and Enter goes on', () => {
    const { onAmount } = amountStep(anOperator());
    fireEvent.keyDown(window, { key: '7' });
    fireEvent.keyDown(window, { key: '.' });
    fireEvent.keyDown(window, { key: '5' });
    expect(screen.getByRole('status', { name: 'Amount' }).textContent).toContain('7.5');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onAmount).toHaveBeenCalledWith('7.5');
  });

  it('fills the amount from a suggested one', () => {
    const { onAmount } = amountStep(anOperator());
    fireEvent.click(within(screen.getByRole('group', { name: 'Suggested amounts' })).getByRole('button', { name: '$10.00' }));
    fireEvent.click(next());
    expect(onAmount).toHaveBeenCalledWith('10.00');
  });

  it('starts from the amount typed before', () => {
    amountStep(anOperator(), { amount: '25' });
    expect(screen.getByRole('status', { name: 'Amount' }).textContent).toContain('25');
    expect(next()).toHaveProperty('disabled', false);
  });
});
