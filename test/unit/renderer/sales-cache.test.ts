import { describe, expect, it } from 'vitest';
import { detailWithSale, listWithSale } from '../../../src/renderer/src/data/sales-cache';
import { aSale } from './support/till-fixtures';

const at = (second: number) => `2026-11-22T10:00:${String(second).padStart(2, '0')}.000Z`;
const first = aSale({ id: 'S1', state: 'sending', updatedAt: at(1) });
const second = aSale({ id: 'S2', state: 'queued', updatedAt: at(2) });
const list = { sales: [second, first], more: false };

describe('a sale update in a cached list', () => {
  it('replaces the sale in place when the update is newer, and only then', () => {
    const done = { ...first, state: 'succeeded' as const, updatedAt: at(5) };
    expect(listWithSale(list, done, { limit: 30 })).toEqual({ sales: [second, done], more: false });
    expect(listWithSale(list, { ...first, state: 'queued', updatedAt: at(0) }, { limit: 30 })).toBe(list);
  });

  it('puts a new sale on top of a list of the latest sales, never longer than asked for', () => {
    const third = aSale({ id: 'S3', updatedAt: at(3) });
    expect(listWithSale(list, third, { limit: 30 })?.sales.map((sale) => sale.id)).toEqual(['S3', 'S2', 'S1']);
    expect(listWithSale(list, third, { limit: 2 })).toEqual({ sales: [third, second], more: true });
    expect(listWithSale(list, third, undefined)?.sales).toHaveLength(3);
  });

  it('puts a sale in its place by time, and leaves it to a later page when it is older than a page with more', () => {
    const early = aSale({ id: 'S0', createdAt: '2026-11-22T09:00:00.000Z', updatedAt: at(3) });
    const between = aSale({ id: 'S9', createdAt: '2026-11-22T09:59:00.000Z', updatedAt: at(3) });
    const dated = { sales: [aSale({ id: 'S2', createdAt: '2026-11-22T10:00:00.000Z' }), aSale({ id: 'S1', createdAt: '2026-11-22T09:30:00.000Z' })], more: false };
    expect(listWithSale(dated, between, { limit: 30 })?.sales.map((sale) => sale.id)).toEqual(['S2', 'S9', 'S1']);
    expect(listWithSale(dated, early, { limit: 30 })?.sales.map((sale) => sale.id)).toEqual(['S2', 'S1', 'S0']);
    const page = { ...dated, more: true };
    expect(listWithSale(page, early, { limit: 30 })).toBe(page);
  });

  it('leaves a list alone when its filters do not take the sale', () => {
    const third = aSale({ id: 'S3', updatedAt: at(3) });
    expect(listWithSale(list, third, { limit: 30, state: 'failed' })).toBe(list);
    expect(listWithSale(list, third, { limit: 30, before: third.createdAt })).toBe(list);
    expect(listWithSale(list, third, { limit: 30, day: '2026-11-21' })).toBe(list);
    expect(listWithSale(list, third, { limit: 30, operatorId: 341 })).toBe(list);
  });

  it('takes a new sale into a list of its day, its state and its operator', () => {
    const third = aSale({ id: 'S3', state: 'sending', createdAt: at(3), updatedAt: at(3) });
    const input = { limit: 30, day: third.businessDay, state: 'sending' as const, operatorId: third.operator.id };
    expect(listWithSale(list, third, input)?.sales.map((sale) => sale.id)).toEqual(['S3', 'S2', 'S1']);
  });

  it('leaves a search or a clerk\'s list the sale was not in to main (null: read it again)', () => {
    const third = aSale({ id: 'S3', updatedAt: at(3) });
    expect(listWithSale(list, third, { limit: 30, text: '0123' })).toBeNull();
    expect(listWithSale(list, third, { limit: 30, clerkId: 'C1' })).toBeNull();
  });
});

describe("a sale update in a cached sale's detail", () => {
  const detail = { sale: first, events: [{ at: at(0), from: null, to: 'queued' as const, reason: 'new sale' }] };

  it('takes the newer sale and keeps the timeline (read again by the caller)', () => {
    const done = { ...first, state: 'succeeded' as const, updatedAt: at(5) };
    expect(detailWithSale(detail, done)).toEqual({ sale: done, events: detail.events });
  });

  it('ignores an older version and another sale', () => {
    expect(detailWithSale(detail, { ...first, updatedAt: at(0) })).toBe(detail);
    expect(detailWithSale(detail, { ...second, updatedAt: at(9) })).toBe(detail);
  });
});
