/**
 * Step 2: the amount. Fixed-amount operators show one big button per amount; range operators take any amount
 * between their minimum and maximum on the keypad, with their suggested amounts as shortcuts.
 */
import { useCallback, useState } from 'react';
import { amountTextProblem } from '@shared/amount-rules';
import type { AmountRule, Operator } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import { ErrorLine } from '../../ui/error-line';
import { showMoney } from '../../ui/format';
import { Keypad } from '../../ui/keypad';
import type { KeypadKey } from '../../ui/keypad-entry';
import { OperatorCard } from '../../ui/operator-card';
import { typeAmountKey } from './amount-entry';

interface AmountStepProps {
  operator: Operator;
  e164: string;
  onAmount(amount: string): void;
  onBack(): void;
}

export function AmountStep({ operator, e164, onAmount, onBack }: AmountStepProps) {
  return (
    <section className="step step-amount" aria-label="Amount">
      <div className="step-main">
        <p className="recipient-line">
          <strong>{e164}</strong>
        </p>
        <OperatorCard operator={operator} />
        <button type="button" className="button" onClick={onBack}>
          Change number
        </button>
      </div>
      <div className="step-side">
        {operator.amounts.kind === 'fixed' ? <FixedAmounts rule={operator.amounts} onAmount={onAmount} /> : <RangeAmount rule={operator.amounts} onAmount={onAmount} />}
      </div>
    </section>
  );
}

function FixedAmounts({ rule, onAmount }: { rule: Extract<AmountRule, { kind: 'fixed' }>; onAmount(amount: string): void }) {
  if (rule.choices.length === 0) return <ErrorLine error="This operator has no amounts on sale today." />;
  return (
    <div className="amount-grid" role="group" aria-label="Choose the amount">
      {rule.choices.map((choice) => (
        <button key={choice.amount.micros} type="button" className="choice amount-choice" onClick={() => onAmount(microsToDecimal(choice.amount.micros))}>
          <strong>{showMoney(choice.amount)}</strong>
          {choice.name ? <small>{choice.name}</small> : null}
        </button>
      ))}
    </div>
  );
}

function RangeAmount({ rule, onAmount }: { rule: Extract<AmountRule, { kind: 'range' }>; onAmount(amount: string): void }) {
  const [text, setText] = useState('');
  // The core's own rule (amount-rules.ts): what the screen lets through is exactly what the sale is checked by.
  const problem = amountTextProblem(text, rule);
  const onKey = useCallback((key: KeypadKey) => setText((current) => typeAmountKey(current, key)), []);
  const accept = useCallback(() => {
    if (text && !amountTextProblem(text, rule)) onAmount(text);
  }, [text, rule, onAmount]);
  return (
    <div className="range-amount">
      <p className="hint">
        From {showMoney(rule.min)} to {showMoney(rule.max)}
      </p>
      <output className="entry" aria-label="Amount" aria-live="polite">
        {text || <span className="placeholder">Type the amount</span>}
      </output>
      <div className="suggested" role="group" aria-label="Suggested amounts">
        {rule.suggested.map((money) => (
          <button key={money.micros} type="button" className="choice" onClick={() => setText(microsToDecimal(money.micros))}>
            {showMoney(money)}
          </button>
        ))}
      </div>
      <ErrorLine error={text ? problem : null} />
      <Keypad decimal onKey={onKey} onEnter={accept} />
      <button type="button" className="button primary wide" disabled={!text || problem !== null} onClick={accept}>
        Next
      </button>
    </div>
  );
}
