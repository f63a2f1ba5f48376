/**
 * Report printouts through the whole core: a real till and simulator, a manager's shift with sales, closed with
 * the drawer counted short, its report and then the day's Z printed on a fake network printer; what came out of
 * the printer is decoded and its amounts compared with the sales made, to the cent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Money, Sale } from '../../../src/shared/contract';
import { formatMoney, microsToDecimal, sumMicros } from '../../../src/shared/money';
import { decodeEscPos } from '../../support/escpos-text';
import { startFakePrinter, type FakePrinter } from '../../support/fake-network-printer';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
let printer: FakePrinter;

beforeAll(async () => {
  h = await startHarness();
  printer = await startFakePrinter('ok');
  await waitForConnectivity(h.till, 'online');
  await h.call('catalog.sync', {});
});
afterAll(async () => {
  await h.close();
  await printer.close();
});

/** As a thermal font prints it: Intl's no-break space as a plain one. */
const printed = (money: Money) => formatMoney(money.micros, money.currency, 'en', 'code').replace(/\s/g, ' ');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The amounts printed on a key's line and the keyless lines under it. */
function amountsAfter(text: string, key: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key} `));
  expect(start).toBeGreaterThanOrEqual(0);
  const amounts = [lines[start]!.slice(key.length).trim()];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    amounts.push(line.trim());
  }
  return amounts;
}

/** What the customers paid for the sales that went through, by currency in code order, as a report sums it. */
function paidFor(sales: Sale[]): Money[] {
  const currencies = [...new Set(sales.map((sale) => sale.amount.currency))].sort();
  return currencies.map((currency) => ({ currency, micros: sumMicros(sales.filter((sale) => sale.amount.currency === currency).map((sale) => sale.amount.micros)) }));
}

describe('report printouts through the whole core', () => {
  it("prints a shift closed short with its difference, then the day's Z whose totals equal the sales made", async () => {
    await h.call('clerks.setup', { name: 'Amina', pin: '2468' });
    await h.call('settings.update', { printer: { kind: 'network', address: printer.address, autoPrint: false, drawerKick: true, columns: 48 }, shop: { language: 'en' } });
    await h.call('shifts.open', { float: '50', currency: 'USD' });
    const sales: Sale[] = [];
    for (const lastThree of ['501', '502', '222']) sales.push(await waitForSale(h.till, (await sell(h, lastThree)).id, isFinal));
    expect(sales.map((sale) => sale.state)).toEqual(['succeeded', 'succeeded', 'refunded']);

    // The drawer is 1.25 short in its first currency, right in the others.
    const running = await h.call('shifts.report', {});
    const [first, ...others] = running.cash;
    const counted = [
      { currency: first!.currency, amount: microsToDecimal(first!.expected - 1_250_000) },
      ...others.map((line) => ({ currency: line.currency, amount: microsToDecimal(line.expected) })),
    ];
    const closed = await h.call('shifts.close', { counted });
    const shiftJob = await h.call('printing.printReport', { report: 'shift', shiftId: closed.shift.id });
    expect(shiftJob).toMatchObject({ kind: 'shift', subject: String(closed.shift.id), copy: 0, outcome: 'printed' });
    const shiftSlip = decodeEscPos(printer.jobs()[0]!);
    expect(shiftSlip.text).toContain(`SHIFT REPORT ${closed.shift.id}`);
    expect(shiftSlip.text).toMatch(new RegExp(`CASH ${first!.currency}\\n[^]*Expected +${escaped(printed({ micros: first!.expected, currency: first!.currency }))}\\n`));
    expect(shiftSlip.text).toMatch(new RegExp(`Difference +${escaped(printed({ micros: 1_250_000, currency: first!.currency }))} SHORT`));
    expect(shiftSlip.pulses).toBe(0);

    const z = await h.call('reports.day', { kind: 'Z' });
    const dayJob = await h.call('printing.printReport', { report: 'day', day: z.day });
    expect(dayJob).toMatchObject({ kind: 'day', subject: z.day, copy: 0, outcome: 'printed' });
    const zSlip = decodeEscPos(printer.jobs()[1]!).text;
    expect(zSlip).toContain(`Z REPORT ${z.day}`);
    const sold = paidFor(sales.filter((sale) => sale.state === 'succeeded'));
    expect(z.succeeded.requested).toEqual(sold);
    expect(amountsAfter(zSlip, 'Paid')).toEqual(sold.map(printed));
    expect(amountsAfter(zSlip, 'Total')).toEqual(paidFor(sales.filter((sale) => sale.state === 'refunded')).map(printed));
    expect(zSlip).toContain(`SHIFT ${closed.shift.id}`);

    // Printed again, the Z says so.
    expect((await h.call('printing.printReport', { report: 'day', day: z.day })).copy).toBe(1);
    expect(decodeEscPos(printer.jobs()[2]!).text).toContain('REPRINT 1');
  });
});
