// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country, Operator } from '@shared/contract';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { StartGate } from '../../../src/renderer/src/app/gates/start-gate';
import { NumberStep } from '../../../src/renderer/src/screens/sale/number-step';
import type { PhoneInput } from '../../../src/renderer/src/screens/sale/sale-flow';
import { fakeBridge, type Answers } from './support/fake-bridge';
import { renderWithTill } from './support/render-till';
import { anOperator, aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const country = (iso: string, name: string, callingCode: string): Country => ({ iso, name, currencyCode: 'XXX', currencyName: '', currencySymbol: '', flagUrl: null, callingCodes: [callingCode] });

/** What the start gate does for the real page: nothing below it until the status and settings are read. */
function numberStep(answers: Answers = {}, pinnedOperator: Operator | null = null) {
  const fake = fakeBridge({ 'status.get': aStatus(), 'settings.get': someSettings(), 'catalog.countries': [country('US', 'United States', '+1'), country('NG', 'Nigeria', '+234')], 'sales.recentNumbers': [], ...answers });
  const calls = { onCountry: vi.fn(), onDetected: vi.fn(), onChooseOperator: vi.fn(), onNext: vi.fn(), onStartOver: vi.fn() };
  function Harness() {
    const [recipient, setRecipient] = useState<PhoneInput>({ country: 'US', number: '' });
    return (
      <NumberStep
        recipient={recipient}
        pinnedOperator={pinnedOperator}
        customerSaidNo={false}
        onCountry={(iso, number) => {
          calls.onCountry(iso, number);
          setRecipient({ country: iso, number: number ?? '' });
        }}
        onNumber={(number) => setRecipient((before) => ({ ...before, number }))}
        onDetected={calls.onDetected}
        onChooseOperator={calls.onChooseOperator}
        onNext={calls.onNext}
        recent={<section aria-label="Recent numbers" />}
        canStartOver={recipient.number !== ''}
        onStartOver={calls.onStartOver}
      />
    );
  }
  renderWithTill(
    fake,
    <StartGate>
      <Harness />
    </StartGate>,
  );
  return { fake, calls };
}

async function type(digits: string) {
  const keypad = await screen.findByRole('group', { name: 'Keypad' });
  for (const digit of digits) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
}

const display = () => screen.getByRole('status', { name: 'Mobile number' });
const find = () => screen.getByRole('button', { name: 'Find operator' });

describe('the number step', () => {
  it('shows the number formatted as it is typed, and finds the operator only for a whole mobile number', async () => {
    const { fake, calls } = numberStep({ 'operators.detect': { operator: anOperator(), e164: '+12015550123', source: 'service' } });
    await type('201555012');
    expect(display().textContent).toBe('(201) 555-012');
    expect(find().getAttribute('aria-disabled')).toBe('true');
    // Tapped too early, it says why instead of asking the service.
    fireEvent.click(find());
    expect(screen.getByRole('alert').textContent).toBe('Too short: type the whole number.');
    expect(fake.callsOf('operators.detect')).toHaveLength(0);

    await type('3');
    expect(display().textContent).toBe('(201) 555-0123');
    expect(find().getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(find());
    await vi.waitFor(() => expect(calls.onDetected).toHaveBeenCalledWith(anOperator(), '+12015550123'));
    expect(fake.callsOf('operators.detect')).toEqual([{ country: 'US', number: '+12015550123' }]);
  });

  it('says at once when a number is too long', async () => {
    numberStep();
    await type('20155501234');
    expect(find().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too long: there are digits too many.');
  });

  it('opens the operator list with the reason when the operator is not found', async () => {
    const { calls } = numberStep({
      'operators.detect': () => {
        throw new BridgeError('NOT_FOUND', 'No operator for this number');
      },
    });
    await type('2015550123');
    fireEvent.click(find());
    await vi.waitFor(() => expect(calls.onChooseOperator).toHaveBeenCalledWith('The operator of this number was not found. Choose it from the list.'));
    expect(calls.onDetected).not.toHaveBeenCalled();
  });

  it('keeps a number the service calls wrong here, with its reason', async () => {
    const { calls } = numberStep({
      'operators.detect': () => {
        throw new BridgeError('INVALID_PHONE', 'That looks like a landline.');
      },
    });
    await type('2015550123');
    fireEvent.click(find());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That looks like a landline.'));
    expect(calls.onChooseOperator).not.toHaveBeenCalled();
  });

  it('switches the country for a pasted number with its calling code', async () => {
    const { calls } = numberStep();
    await screen.findByRole('group', { name: 'Keypad' });
    const paste = new Event('paste', { bubbles: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { getData: () => '+234 803 123 4567' };
    act(() => void document.body.dispatchEvent(paste));
    expect(calls.onCountry).toHaveBeenCalledWith('NG', '8031234567');
    expect(await screen.findByRole('button', { name: 'Country: Nigeria +234' })).toBeTruthy();
    expect(find().getAttribute('aria-disabled')).toBe('false');
  });

  it('takes a scanned number ending with Enter', async () => {
    const { fake } = numberStep({ 'operators.detect': { operator: anOperator(), e164: '+12015550123', source: 'service' } });
    await screen.findByRole('group', { name: 'Keypad' });
    for (const key of '2015550123') fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    await vi.waitFor(() => expect(fake.callsOf('operators.detect')).toEqual([{ country: 'US', number: '+12015550123' }]));
  });

  it('goes on with an operator chosen before the number', async () => {
    const { calls } = numberStep({}, anOperator());
    await type('2015550123');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.onNext).toHaveBeenCalledWith('+12015550123');
    fireEvent.click(screen.getByRole('button', { name: 'Choose operator' }));
    expect(calls.onChooseOperator).toHaveBeenCalledWith(null);
  });

  it('offers "Start over" in its place from the start, usable once there is something to drop', async () => {
    const { calls } = numberStep();
    await screen.findByRole('group', { name: 'Keypad' });
    const startOver = screen.getByRole('button', { name: 'Start over' });
    expect(startOver).toHaveProperty('disabled', true);
    await type('2');
    expect(screen.getByRole('button', { name: 'Start over' })).toBe(startOver);
    expect(startOver).toHaveProperty('disabled', false);
    fireEvent.click(startOver);
    expect(calls.onStartOver).toHaveBeenCalledTimes(1);
  });
});
