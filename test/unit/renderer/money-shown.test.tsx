// @vitest-environment happy-dom
/**
 * Issue 23 on the screens: for every state and random amounts, a sale whose service record carries a delivered
 * amount, a cost and a discount whatever the state goes through the result step, the history's detail and the
 * Day screen's by-state table (fed the day as a Z closed before the money rule would still carry it). The phone's
 * amount shows as delivered for a sale that went through and for no other; an unsettled sale's shows as not
 * delivered yet; a refund, a failure or a cancellation says nothing was delivered and what to give back. The
 * core's side (receipts, CSV, X and Z) is test/integration/reports/money-shown.test.ts.
 */
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MethodInput, ReceiptLayout, Sale, SaleState } from '@shared/contract';
import { type Language, localeOf } from '@shared/languages';
import { moneyStanding } from '@shared/sale-money';
import { SALE_STATES } from '@shared/sale-states';
import { formatsFor } from '../../../src/renderer/src/i18n/use-formats';
import { SaleDetail } from '../../../src/renderer/src/screens/recent/sale-detail';
import { SaleResult } from '../../../src/renderer/src/screens/sale/sale-result';
import { aDaySummary } from './day/day-fixtures';
import { showDay } from './day/show-day';
import { renderWithTill } from './support/render-till';
import { stepBridge } from './support/step-bridge';
import { anOperator, aSale, aStatus, someSettings } from './support/till-fixtures';
import { loadOnDemand, ON_DEMAND_TIMEOUT_MS } from './support/on-demand';

beforeAll(loadOnDemand, ON_DEMAND_TIMEOUT_MS);
afterEach(cleanup);

const { money } = formatsFor({ locale: 'en-US' });

/** The core's preview is the core's test; here a slip that names the sale and nothing of its money. */
const layoutOf = (input: MethodInput<'receipts.render'>): ReceiptLayout => ({
  columns: 48,
  language: 'en',
  direction: 'ltr',
  blocks: [{ kind: 'row', key: 'Sale', value: ['saleId' in input ? input.saleId : ''], inline: true, bold: false }],
});

/** The customer pays in dollars or euros, the phone receives naira or cedis: a phone's amount on screen can only be the phone's. */
const saleArbitrary = (state: SaleState) =>
  fc
    .record({
      amount: fc.integer({ min: 2, max: 500_000_000_000 }),
      currency: fc.constantFrom('USD', 'EUR'),
      delivered: fc.integer({ min: 1, max: 500_000_000_000 }),
      deliveredCurrency: fc.constantFrom('NGN', 'GHS'),
      quoted: fc.option(fc.integer({ min: 1, max: 500_000_000_000 }), { nil: null }),
      discountShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      pin: fc.boolean(),
    })
    .map((drawn): Sale => {
      const discount = Math.max(1, Math.min(drawn.amount - 1, Math.floor(drawn.amount * drawn.discountShare)));
      const inPaid = (micros: number) => ({ micros, currency: drawn.currency });
      const inDelivered = (micros: number) => ({ micros, currency: drawn.deliveredCurrency });
      return aSale({
        state,
        amount: inPaid(drawn.amount),
        quotedDelivered: drawn.quoted === null ? null : inDelivered(drawn.quoted),
        delivered: inDelivered(drawn.delivered),
        cost: inPaid(drawn.amount - discount),
        discount: inPaid(discount),
        transactionId: 4242,
        pin: drawn.pin ? { serial: '4815162342', masked: '••••••••••••••', value: null, ivr: null, validity: '90 days', info: [] } : null,
      });
    });

/** What a list of terms says: each term with its value. */
function terms(list: HTMLElement): Map<string, string> {
  return new Map([...list.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
}

/** The facts of a sale's money a screen's list must give, by where the sale's money stands. */
function expectMoneyFacts(facts: Map<string, string>, sale: Sale, deliveredLabel: string): void {
  const values = [...facts.values()];
  // Neither the account's cost nor the discount earned is a screen's to show a sale by.
  expect(values).not.toContain(money(sale.cost!));
  expect(values).not.toContain(money(sale.discount!));
  switch (moneyStanding(sale.state)) {
    case 'delivered':
      expect(facts.get(deliveredLabel)).toBe(money(sale.delivered!));
      break;
    case 'pending':
      expect(facts.has(deliveredLabel)).toBe(false);
      expect(facts.get('To deliver')).toBe(`${money(sale.delivered!)} — not delivered yet`);
      break;
    case 'handedBack':
      expect(facts.get(deliveredLabel)).toBe(`Nothing — give back ${money(sale.amount)}`);
      expect(values.join(' ')).not.toContain(sale.delivered!.currency);
      break;
  }
}

function showResult(sale: Sale, language: Language = 'en') {
  const settings = someSettings();
  const fake = stepBridge({
    'settings.get': { ...settings, shop: { ...settings.shop, language } },
    'status.get': aStatus(),
    'receipts.render': (input) => ({ layout: layoutOf(input), copy: 0, text: '' }),
    'printing.jobs': [],
  });
  renderWithTill(
    fake,
    <Router hook={memoryLocation({ path: '/sell' }).hook}>
      <SaleResult sale={sale} operator={anOperator()} onNewSale={() => undefined} onSameAgain={() => undefined} />
    </Router>,
  );
  return fake;
}

function showDetail(sale: Sale) {
  const fake = stepBridge({
    'status.get': aStatus(),
    'sales.get': { sale, events: [] },
    'receipts.render': (input) => ({ layout: layoutOf(input), copy: 0, text: '' }),
    'printing.jobs': [],
    'clerks.list': [],
  });
  renderWithTill(
    fake,
    <Router hook={memoryLocation({ path: '/recent' }).hook}>
      <SaleDetail id={sale.id} onBack={() => undefined} />
    </Router>,
  );
  return fake;
}

describe('a sale’s money on the screens, by its state', () => {
  for (const state of SALE_STATES) {
    it(`${state}: shows the phone's amount as delivered only if the top-up went through`, async () => {
      await fc.assert(
        fc.asyncProperty(saleArbitrary(state), async (sale) => {
          const went = moneyStanding(state) === 'delivered';

          showResult(sale);
          const step = await screen.findByRole('region', { name: 'Sale progress' });
          expectMoneyFacts(terms(step.querySelector('dl.summary')!), sale, 'Delivered');
          // The voucher is previewed (and offered) only for a PIN that was delivered.
          expect(within(step).queryByRole('group', { name: 'PIN voucher' }) !== null).toBe(went && sale.pin !== null);
          expect(within(step).queryByRole('button', { name: 'Print voucher' }) !== null).toBe(went && sale.pin !== null);
          cleanup();

          showDetail(sale);
          const detail = await screen.findByRole('region', { name: 'Sale detail' });
          await within(detail).findByRole('heading', { name: /^Sale of / });
          expectMoneyFacts(terms(detail.querySelector('dl.detail-facts')!), sale, 'Delivered');
          expect(within(detail).queryByRole('group', { name: 'PIN voucher' }) !== null).toBe(went && sale.pin !== null);
          cleanup();

          // The day as a Z closed before the money rule would hold it: the sale's delivered amount in its state's row.
          const none = { count: 0, requested: [], delivered: [], cost: [], discount: [] };
          showDay({
            'reports.day': aDaySummary({
              byState: [{ state, count: 1, requested: [sale.amount], delivered: [sale.delivered!] }],
              succeeded: went ? { count: 1, requested: [sale.amount], delivered: [sale.delivered!], cost: [sale.cost!], discount: [sale.discount!] } : none,
              byOperator: [],
              byClerk: [],
              byCurrency: [],
              byShift: [],
              refunds: [],
              refundTotals: [],
            }),
          });
          const byState = await screen.findByRole('region', { name: 'By state' });
          const [row] = within(byState).getAllByRole('row').slice(1);
          expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', money(sale.amount), went ? money(sale.delivered!) : '—']);
          const day = screen.getByRole('region', { name: 'Day summary' });
          expect(day.textContent!.includes(money(sale.delivered!))).toBe(went);
          cleanup();
        }),
        { numRuns: 4 },
      );
    });
  }

  it('says it in the clerk’s language: a refund in Arabic delivered nothing, and gives the cash back', async () => {
    const refund = aSale({ state: 'refunded', amount: { micros: 5_000_000, currency: 'USD' }, delivered: { micros: 3_074_180_000, currency: 'NGN' }, discount: { micros: 250_000, currency: 'USD' } });
    showResult(refund, 'ar');
    const step = await screen.findByRole('region', { name: 'سير البيع' });
    const arabic = formatsFor({ locale: localeOf('ar') });
    expect(terms(step.querySelector('dl.summary')!).get('المُسلَّم')).toBe(`لا شيء — أعِد ${arabic.money(refund.amount)}`);
    expect(step.textContent).not.toContain('NGN');
  });
});
