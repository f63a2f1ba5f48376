/** A CSV cell as a spreadsheet reads it, in English and in the languages whose spreadsheets split on `;`. */
import { describe, expect, it } from 'vitest';
import { csvField } from '../../../src/main/reports/csv';

describe('a CSV cell', () => {
  it('is quoted when it holds a comma, a semicolon, a quote or a line break', () => {
    expect(csvField('Ada; Obi')).toBe('"Ada; Obi"');
    expect(csvField('Corner, Shop')).toBe('"Corner, Shop"');
    expect(csvField('the "big" one')).toBe('"the ""big"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('shows a control character or half a surrogate pair as ?, keeping its line breaks', () => {
    expect(csvField('Ami\u001bna\u0000')).toBe('Ami?na?');
    expect(csvField('A\uD800B')).toBe('A?B');
    expect(csvField('\t=1+2')).toBe('?=1+2');
    expect(csvField('two\nlines\u0007')).toBe('"two\nlines?"');
  });

  it('still defuses a spreadsheet formula, and quotes it when it holds a semicolon', () => {
    expect(csvField('=1+2')).toBe(`"'=1+2"`);
    expect(csvField('=SUM(A1;A2)')).toBe(`"'=SUM(A1;A2)"`);
    expect(csvField('@cmd')).toBe(`"'@cmd"`);
  });
});
