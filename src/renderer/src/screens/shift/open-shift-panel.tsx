/**
 * Opening a shift: the cash in the drawer (the opening float) typed on the keypad, in the till's cash
 * currency, and "Open shift". Selling waits behind it; the Shift screen offers it too when no shift is open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_TEXT } from '@shared/amount-text';
import { useBridge } from '../../data/bridge-context';
import { setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useSession } from '../../data/use-session';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import type { KeypadKey } from '../../lib/keypad-entry';
import { typeAmountKey } from '../../lib/amount-entry';
import { MoneyField } from './money-field';
import './shift.css';

/** `below`: more for the main column under the float (the Shift screen's earlier shifts). */
export function OpenShiftPanel({ below }: { below?: ReactNode }) {
  const { t } = useTranslation('clerks');
  const bridge = useBridge();
  const client = useQueryClient();
  const currency = useSession().data?.cashCurrency ?? '';
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const open = useAction(async () => setTillData(client, 'clerks.session', undefined, await bridge['shifts.open']({ float: text, currency })));
  const valid = AMOUNT_TEXT.test(text);
  const submit = () => {
    if (valid) void open.run();
  };
  const onKey = useCallback((key: KeypadKey) => setText((current) => typeAmountKey(current, key)), []);
  useEffect(() => field.current?.focus(), []);
  // "12." is an amount on its way, not a mistake.
  const trouble = text !== '' && !text.endsWith('.') && !valid;

  return (
    <section className="step open-shift" aria-label={t('shift.open.label')}>
      <div className="step-main">
        <h2>{t('shift.open.title')}</h2>
        <p className="hint">{t('shift.open.intro')}</p>
        <MoneyField label={t('shift.open.float')} currency={currency} text={text} onText={setText} onEnter={submit} inputRef={field} />
        <p className="hint">{t('shift.open.typeFloat')}</p>
        <ErrorLine error={open.error ?? (trouble ? t('shift.amountProblem') : null)} />
        {below}
      </div>
      <div className="step-side">
        <Keypad decimal onKey={onKey} />
        <button type="button" className="button primary huge" disabled={!valid || open.busy} onClick={submit}>
          {t('shift.open.button')}
        </button>
      </div>
    </section>
  );
}
