// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/renderer/src/i18n/catalogues';
import { createTillI18n } from '../../../../src/renderer/src/i18n/i18n';
import { BarChartFigure } from '../../../../src/renderer/src/ui/charts';

afterEach(cleanup);

const days = [
  { key: '2026-11-23', label: 'Mon' },
  { key: '2026-11-24', label: 'Tue' },
  { key: '2026-11-25', label: 'Wed' },
];
const series = [
  { key: 'this', label: 'This week', points: [{ category: '2026-11-23', value: 12_500_000n }, { category: '2026-11-25', value: 3_000_000n }] },
  { key: 'before', label: 'The week before', points: [{ category: '2026-11-24', value: 7_250_000n }] },
];
const euros = (micros: bigint) => `€${(Number(micros) / 1_000_000).toFixed(2)}`;

/** The figure as another bundle (the office) would draw it: its own i18next instance, none of the till's providers. */
async function draw(language: 'en' | 'fr' | 'ar' = 'en', drawn = series): Promise<i18n> {
  const instance = createTillI18n();
  await loadCatalogue(instance, language);
  await instance.changeLanguage(language);
  render(
    <I18nextProvider i18n={instance}>
      <BarChartFigure name="Sales by day" categoryHeader="Day" categories={days} series={drawn} format={euros} />
    </I18nextProvider>,
  );
  return instance;
}

const bars = (figure: HTMLElement, seriesKey: string) =>
  [...figure.querySelectorAll<SVGRectElement>(`rect[data-series="${seriesKey}"]`)].map((bar) => ({ category: bar.dataset.category, x: Number(bar.getAttribute('x')), height: Number(bar.getAttribute('height')) }));

describe('an accessible bar chart figure', () => {
  it('is a figure by its name, its drawing hidden, its numbers one tap away in a real table', async () => {
    await draw();
    const figure = screen.getByRole('figure', { name: 'Sales by day' });
    expect(figure.querySelector('.bar-chart')!.getAttribute('aria-hidden')).toBe('true');
    expect(within(figure).queryByRole('table')).toBeNull();

    fireEvent.click(within(figure).getByRole('button', { name: 'Show the numbers' }));
    const table = within(figure).getByRole('table', { name: 'Sales by day' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'This week', 'The week before'],
      ['Mon', '€12.50', '€0.00'],
      ['Tue', '€0.00', '€7.25'],
      ['Wed', '€3.00', '€0.00'],
    ]);
    expect(within(figure).getByRole('button', { name: 'Hide the numbers' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(figure).getByRole('button', { name: 'Hide the numbers' }));
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('draws a bar per category and series, as tall as its value', async () => {
    await draw();
    const figure = screen.getByRole('figure', { name: 'Sales by day' });
    const thisWeek = bars(figure, 'this');
    expect(thisWeek.map((bar) => bar.category)).toEqual(days.map((day) => day.key));
    const [monday, tuesday, wednesday] = thisWeek;
    expect(tuesday!.height).toBe(0);
    expect(monday!.height).toBeGreaterThan(wednesday!.height);
    // The pair of one day: this week first, on the left.
    expect(bars(figure, 'before')[0]!.x).toBeGreaterThan(monday!.x);
  });

  it('right to left, puts the first day on the right, this week on the right of its pair, and speaks Arabic', async () => {
    await draw('ar');
    const figure = screen.getByRole('figure', { name: 'Sales by day' });
    const [monday, , wednesday] = bars(figure, 'this');
    expect(monday!.x).toBeGreaterThan(wednesday!.x);
    expect(bars(figure, 'before')[0]!.x).toBeLessThan(monday!.x);
    // Its words are written right to left, so "5 م" reads as Arabic does; the drawing's x still grows rightwards.
    expect([...figure.querySelectorAll('svg text')].map((text) => text.getAttribute('direction'))).toEqual(expect.arrayContaining(['rtl']));
    expect(figure.querySelector('svg')!.getAttribute('direction')).toBe('ltr');
    expect(within(figure).getByRole('button', { name: 'عرض الأرقام' })).toBeTruthy();
  });

  it('says so across an empty plot, and draws no bar taller than nothing', async () => {
    await draw('en', [{ key: 'this', label: 'This week', points: [] }]);
    const figure = screen.getByRole('figure', { name: 'Sales by day' });
    expect(figure.querySelector('.bar-chart-empty')!.textContent).toBe('Nothing to draw yet');
    expect(bars(figure, 'this').map((bar) => bar.height)).toEqual([0, 0, 0]);
    cleanup();
    await draw();
    expect(screen.getByRole('figure', { name: 'Sales by day' }).querySelector('.bar-chart-empty')).toBeNull();
  });

  it('keeps the drawing’s height when its table opens', async () => {
    await draw('fr');
    const figure = screen.getByRole('figure', { name: 'Sales by day' });
    const box = figure.querySelector<HTMLElement>('.bar-chart')!;
    const before = box.style.blockSize;
    await act(async () => fireEvent.click(within(figure).getByRole('button', { name: 'Afficher les chiffres' })));
    expect(within(figure).getByRole('table')).toBeTruthy();
    expect(box.style.blockSize).toBe(before);
    expect(before).toBe('180px');
  });
});
