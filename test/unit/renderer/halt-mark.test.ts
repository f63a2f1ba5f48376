import { describe, expect, it } from 'vitest';
import { haltAfter, type HaltMark, type HaltNews, isHalted, NOT_HALTED } from '../../../src/renderer/src/data/halt-mark';
import { aHalt } from './support/till-fixtures';

const after = (...news: HaltNews[]): HaltMark => news.reduce(haltAfter, NOT_HALTED);
const halt = aHalt();

describe('whether the till is halted, as the page knows it', () => {
  it('is halted by the event, with its details, until the till recovers', () => {
    expect(after({ type: 'halted', halt })).toEqual({ halt, refused: false });
    expect(isHalted(after({ type: 'halted', halt }, { type: 'status-read' }))).toBe(true);
    expect(isHalted(after({ type: 'halted', halt }, { type: 'recovered' }))).toBe(false);
  });

  it('is halted by a HALTED refusal of status.get until the status is read, even after "recovered"', () => {
    const refused = after({ type: 'status-failed', code: 'HALTED' });
    expect(refused).toEqual({ halt: null, refused: true });
    expect(isHalted(haltAfter(refused, { type: 'recovered' }))).toBe(true);
    expect(isHalted(haltAfter(refused, { type: 'status-read' }))).toBe(false);
  });

  it('takes another failure of status.get as the last word, as the page always has', () => {
    expect(isHalted(after({ type: 'status-failed', code: 'HALTED' }, { type: 'status-failed', code: 'NETWORK' }))).toBe(false);
  });

  it('answers with the same mark when nothing changed, so nothing re-renders', () => {
    expect(haltAfter(NOT_HALTED, { type: 'status-read' })).toBe(NOT_HALTED);
    expect(haltAfter(NOT_HALTED, { type: 'recovered' })).toBe(NOT_HALTED);
    expect(haltAfter(NOT_HALTED, { type: 'status-failed', code: 'NETWORK' })).toBe(NOT_HALTED);
  });
});
