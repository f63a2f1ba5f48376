/**
 * Step 1: the customer's country and mobile number on the keypad, then the till finds the operator. When it
 * cannot, the clerk picks the operator from the country's list instead.
 */
import { useCallback, useState } from 'react';
import type { Country, Operator, OperatorSummary } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { Keypad } from '../components/keypad';
import { applyKey, type KeypadKey } from '../components/keypad-entry';
import { OperatorCard } from '../components/operator-card';
import type { CallState } from '../hooks/use-call';
import { CountryPicker } from './country-picker';
import type { Recipient } from './sale-flow';

const MAX_NUMBER_LENGTH = 16;

interface NumberStepProps {
  countries: CallState<Country[]>;
  recipient: Recipient;
  onCountry(country: string): void;
  onNumber(number: string): void;
  onOperator(operator: Operator, e164: string): void;
}

export function NumberStep({ countries, recipient, onCountry, onNumber, onOperator }: NumberStepProps) {
  const bridge = useBridge();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BridgeError | null>(null);
  const [manualChoice, setManualChoice] = useState<OperatorSummary[] | null>(null);

  const onKey = useCallback(
    (key: KeypadKey) => {
      setError(null);
      setManualChoice(null);
      onNumber(applyKey(recipient.number, key, { decimal: false, maxLength: MAX_NUMBER_LENGTH }));
    },
    [recipient.number, onNumber],
  );

  const detect = useCallback(async () => {
    if (busy || recipient.number.length < 3) return;
    setBusy(true);
    setError(null);
    try {
      const found = await bridge['operators.detect']({ country: recipient.country, number: recipient.number });
      onOperator(found.operator, found.e164);
    } catch (reason) {
      const failure = toBridgeError(reason);
      setError(failure);
      // Undetected, or the service unreachable: the clerk picks the operator from the local catalog, so a
      // sale can still be taken (and queued) offline. Only a wrong number has nothing to pick for.
      if (failure.code !== 'INVALID_PHONE' && failure.code !== 'INVALID_INPUT') {
        setManualChoice(await bridge['catalog.operators']({ country: recipient.country }).catch(() => []));
      }
    } finally {
      setBusy(false);
    }
  }, [bridge, busy, recipient, onOperator]);

  const chooseManually = useCallback(
    async (summary: OperatorSummary) => {
      setBusy(true);
      try {
        onOperator(await bridge['catalog.operator']({ operatorId: summary.id }), recipient.number);
      } catch (reason) {
        setError(toBridgeError(reason));
      } finally {
        setBusy(false);
      }
    },
    [bridge, recipient.number, onOperator],
  );

  const country = countries.value?.find((each) => each.iso === recipient.country);
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
              <button key={operator.id} type="button" className="choice" disabled={busy} onClick={() => void chooseManually(operator)}>
                <OperatorCard operator={operator} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="step-side">
        <Keypad decimal={false} onKey={onKey} onEnter={() => void detect()} />
        <button type="button" className="button primary wide" disabled={busy || recipient.number.length < 3} onClick={() => void detect()}>
          {busy ? 'Finding the operator…' : 'Find operator'}
        </button>
      </div>
    </section>
  );
}
