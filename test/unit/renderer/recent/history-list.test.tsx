// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MethodInput, Sale } from '@shared/contract';
import { BridgeError } from '../../../../src/renderer/src/data/bridge/bridge-error';
import { PAGE_SIZE } from '../../../../src/renderer/src/screens/recent/use-sale-pages';
import { aPhone, aSale } from '../support/till-fixtures';
import { history, showHistory } from './show-history';

afterEach(cleanup);

type ListInput = NonNullable<MethodInput<'sales.list'>>;

const TODAY = '2026-11-22';
const AMINA = { id: 'C-AMINA', name: 'Amina' };
const FACETS = {
  operators: [
    { id: 341, name: 'MTN Nigeria', countryIso: 'NG' },
    { id: 986, name: 'Verizon USA', countryIso: 'US' },
  ],
  clerks: [AMINA, { id: null, name: 'Till 1' }],
};

const SOLD = aSale({ id: 'T1-SOLD', state: 'succeeded', clerk: 'Amina', recipient: aPhone('US', '+12015554567') });
const OTHER = aSale({ id: 'T1-OTHER', createdAt: '2026-11-22T09:00:00.000Z', recipient: aPhone('US', '+12015550123') });

/** A core that answers the filters it is given, from the sales it holds (the number's digits for a search). */
function journal(sales: Sale[]) {
  return (input: MethodInput<'sales.list'>) => {
    const query = input as ListInput;
    const found = sales.filter(
      (sale) =>
        (query.day === undefined || sale.businessDay === query.day) &&
        (query.state === undefined || sale.state === query.state) &&
        (query.text === undefined || (sale.recipient.kind === 'phone' && sale.recipient.e164.includes(query.text)) || sale.id.includes(query.text)),
    );
    return { sales: found, more: false };
  };
}

// The search waits for typing to pause before asking: on a busy machine, that and the answer take a while.
const SEARCHED = { timeout: 5_000 };

const listCalls = (fake: ReturnType<typeof showHistory>['fake']) => fake.callsOf('sales.list') as ListInput[];
const rowNames = async () => (await within(await history()).findAllByRole('button', { name: /\(201\)/ })).map((row) => row.textContent);
const pick = async (select: string, option: string) => {
  fireEvent.click(within(await history()).getByRole('button', { name: new RegExp(`${select}$`) }));
  fireEvent.click(within(await screen.findByRole('listbox', { name: select })).getByRole('option', { name: option }));
};

describe('the sales history', () => {
  it('opens on today’s business day, each row with its time, number, operator, clerk, amount and state', async () => {
    const { fake } = showHistory({ 'sales.list': journal([SOLD, OTHER]), 'sales.facets': FACETS });
    const region = await history();
    expect(await within(region).findByRole('heading', { name: 'Today, Sun, Nov 22, 2026' })).toBeTruthy();
    expect(await rowNames()).toEqual(['10:00 AM (201) 555-4567 Verizon USA Amina $10.00 Top-up delivered', '9:00 AM (201) 555-0123 Verizon USA Till 1 $10.00 Saved, waiting to send']);
    expect(listCalls(fake)).toEqual([{ day: TODAY, limit: PAGE_SIZE }]);
    expect(fake.callsOf('sales.facets')).toEqual([{ day: TODAY }]);
  });

  it('finds a sale by the last four digits of its number, asking once the typing pauses', async () => {
    const { fake } = showHistory({ 'sales.list': journal([SOLD, OTHER]) });
    await rowNames();
    const search = within(await history()).getByRole('searchbox', { name: 'Search sales' });
    for (const typed of ['4', '45', '456', '4567']) fireEvent.change(search, { target: { value: typed } });

    await vi.waitFor(() => expect(listCalls(fake).map((input) => input.text)).toEqual([undefined, '4567']), SEARCHED);
    expect(listCalls(fake)[1]).toEqual({ day: TODAY, text: '4567', limit: PAGE_SIZE });
    await vi.waitFor(async () => expect(await rowNames()).toEqual(['10:00 AM (201) 555-4567 Verizon USA Amina $10.00 Top-up delivered']), SEARCHED);
  });

  it('types the search on the on-screen keyboard, for a till with a touch screen alone', async () => {
    const { fake } = showHistory({ 'sales.list': journal([SOLD, OTHER]) });
    await rowNames();
    fireEvent.click(within(await history()).getByRole('button', { name: 'Keyboard' }));
    const keys = screen.getByRole('group', { name: 'On-screen keyboard' });
    for (const key of '0123') fireEvent.click(within(keys).getByRole('button', { name: key }));
    expect(within(await history()).getByRole('searchbox', { name: 'Search sales' })).toHaveProperty('value', '0123');

    await vi.waitFor(() => expect(listCalls(fake).at(-1)?.text).toBe('0123'), SEARCHED);
    await vi.waitFor(async () => expect(await rowNames()).toEqual(['9:00 AM (201) 555-0123 Verizon USA Till 1 $10.00 Saved, waiting to send']), SEARCHED);
    // Clear: the whole day again.
    fireEvent.click(within(await history()).getByRole('button', { name: 'Clear' }));
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, limit: PAGE_SIZE }));
  });

  it('filters by state, by clerk (by id) and by operator, from the day’s clerks and operators', async () => {
    const { fake } = showHistory({ 'sales.list': journal([SOLD, OTHER]), 'sales.facets': FACETS });
    await rowNames();

    await pick('State', 'Failed');
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, state: 'failed', limit: PAGE_SIZE }));
    expect(await within(await history()).findByText('No sale of this day matches. Try “All days”, or take a filter off.')).toBeTruthy();

    // A clerk from before clerks signed in has no id to filter by: not offered.
    fireEvent.click(within(await history()).getByRole('button', { name: /Clerk$/ }));
    const clerks = await screen.findByRole('listbox', { name: 'Clerk' });
    expect(within(clerks).getAllByRole('option').map((option) => option.textContent)).toEqual(['All clerks', 'Amina']);
    fireEvent.click(within(clerks).getByRole('option', { name: 'Amina' }));
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, state: 'failed', clerkId: 'C-AMINA', limit: PAGE_SIZE }));

    await pick('Operator', 'MTN Nigeria');
    await pick('State', 'All states');
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, clerkId: 'C-AMINA', operatorId: 341, limit: PAGE_SIZE }));
    expect(within(await history()).getByRole('button', { name: 'MTN Nigeria Operator' })).toBeTruthy();
  });

  it('goes a day back and forth (never past today), back to today, and to all days', async () => {
    const yesterday = aSale({ id: 'T0-YEST', businessDay: '2026-11-21', createdAt: '2026-11-21T15:30:00.000Z' });
    const { fake } = showHistory({ 'sales.list': journal([SOLD, yesterday]), 'sales.facets': FACETS });
    const region = await history();
    await within(region).findByRole('heading', { name: 'Today, Sun, Nov 22, 2026' });
    expect(within(region).getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', true);
    expect(within(region).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(region).getByRole('button', { name: 'Previous day' }));
    expect(await within(region).findByRole('heading', { name: 'Sat, Nov 21, 2026' })).toBeTruthy();
    await vi.waitFor(async () => expect(await rowNames()).toEqual(['3:30 PM (201) 555-0123 Verizon USA Till 1 $10.00 Saved, waiting to send']));
    expect(listCalls(fake).at(-1)).toEqual({ day: '2026-11-21', limit: PAGE_SIZE });
    expect(fake.callsOf('sales.facets').at(-1)).toEqual({ day: '2026-11-21' });

    fireEvent.click(within(region).getByRole('button', { name: 'Previous day' }));
    await vi.waitFor(() => expect(listCalls(fake).at(-1)?.day).toBe('2026-11-20'));
    fireEvent.click(within(region).getByRole('button', { name: 'Next day' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Next day' }));
    expect(await within(region).findByRole('heading', { name: 'Today, Sun, Nov 22, 2026' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'All days' }));
    expect(await within(region).findByRole('heading', { name: 'All days' })).toBeTruthy();
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ limit: PAGE_SIZE }));
    expect(fake.callsOf('sales.facets').at(-1)).toEqual({});
    // Rows of several days say the day too.
    await vi.waitFor(async () => expect(await rowNames()).toHaveLength(2));
    expect((await rowNames())[1]).toMatch(/^Nov 21, 2026, 3:30 PM \(201\) 555-0123/);
    expect(within(region).getByRole('button', { name: 'Previous day' })).toHaveProperty('disabled', true);

    fireEvent.click(within(region).getByRole('button', { name: 'Today' }));
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, limit: PAGE_SIZE }));
  });

  it('says how much to type when a short search across all days finds nothing, and only then', async () => {
    const { fake } = showHistory({ 'sales.list': journal([SOLD, OTHER]), 'sales.facets': FACETS });
    const region = await history();
    await rowNames();
    fireEvent.click(within(region).getByRole('button', { name: 'All days' }));
    const search = within(region).getByRole('searchbox', { name: 'Search sales' });

    fireEvent.change(search, { target: { value: '99' } });
    await vi.waitFor(() => expect(listCalls(fake).at(-1)).toEqual({ text: '99', limit: PAGE_SIZE }), SEARCHED);
    const short = 'No sale matches. Across all days, type at least 4 characters: the number’s last 4 digits, or the start of a sale id or of an e-mail address. Or choose a day.';
    expect(await within(region).findByText(short)).toBeTruthy();
    // Four characters, but three digits of a number: as short for the number's index.
    fireEvent.change(search, { target: { value: '+999' } });
    await vi.waitFor(() => expect(listCalls(fake).at(-1)?.text).toBe('+999'), SEARCHED);
    expect(await within(region).findByText(short)).toBeTruthy();

    // Four characters are a search of every day: nothing found is simply nothing found.
    fireEvent.change(search, { target: { value: '9999' } });
    expect(await within(region).findByText('No sale matches. Check the digits, or take a filter off.', {}, SEARCHED)).toBeTruthy();
    // On one day a short search looks everywhere, so the day's own words.
    fireEvent.click(within(region).getByRole('button', { name: 'Today' }));
    fireEvent.change(search, { target: { value: '99' } });
    expect(await within(region).findByText('No sale of this day matches. Try “All days”, or take a filter off.', {}, SEARCHED)).toBeTruthy();
    expect(within(region).queryByText(short)).toBeNull();
  });

  it('reads older sales a page at a time with “More”, each page starting below the last', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString();
    const sales = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => aSale({ id: `T-${index}`, createdAt: at(59 - index), updatedAt: at(59 - index) }));
    const { fake } = showHistory({
      'sales.list': (input) => {
        const query = input as ListInput;
        const older = sales.filter((sale) => query.before === undefined || sale.createdAt < query.before);
        const limit = query.limit ?? PAGE_SIZE;
        return { sales: older.slice(0, limit), more: older.length > limit };
      },
    });
    const region = await history();
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(PAGE_SIZE));

    fireEvent.click(within(region).getByRole('button', { name: 'More' }));
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(PAGE_SIZE + 3));
    expect(listCalls(fake).at(-1)).toEqual({ day: TODAY, limit: PAGE_SIZE, before: sales[PAGE_SIZE - 1]?.createdAt });
    expect(within(region).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says why the sales could not be read, and “Try again” reads them again', async () => {
    const { fake } = showHistory({
      'sales.list': () => {
        throw new BridgeError('HALTED', 'The journal cannot be read.');
      },
    });
    const region = await history();
    expect(await within(region).findByText('The journal cannot be read.')).toBeTruthy();
    fake.answer('sales.list', journal([SOLD]));
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await rowNames()).toHaveLength(1);
    expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the rows live: a new sale of the day goes on top without asking main again', async () => {
    const { fake } = showHistory({ 'sales.list': journal([OTHER]) });
    await rowNames();
    act(() => fake.emit('sale.updated', SOLD));
    await vi.waitFor(async () => expect(await rowNames()).toHaveLength(2));
    expect((await rowNames())[0]).toContain('(201) 555-4567');
    expect(listCalls(fake)).toHaveLength(1);
  });
});
