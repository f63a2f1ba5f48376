import { describe, expect, it } from 'vitest';
import type { Country, RecentNumber } from '@shared/contract';
import { choiceLabel, countryChoices, recentCountries, searchCountries, withRecentFirst } from '../../../src/renderer/src/lib/country-search';

const country = (iso: string, name: string, callingCode: string): Country => ({ iso, name, currencyCode: 'XXX', currencyName: '', currencySymbol: '', flagUrl: null, callingCodes: [callingCode] });
const CATALOG = [
  country('US', 'United States', '+1'),
  country('NG', 'Nigeria', '+234'),
  country('NE', 'Niger', '+227'),
  country('NI', 'Nicaragua', '+505'),
  country('GH', 'Ghana', '+233'),
  country('CI', "Ivory Coast", '+225'),
  country('JM', 'Jamaica', '+1876'),
  country('DE', 'Germany', '+49'),
];
const choices = countryChoices(CATALOG, 'en');
const found = (query: string) => searchCountries(choices, query).map((choice) => choice.iso);

describe('the countries to choose from', () => {
  it('are named in the page language, in its alphabetical order, with their calling code', () => {
    expect(choices.map(choiceLabel)).toEqual(['Côte d’Ivoire +225', 'Germany +49', 'Ghana +233', 'Jamaica +1876', 'Nicaragua +505', 'Niger +227', 'Nigeria +234', 'United States +1']);
    expect(countryChoices(CATALOG, 'fr').map((choice) => choice.name)).toContain('Allemagne');
  });

  it('put the shop country, then the countries sold to lately, first', () => {
    const sold = (country: string) => ({ recipient: { kind: 'phone', country, e164: '+1' } }) as RecentNumber;
    const email = { recipient: { kind: 'email', email: 'a@b.cu' } } as RecentNumber;
    const recent = recentCountries([sold('GH'), email, sold('NG'), sold('GH')], 'US');
    expect(recent).toEqual(['US', 'GH', 'NG']);
    const { recent: first, others } = withRecentFirst(choices, recent);
    expect(first.map((choice) => choice.iso)).toEqual(['US', 'GH', 'NG']);
    expect(others.map((choice) => choice.iso)).toEqual(['CI', 'DE', 'JM', 'NI', 'NE']);
  });
});

describe('the search', () => {
  it('finds a country by the start of its name, its ISO code or its calling code', () => {
    expect(found('ni')).toEqual(['NI', 'NE', 'NG']);
    expect(found('NG')[0]).toBe('NG');
    expect(found('234')).toEqual(['NG']);
    expect(found('+234')).toEqual(['NG']);
    expect(found('nigeria')).toEqual(['NG']);
  });

  it('puts an exact calling code ahead of the longer ones that start with it', () => {
    expect(found('+1')).toEqual(['US', 'JM']);
  });

  it('ignores accents and case, and finds the English name too', () => {
    expect(found('cote')).toEqual(['CI']);
    expect(found('ivory')).toEqual(['CI']);
    expect(found('germ')).toEqual(['DE']);
  });

  it('keeps the order given among equals, and finds everything for an empty search', () => {
    const { recent, others } = withRecentFirst(choices, ['NG']);
    expect(found('nig')).toEqual(['NE', 'NG']);
    expect(searchCountries([...recent, ...others], 'nig').map((choice) => choice.iso)).toEqual(['NG', 'NE']);
    expect(searchCountries(choices, '  ')).toHaveLength(CATALOG.length);
    expect(found('zz')).toEqual([]);
  });
});
