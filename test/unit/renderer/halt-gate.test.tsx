// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { deferred, fakeBridge } from './support/fake-bridge';
import { renderTill } from './support/render-till';
import { aHalt, aHealth, aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const number = () => screen.getByRole('status', { name: 'Mobile number', hidden: true });

async function typeNumber(digits: string) {
  const keypad = await screen.findByRole('group', { name: 'Keypad' });
  for (const digit of digits) fireEvent.click(within(keypad).getByRole('button', { name: digit }));
}

describe('the halt gate', () => {
  it('puts the halted screen in front and keeps the sale being prepared behind it, mounted', async () => {
    const fake = fakeBridge({ 'status.get': aStatus(), 'settings.get': someSettings(), 'catalog.countries': [], 'journal.backups': [] });
    renderTill(fake, '/');
    await typeNumber('2015550');
    expect(number().textContent).toBe('(201) 555-0');

    fake.answer('journal.health', aHealth(aHalt()));
    act(() => fake.emit('till.halted', aHalt()));
    const stopped = await screen.findByRole('region', { name: 'Till stopped' });
    expect(within(stopped).getByRole('heading', { name: 'The till has stopped taking sales' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    // Hidden, not gone: the number typed (and the sale's request key) wait behind the gate.
    expect(number().textContent).toBe('(201) 555-0');

    fake.answer('journal.reopen', aHealth(null));
    fake.answer('journal.health', aHealth(null));
    fireEvent.click(within(stopped).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Till stopped' })).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Screens' })).toBeTruthy();
    expect(number().textContent).toBe('(201) 555-0');
  });

  it('keeps the halted screen up, after a HALTED refusal, until the status is read again', async () => {
    const halted = new BridgeError('HALTED', 'The till has stopped taking sales.');
    const fake = fakeBridge({ 'status.get': () => Promise.reject(halted), 'settings.get': someSettings(), 'journal.health': aHealth(aHalt()), 'journal.backups': [] });
    renderTill(fake, '/');
    const stopped = await screen.findByRole('region', { name: 'Till stopped' });
    expect(await within(stopped).findByText('The sale journal is damaged.')).toBeTruthy();

    const status = deferred<ReturnType<typeof aStatus>>();
    fake.answer('status.get', () => status.promise);
    fake.answer('journal.reopen', aHealth(null));
    fireEvent.click(within(stopped).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fake.callsOf('status.get').length).toBeGreaterThan(1));
    // The status is on its way: no flash of the screens behind the gate meanwhile.
    expect(screen.getByRole('region', { name: 'Till stopped' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Screens' })).toBeNull();

    await act(async () => status.resolve(aStatus()));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Till stopped' })).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Screens' })).toBeTruthy();
  });
});
