import { describe, expect, it } from 'vitest';
import { eachItem, toPage, type Page } from '../../../src/main/topup-api/paging';

describe('toPage', () => {
  it('turns the 0-based number into a 1-based page', () => {
    expect(toPage({ content: [1, 2], number: 0, totalPages: 3, totalElements: 5, last: false }, 1)).toEqual({
      content: [1, 2],
      page: 1,
      totalPages: 3,
      totalElements: 5,
      last: false,
    });
  });

  it('without paging fields, keeps asking until an empty page rather than stopping early', () => {
    expect(toPage({ content: [1] }, 4)).toMatchObject({ page: 4, last: false, totalPages: 5 });
    expect(toPage({ content: [] }, 5)).toMatchObject({ page: 5, last: true, totalPages: 5 });
    expect(toPage({ content: [1], totalPages: 4 }, 4)).toMatchObject({ last: true });
  });
});

describe('eachItem', () => {
  it('walks every page in order, asking for each once', async () => {
    const asked: number[] = [];
    const pages = [[1, 2], [3, 4], [5]];
    const items: number[] = [];
    for await (const item of eachItem(async (page): Promise<Page<number>> => {
      asked.push(page);
      return toPage({ content: pages[page - 1] ?? [], number: page - 1, totalPages: 3, totalElements: 5 }, page);
    })) {
      items.push(item);
    }
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('cannot loop forever on a service that ignores the page parameter', async () => {
    let asked = 0;
    const items: number[] = [];
    for await (const item of eachItem(async () => {
      asked += 1;
      return { content: [7], page: 1, totalPages: 2, totalElements: 2, last: false };
    })) {
      items.push(item);
    }
    expect(asked).toBe(2);
    expect(items).toEqual([7, 7]);
  });
});
