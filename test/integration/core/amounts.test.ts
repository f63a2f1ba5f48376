/** The core's side of the shared amount rules: the till takes exactly what the screen's rule accepts, in its words. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountTextProblem } from '../../../src/shared/amount-rules';
import { microsToDecimal } from '../../../src/shared/money';
import type { Operator } from '../../../src/shared/contract';
import { numberEnding, startHarness, waitForConnectivity, type Harness } from '../../support/till-harness';

let h: Harness;
let operator: Operator;
beforeAll(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  operator = (await h.call('operators.detect', { country: 'NG', number: numberEnding('NG', '900') })).operator;
});
afterAll(() => h.close());

describe('amounts, as the core takes them', () => {
  it('agree with the shared rule for the same texts', async () => {
    const rule = operator.amounts;
    expect(rule.kind).toBe('range');
    if (rule.kind !== 'range') return;
    const min = microsToDecimal(rule.min.micros);
    const texts = [min, `${min}0001`, microsToDecimal(rule.min.micros + 1_234_567, 6), microsToDecimal(rule.max.micros + 1), microsToDecimal(rule.min.micros - 1, 6), '1.1234567'];
    for (const text of texts) {
      const problem = amountTextProblem(text, rule);
      const answer = await h.call('sales.quote', { operatorId: operator.id, amount: text }).then(
        () => null,
        (error: { message: string }) => error.message,
      );
      expect(answer === null, text).toBe(problem === null);
      if (problem !== null) expect(answer, text).toContain(problem);
    }
  });
});
