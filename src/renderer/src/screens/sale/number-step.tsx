/**
 * Step 1: the customer's country and mobile number on the keypad, then the till finds the operator. When it
 * cannot, the clerk picks the operator from the country's list instead.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Country, Operator, OperatorSummary } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import { applyKey, type KeypadKey } from '../../ui/keypad-entry';
import { OperatorCard } from '../../ui/operator-card';
import { CountryPicker } from './country-picker';
import type { Recipient } from './sale-flow';

const MAX_NUMBER_LENGTH = 16;
const MIN_NUMBER_LENGTH = 3;

interface NumberStepProps {
  countries: UseQueryResult<Country[]>;
  recipient: Recipient;
  onCountry(country: string): void;
  onNumber(number: string): void;
  onOperator(operator: Operator, e164: string): void;
}

export function NumberStep({ countries, recipient, onCountry, onNumber, onOperator }: NumberStepProps) {
  const bridge = useBridge();
  const [picking, setPicking] = useState(false);
  const [manualChoice, setManualChoice] = useState<OperatorSummary[] | null>(null);

  const find = useAction(
    async () => {
      const found = await bridge['operators.detect']({ country: recipient.country, number: recipient.number });
      onOperator(found.operator, found.e164);
    },
    {
      afterFailure: async (failure) => {
        // Undetected, or the service unreachable: the clerk picks the operator from the local catalog, so a
        // sale can still be taken (and queued) offline. Only a wrong number has nothing to pick for.
        if (failure.code !== 'INVALID_PHONE' && failure.code !== 'INVALID_INPUT') {
          setManualChoice(await bridge['catalog.operators']({ country: recipient.country }).catch(() => []));
        }
      },
    },
  );
  const choose = useAction(async (summary: OperatorSummary) => onOperator(await bridge['catalog.operator']({ operatorId: summary.id }), recipient.number));
  // Finding and choosing share one busy state and one error line: the latest word is the one shown.
  const busy = find.busy || choose.busy;
  const error = choose.error ?? find.error;
  const { reset: forgetFind } = find;
  const { reset: forgetChoice } = choose;

  const onKey = useCallback(
    (key: KeypadKey) => {
      forgetFind();
      forgetChoice();
      setManualChoice(null);
      onNumber(applyKey(recipient.number, key, { decimal: false, maxLength: MAX_NUMBER_LENGTH }));
    },
    [recipient.number, onNumber, forgetFind, forgetChoice],
  );

  const detect = () => {
    if (busy || recipient.number.length < MIN_NUMBER_LENGTH) return;
    forgetChoice();
    void find.run();
  };

  const country = countries.data?.find((each) => each.iso === recipient.country);
  if (picking) {
    return (
      <CountryPicker
        countries={countries}
        current={recipient.country}
        onCancel={() => setPicking(false)}
        onPick={(country) => {
          setPicking(false);
          setManualChoice(null);
          onCountry(country.iso);
        }}
      />
    );
  }

  return (
    <section className="step step-number" aria-label="Mobile number">
      <div className="step-main">
        <button type="button" className="button country-button" onClick={() => setPicking(true)} aria-label={`Country ${country?.name ?? recipient.country}, change`}>
          <span className="label">Country</span>
          <strong>{country?.name ?? recipient.country}</strong>
          <span>{country?.callingCodes[0] ?? ''}</span>
        </button>
        <output className="entry" aria-label="Mobile number" aria-live="polite">
          {recipient.number || <span className="placeholder">Type the mobile number</span>}
        </output>
        <ErrorLine error={error} />
        {manualChoice ? (
          <div className="operator-list" role="group" aria-label="Choose the operator">
            {manualChoice.map((operator) => (
              <button key={operator.id} type="button" className="choice" disabled={busy} onClick={() => void choose.run(operator)}>
                <OperatorCard operator={operator} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="step-side">
        <Keypad decimal={false} onKey={onKey} onEnter={detect} />
        <button type="button" className="button primary wide" disabled={busy || recipient.number.length < MIN_NUMBER_LENGTH} onClick={detect}>
          {busy ? 'Finding the operator…' : 'Find operator'}
        </button>
      </div>
    </section>
  );
}
