/**
 * Closing the shift: the cash in the drawer counted, one amount per currency the drawer holds, typed on the
 * keypad (into the field last tapped) or the keyboard, then "Close shift". The core works out what was
 * expected and the difference; the report it answers is shown (and printed) by the Shift screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_TEXT } from '@shared/amount-text';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import type { KeypadKey } from '../../lib/keypad-entry';
import { typeAmountKey } from '../../lib/amount-entry';
import { MoneyField } from './money-field';
import type { ShownReport } from '../../data/shown-report';

interface CountCashProps {
  shiftId: number;
  currencies: readonly string[];
  onBack(): void;
  /** The shift's report goes on show (null: it did not close after all). */
  onShow(shown: ShownReport | null): void;
}

export function CountCash({ shiftId, currencies, onBack, onShow }: CountCashProps) {
  const { t } = useTranslation('clerks');
  const bridge = useBridge();
  const client = useQueryClient();
  const [counted, setCounted] = useState<Readonly<Record<string, string>>>({});
  const [active, setActive] = useState(currencies[0] ?? '');
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const close = useAction(
    async () => {
      // Chosen before the answer: the session's "no shift open" may arrive first, and the report, not the
      // open-shift panel, is what follows. While the shift is open the screen shows it, whatever is chosen.
      onShow({ shiftId, printOnce: true });
      try {
        const report = await bridge['shifts.close']({ counted: currencies.map((currency) => ({ currency, amount: counted[currency] ?? '' })) });
        setTillData(client, 'shifts.report', { id: report.shift.id }, report);
        // In case the session's own news of the close was missed.
        void rereadTill(client, 'clerks.session');
      } catch (failure) {
        onShow(null);
        throw failure;
      }
    },
    { once: true },
  );
  const complete = currencies.every((currency) => AMOUNT_TEXT.test(counted[currency] ?? ''));
  const type = (currency: string, text: string) => setCounted((all) => ({ ...all, [currency]: text }));
  const onKey = useCallback((key: KeypadKey) => setCounted((all) => ({ ...all, [active]: typeAmountKey(all[active] ?? '', key) })), [active]);
  const focus = (currency: string) => {
    setActive(currency);
    inputs.current.get(currency)?.focus();
  };
  // Enter goes to the next amount still to type, and closes once all are typed.
  const onEnter = () => {
    const missing = currencies.find((currency) => !AMOUNT_TEXT.test(counted[currency] ?? ''));
    if (missing === undefined) void close.run();
    else focus(missing);
  };
  // Only on arrival, so the keyboard types straight in: later the clerk's own taps move the focus.
  useEffect(() => inputs.current.get(currencies[0] ?? '')?.focus(), []);

  return (
    <section className="step count-cash" aria-label={t('shift.count.label')}>
      <div className="step-main">
        <h2>{t('shift.count.title')}</h2>
        <p className="hint">{t('shift.count.intro')}</p>
        <div className="count-fields">
          {currencies.map((currency) => (
            <MoneyField
              key={currency}
              label={t('shift.count.field', { currency })}
              currency={currency}
              text={counted[currency] ?? ''}
              onText={(text) => type(currency, text)}
              onEnter={onEnter}
              active={currency === active}
              onFocus={() => setActive(currency)}
              inputRef={(input) => {
                if (input) inputs.current.set(currency, input);
                else inputs.current.delete(currency);
              }}
            />
          ))}
        </div>
        <ErrorLine error={close.error} />
      </div>
      <div className="step-side">
        <Keypad decimal onKey={onKey} />
        <div className="count-buttons">
          <button type="button" className="button" disabled={close.busy} onClick={onBack}>
            {t('shift.count.back')}
          </button>
          <button type="button" className="button primary" disabled={!complete || close.busy} onClick={() => void close.run()}>
            {t('shift.count.confirm')}
          </button>
        </div>
      </div>
    </section>
  );
}
