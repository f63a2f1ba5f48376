// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Quote, Sale } from '@shared/contract';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { ConfirmStep } from '../../../src/renderer/src/screens/sale/confirm-step';
import { startSale } from '../../../src/renderer/src/screens/sale/sale-flow';
import { type Answers, deferred, fakeBridge } from './support/fake-bridge';
import { renderWithTill } from './support/render-till';
import { aConfirmation, anOperator, aSale, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const KEY = 'key-of-this-sale';
const quote: Quote = { operatorId: 986, amount: { micros: 10_000_000, currency: 'USD' }, delivered: { micros: 10_000_000, currency: 'USD' }, fxRate: '1', discount: { micros: 0, currency: 'USD' }, cost: { micros: 10_000_000, currency: 'USD' }, recentlyRecharged: null };

function confirmStep(create: () => Promise<Sale>, answer: Quote = quote, more: Answers = {}) {
  const fake = fakeBridge({ 'sales.quote': answer, 'sales.create': create, 'catalog.logo': { image: null }, ...more });
  const onSent = vi.fn<(sale: Sale) => void>();
  const onStartOver = vi.fn();
  const onCustomerSaidNo = vi.fn();
  // What the flow does with "not sent": a lost answer keeps the sale from being dropped (sale-flow.ts).
  function Harness() {
    const [answerLost, setAnswerLost] = useState(false);
    return (
      <ConfirmStep
        draft={{ ...startSale('US', KEY).draft, recipient: { country: 'US', number: '2015550123' }, e164: '+12015550123', operator: anOperator(), amount: '10' }}
        onSent={onSent}
        onNotSent={setAnswerLost}
        onCustomerSaidNo={onCustomerSaidNo}
        onBack={() => undefined}
        onChangeOperator={() => undefined}
        canStartOver={!answerLost}
        onStartOver={onStartOver}
      />
    );
  }
  renderWithTill(fake, <Harness />);
  return { fake, onSent, onStartOver, onCustomerSaidNo };
}

const sendButton = () => screen.findByRole('button', { name: 'Cash taken — send top-up' });
const progress = () => screen.findByRole('region', { name: 'Sale progress' });
const startOver = () => screen.getByRole('button', { name: 'Start over' });

describe('the confirm button', () => {
  it('sends once however often it is pressed, and the progress shows at once, saying only that the sale is being saved', async () => {
    const answer = deferred<Sale>();
    const { fake, onSent } = confirmStep(() => answer.promise);
    const button = await sendButton();
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));

    // Two taps in the same frame: the second must not reach the till.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(fake.callsOf('sales.create')).toHaveLength(1);
    // Before the till answers: the sale's progress, which claims nothing but the saving.
    const shown = await progress();
    expect(shown.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Saving the sale…');
    expect(shown.textContent).toContain('+1 201 555 0123');
    expect(screen.queryByRole('button', { name: 'Cash taken — send top-up' })).toBeNull();

    await act(async () => answer.resolve(aSale()));
    expect(onSent).toHaveBeenCalledTimes(1);
    // Taken: nothing here can send it again while the screen moves on to the sale's own progress.
    expect(screen.queryByRole('button', { name: 'Cash taken — send top-up' })).toBeNull();
    expect(fake.callsOf('sales.create')).toHaveLength(1);
  });

  it('comes back with the reason after a failure, and may be pressed again with the same request key', async () => {
    let tries = 0;
    const { fake } = confirmStep(async () => {
      tries += 1;
      if (tries === 1) throw new BridgeError('DISK_FULL', 'The disk is full, so the till could not save.');
      return aSale();
    });
    const button = await sendButton();
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));

    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The disk is full, so the till could not save.');
    expect(screen.queryByRole('region', { name: 'Sale progress' })).toBeNull();
    const again = await sendButton();
    await vi.waitFor(() => expect(again).toHaveProperty('disabled', false));
    fireEvent.click(again);

    await vi.waitFor(() => expect(fake.callsOf('sales.create')).toHaveLength(2));
    expect(fake.callsOf('sales.create').map((input) => (input as { requestId: string }).requestId)).toEqual([KEY, KEY]);
  });

  it('is refused for good once the key took another sale, and leads to "Start over" instead', async () => {
    const { fake, onStartOver } = confirmStep(() => Promise.reject(new BridgeError('DUPLICATE_REQUEST', 'This sale was already taken as another sale.')));
    const button = await sendButton();
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);

    await screen.findByRole('alert');
    const spent = await sendButton();
    expect(spent).toHaveProperty('disabled', true);
    fireEvent.click(spent);
    expect(fake.callsOf('sales.create')).toHaveLength(1);
    // The way on is the main one now.
    expect(startOver().className).toContain('primary');
    fireEvent.click(startOver());
    expect(onStartOver).toHaveBeenCalledTimes(1);
  });
});

describe('"Start over" on the confirm step', () => {
  it('drops the sale without sending anything', async () => {
    const { fake, onStartOver } = confirmStep(() => Promise.resolve(aSale()));
    await vi.waitFor(() => expect(startOver()).toHaveProperty('disabled', false));
    expect(startOver().className).not.toContain('primary');
    fireEvent.click(startOver());
    expect(onStartOver).toHaveBeenCalledTimes(1);
    expect(fake.callsOf('sales.create')).toHaveLength(0);
  });

  it('is out of reach while the sale is being taken, and once it is taken', async () => {
    const answer = deferred<Sale>();
    const { onStartOver } = confirmStep(() => answer.promise);
    const button = await screen.findByRole('button', { name: 'Cash taken — send top-up' });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    // The sale's progress stands in for the step: nothing to start over from.
    await progress();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    await act(async () => answer.resolve(aSale()));
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    expect(onStartOver).not.toHaveBeenCalled();
  });

  it('waits after a lost answer (the sale may be taken) until pressing again tells, and not after a plain refusal', async () => {
    const failures = [new BridgeError('NETWORK', 'The till cannot be reached.'), new BridgeError('DISK_FULL', 'The disk is full.')];
    confirmStep(() => Promise.reject(failures.shift()!));
    const button = await screen.findByRole('button', { name: 'Cash taken — send top-up' });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The till cannot be reached.');
    expect(startOver()).toHaveProperty('disabled', true);
    const again = await sendButton();
    await vi.waitFor(() => expect(again).toHaveProperty('disabled', false));
    fireEvent.click(again);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', 'The disk is full.'));
    expect(startOver()).toHaveProperty('disabled', false);
  });
});

describe('what the confirm step tells the clerk before the cash', () => {
  it('asks the quote for this recipient, and says when a number topped up moments ago can be topped up again', async () => {
    const recently = { soldAt: '2026-11-22T10:00:00.000Z', retryAt: '2026-11-22T10:02:00.000Z' };
    const { fake } = confirmStep(() => Promise.resolve(aSale()), { ...quote, recentlyRecharged: recently });
    const notice = await screen.findByText(/This number was topped up at .+\. It can be topped up again from .+/);
    const time = (iso: string) => new Date(iso).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    expect(notice.textContent).toContain(time(recently.soldAt));
    expect(notice.textContent).toContain(time(recently.retryAt));
    expect(fake.callsOf('sales.quote')[0]).toMatchObject({ recipient: { country: 'US', number: '+12015550123' } });
  });
});

describe('with a customer display connected', () => {
  const asked = aConfirmation({ connected: true, needed: true, requestId: KEY, answer: 'waiting' });
  const waitingStatus = () => screen.queryByText('Waiting for the customer to confirm');
  const goOnWithout = () => screen.queryByRole('button', { name: "Go on without the customer's yes" });
  /** The step with its quote in: from then on only the customer holds the button back. */
  async function priced(more: Answers) {
    const parts = confirmStep(() => Promise.resolve(aSale()), quote, more);
    await vi.waitFor(() => expect(document.querySelector('[data-field="pays"]')?.textContent).toBe('$10.00'));
    return parts;
  }

  it('holds "Cash taken" until the customer says yes, saying so to the clerk', async () => {
    const { fake, onSent } = await priced({ 'customer.confirmation': asked });
    await vi.waitFor(() => expect(waitingStatus()).not.toBeNull());
    expect(waitingStatus()?.getAttribute('role')).toBe('status');
    const button = await sendButton();
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(fake.callsOf('sales.create')).toHaveLength(0);
    // No skip unless a manager allows it.
    expect(goOnWithout()).toBeNull();

    act(() => fake.emit('customer.confirmation', { ...asked, answer: 'yes' }));
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(waitingStatus()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The customer confirmed the number');
    fireEvent.click(button);
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it("sends the clerk back when the customer says no", async () => {
    const { fake, onCustomerSaidNo } = await priced({ 'customer.confirmation': asked });
    await vi.waitFor(() => expect(waitingStatus()).not.toBeNull());
    expect(onCustomerSaidNo).not.toHaveBeenCalled();
    act(() => fake.emit('customer.confirmation', { ...asked, answer: 'no' }));
    await vi.waitFor(() => expect(onCustomerSaidNo).toHaveBeenCalledTimes(1));
    expect(fake.callsOf('sales.create')).toHaveLength(0);
  });

  it('takes a no read before the question was put again (the last visit\'s) for no answer', async () => {
    const { fake, onCustomerSaidNo } = await priced({ 'customer.confirmation': { ...asked, answer: 'no' } });
    await vi.waitFor(() => expect(fake.callsOf('customer.confirmation')).toHaveLength(1));
    expect(onCustomerSaidNo).not.toHaveBeenCalled();
    act(() => fake.emit('customer.confirmation', asked));
    await vi.waitFor(() => expect(waitingStatus()).not.toBeNull());
    act(() => fake.emit('customer.confirmation', { ...asked, answer: 'no' }));
    await vi.waitFor(() => expect(onCustomerSaidNo).toHaveBeenCalledTimes(1));
  });

  it("lets the clerk go on without the customer's yes where a manager allows it", async () => {
    const skipped = { ...asked, mayGoOnWithout: true, answer: 'skipped' as const };
    const { fake } = await priced({ 'customer.confirmation': { ...asked, mayGoOnWithout: true }, 'customer.skip': skipped });
    const skip = await screen.findByRole('button', { name: "Go on without the customer's yes" });
    expect(await sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(skip);
    await vi.waitFor(() => expect(fake.callsOf('customer.skip')).toEqual([{ requestId: KEY }]));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cash taken — send top-up' })).toHaveProperty('disabled', false));
    expect(goOnWithout()).toBeNull();
    expect(waitingStatus()).toBeNull();
  });

  it('takes no answer about another sale for one about this one, and waits until the till asks about this one', async () => {
    const other = { ...asked, requestId: 'key-of-the-sale-before', mayGoOnWithout: true };
    const { fake, onCustomerSaidNo } = await priced({ 'customer.confirmation': other });
    const button = await sendButton();
    act(() => fake.emit('customer.confirmation', { ...other, answer: 'no' }));
    act(() => fake.emit('customer.confirmation', { ...other, answer: 'waiting' }));
    // A display is there and the till has not yet said it asks about this sale: the button waits, with no skip.
    await vi.waitFor(() => expect(waitingStatus()).not.toBeNull());
    expect(button).toHaveProperty('disabled', true);
    expect(goOnWithout()).toBeNull();
    expect(onCustomerSaidNo).not.toHaveBeenCalled();
    act(() => fake.emit('customer.confirmation', { ...asked, answer: 'yes' }));
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('takes the sale as before when the display there is not asked to confirm (the setting off)', async () => {
    const connected = aConfirmation({ connected: true, needed: false, requestId: 'key-of-the-sale-before', answer: null });
    const settings = { ...someSettings(), customerDisplay: { askToConfirm: false, allowSkip: false, screenId: null } };
    await priced({ 'customer.confirmation': connected, 'settings.get': settings });
    const button = await sendButton();
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(waitingStatus()).toBeNull();
  });
});
