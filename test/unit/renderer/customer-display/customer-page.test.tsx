// @vitest-environment happy-dom
/**
 * The customer display's page over a feed the test drives by hand: each scene as the customer reads it, their
 * answer going back with the question's id, Arabic right to left, and nothing of the sale left on screen when
 * the till stops answering.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerReply, CustomerScene, CustomerView } from '@shared/contract';
import type { CustomerFeed, FeedState } from '../../../../src/renderer/src/data/customer-feed';
import { CustomerPage } from '../../../../src/renderer/src/screens/customer-display/customer-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const YES = "Yes, that's my number";
const NO = "No, that's not my number";
const usd = (micros: number) => ({ micros, currency: 'USD' });
const MTN = { name: 'MTN Nigeria', logo: null };
const NUMBER = { kind: 'phone' as const, country: 'NG', text: '0803 123 4567' };

/** A feed whose views and connection state the test pushes; the customer's answers are kept. */
function handFeed() {
  let onView: (view: CustomerView) => void = () => undefined;
  let onState: (state: FeedState) => void = () => undefined;
  let seq = 0;
  const replies: CustomerReply[] = [];
  const feed: CustomerFeed = {
    watch(view, state) {
      onView = view;
      onState = state;
      return () => undefined;
    },
    reply: (reply) => void replies.push(reply),
  };
  return {
    feed,
    replies,
    show: (scene: CustomerScene, language: CustomerView['language'] = 'en') =>
      act(() => onView({ seq: ++seq, language, shop: { name: 'Corner Shop', country: 'US', timeZone: 'America/New_York' }, scene })),
    state: (state: FeedState) => act(() => onState(state)),
  };
}

function openPage() {
  const hand = handFeed();
  render(<CustomerPage feed={hand.feed} />);
  hand.state('open');
  return hand;
}

const region = () => screen.getByRole('region', { name: 'Customer display' });
const confirm = (ask: Extract<CustomerScene, { kind: 'confirm' }>['ask']): CustomerScene => ({
  kind: 'confirm',
  recipient: NUMBER,
  operator: MTN,
  plan: 'Daily 1GB — 1 GB for 24 hours',
  pays: usd(5_000_000),
  receives: { micros: 3_250_000_000, currency: 'NGN' },
  rate: { from: 'USD', to: 'NGN', rate: '650' },
  promotion: 'Double data',
  ask,
});
const outcome = (which: Extract<CustomerScene, { kind: 'outcome' }>['outcome'], pin = false): CustomerScene => ({ kind: 'outcome', outcome: which, recipient: NUMBER, operator: MTN, pin });

describe('the customer display page', () => {
  it('says how to open it when it has no feed', () => {
    render(<CustomerPage feed={null} />);
    expect(region().textContent).toBe('Open this screen with the customer display address the till printed when it started.');
  });

  it('says it is connecting until the first view comes', () => {
    const hand = handFeed();
    render(<CustomerPage feed={hand.feed} />);
    expect(region().textContent).toBe('Connecting to the till…');
  });

  it("shows the shop's name between customers, and its promotions in turn", async () => {
    const hand = openPage();
    const promotion = (title: string) => ({ operator: MTN, title, description: `${title}, all week` });
    hand.show({ kind: 'idle', promotions: [promotion('Double data')] });
    expect(await screen.findByRole('heading', { name: 'Corner Shop' })).toBeTruthy();
    expect(region().textContent).toContain('Double data');
    expect(region().textContent).toContain('Double data, all week');
    expect(region().textContent).toContain('MTN Nigeria');

    // The turn is the page's own clock: stood in for from the moment there are two to turn through.
    vi.useFakeTimers();
    hand.show({ kind: 'idle', promotions: [promotion('Double data'), promotion('Free SMS')] });
    expect(region().textContent).not.toContain('Free SMS');
    act(() => vi.advanceTimersByTime(7_000));
    expect(region().textContent).toContain('Free SMS');
    expect(region().textContent).not.toContain('Double data');
    act(() => vi.advanceTimersByTime(7_000));
    expect(region().textContent).toContain('Double data');
  });

  it("shows the number as it is typed, with its country's flag, left to right", async () => {
    const hand = openPage();
    hand.show({ kind: 'typing', recipient: { kind: 'phone', country: 'NG', text: '0803 123' }, operator: null });
    const number = await screen.findByText('0803 123');
    const line = number.closest('p')!;
    expect(line.getAttribute('dir')).toBe('ltr');
    expect(line.querySelector('img')?.getAttribute('src')).toMatch(/ng\.svg/);
  });

  it('shows what the customer confirms, and sends their answer with the question asked', async () => {
    const hand = openPage();
    hand.show(confirm({ id: 'question-1', answer: 'waiting' }));
    expect(await screen.findByText('0803 123 4567')).toBeTruthy();
    const facts = region().textContent;
    for (const fact of ['Is this your number?', 'MTN Nigeria', 'Daily 1GB — 1 GB for 24 hours', '$5.00', '1 USD = 650 NGN', 'Double data']) expect(facts).toContain(fact);

    fireEvent.click(screen.getByRole('button', { name: YES }));
    fireEvent.click(screen.getByRole('button', { name: NO }));
    expect(hand.replies).toEqual([
      { id: 'question-1', answer: 'yes' },
      { id: 'question-1', answer: 'no' },
    ]);
  });

  it('takes the buttons away once the customer has answered, and shows none when nothing is asked', async () => {
    const hand = openPage();
    hand.show(confirm({ id: 'question-1', answer: 'yes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you. The top-up is sent once you have paid.');
    expect(screen.queryByRole('button')).toBeNull();
    hand.show(confirm({ id: 'question-1', answer: 'no' }));
    expect(screen.getByRole('status').textContent).toBe('The clerk will type it again with you.');
    hand.show(confirm(null));
    expect(screen.queryByRole('button')).toBeNull();
    expect(region().textContent).not.toContain('Is this your number?');
  });

  it('says how the sale ended, and for a PIN that it is on the voucher', async () => {
    const hand = openPage();
    const words = {
      sending: 'Sending…',
      delivered: 'Delivered — thank you',
      queued: 'Waiting to be sent (the connection is down): you may go',
      'not-sent': 'Not sent: your cash will be given back',
    } as const;
    for (const [which, said] of Object.entries(words) as Array<[keyof typeof words, string]>) {
      hand.show(outcome(which));
      expect((await screen.findByRole('status')).textContent).toBe(said);
      expect(region().textContent).not.toContain('Your PIN is on your voucher');
    }
    hand.show(outcome('delivered', true));
    expect(region().textContent).toContain('Your PIN is on your voucher');
    // Not before the PIN is there.
    hand.show(outcome('sending', true));
    expect(region().textContent).not.toContain('Your PIN is on your voucher');
  });

  it('reads right to left in Arabic, and left to right again after', async () => {
    const hand = openPage();
    hand.show(confirm({ id: 'question-1', answer: 'waiting' }), 'ar');
    const yes = await screen.findByRole('button', { name: 'نعم، هذا رقمي' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('region', { name: 'شاشة الزبون' })).toBeTruthy();
    // The number itself stays as it is written on the phone.
    expect(screen.getByText('0803 123 4567').closest('p')?.getAttribute('dir')).toBe('ltr');
    fireEvent.click(yes);
    expect(hand.replies).toEqual([{ id: 'question-1', answer: 'yes' }]);

    hand.show({ kind: 'idle', promotions: [] }, 'en');
    await screen.findByRole('heading', { name: 'Corner Shop' });
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('hides the sale while the till is not answering, and shows the present once it is back', async () => {
    const hand = openPage();
    hand.show(confirm({ id: 'question-1', answer: 'waiting' }));
    await screen.findByText('0803 123 4567');
    hand.state('lost');
    expect(within(region()).getByRole('status').textContent).toBe('The till is not answering. Please ask the clerk.');
    expect(region().textContent).not.toContain('0803');
    expect(screen.queryByRole('button')).toBeNull();
    hand.state('open');
    hand.show({ kind: 'idle', promotions: [] });
    expect(await screen.findByRole('heading', { name: 'Corner Shop' })).toBeTruthy();
  });
});
