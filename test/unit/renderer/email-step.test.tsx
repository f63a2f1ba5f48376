// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmailStep } from '../../../src/renderer/src/screens/sale/email-step';
import type { PhoneInput } from '../../../src/renderer/src/screens/sale/sale-flow';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';
import { anEmailOperator } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

/** The step with the flow's part played by local state: what it reports comes back as its props. */
function EmailHarness({ onNext }: { onNext(): void }) {
  const [email, setEmail] = useState('');
  const [sender, setSender] = useState<PhoneInput>({ country: 'US', number: '' });
  return (
    <EmailStep
      recipientText={email}
      operator={anEmailOperator()}
      onChangeOperator={() => undefined}
      email={email}
      sender={sender}
      onChange={(nextEmail, nextSender) => {
        setEmail(nextEmail);
        setSender(nextSender);
      }}
      onNext={onNext}
      onBack={() => undefined}
      canStartOver
      onStartOver={() => undefined}
    />
  );
}

function emailStep() {
  const onNext = vi.fn();
  renderWithTill(stepBridge(), <EmailHarness onNext={onNext} />);
  return { onNext, address: screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const typeSender = (digits: string) => {
  const keypad = screen.getByRole('group', { name: 'Keypad' });
  for (const digit of digits) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
};

describe('the e-mail step', () => {
  it('enables Next only for an address at the operator’s domain and a sender’s number', () => {
    const { onNext, address } = emailStep();
    fireEvent.change(address, { target: { value: 'ana' } });
    expect(next()).toHaveProperty('disabled', true);

    fireEvent.click(within(screen.getByRole('group', { name: 'E-mail endings' })).getByRole('button', { name: '@nauta.com.cu' }));
    expect(address.value).toBe('ana@nauta.com.cu');
    expect(next()).toHaveProperty('disabled', true);

    // The ending done, the keypad types the sender's phone.
    typeSender('2015550123');
    expect(screen.getByRole('status', { name: "Sender's phone" }).textContent).toContain('555-0123');
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says in plain words when the address is not one the operator takes', () => {
    const { address } = emailStep();
    fireEvent.change(address, { target: { value: 'ana@gmail.com' } });
    fireEvent.click(screen.getByRole('status', { name: "Sender's phone" }));
    typeSender('2015550123');
    expect(screen.getByRole('alert').textContent).toBe('This operator only tops up addresses ending in @nauta.com.cu, @nauta.co.cu.');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('types with the on-screen keyboard into the address', () => {
    const { address } = emailStep();
    const keyboard = screen.getByRole('group', { name: 'Keyboard' });
    for (const key of ['a', 'n', 'a', '.', '1']) fireEvent.click(within(keyboard).getByRole('button', { name: key }));
    expect(address.value).toBe('ana.1');
    fireEvent.click(within(keyboard).getByRole('button', { name: 'Delete last character' }));
    expect(address.value).toBe('ana.');
  });
});
