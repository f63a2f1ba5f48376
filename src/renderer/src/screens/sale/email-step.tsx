/**
 * The Cuban e-mail operator is topped up by e-mail address, and the service wants the sender's phone with it.
 * Two fields, one on-screen keyboard at a time: the letters for the address, the keypad for the phone, as
 * the field the clerk last tapped (or focused) says. A physical keyboard types into either.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/mobile';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import { applyKey, type KeypadKey } from '../../lib/keypad-entry';
import { TextKeyboard } from '../../ui/text-keyboard';
import { type TextKey, typeTextKey } from '../../ui/text-keyboard-entry';
import { MAX_EMAIL_LENGTH, emailTrouble, emailTroubleToShow, withEnding } from './email-entry';
import { OperatorHeader } from './operator-header';
import { checkEntry, formatEntry } from './phone-entry';
import { MAX_ENTRY_LENGTH } from './phone-entry-text';
import { StartOver } from './start-over';
import type { EmailStepProps } from './step-props';
import { useEnterKey } from './use-enter-key';
import './email-step.css';

type Field = 'email' | 'sender';

/** "+1" beside the sender's number: the keypad types it in national form. */
const callingCodeOf = (country: string) => (isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : '');

export function EmailStep({ recipientText, operator, onChangeOperator, email, sender, onChange, onNext, onBack, canStartOver, onStartOver }: EmailStepProps) {
  const { t } = useTranslation('email');
  const { t: tc } = useTranslation('common');
  const hintId = useId();
  const domains = operator.emailDomains;
  // Coming back with a good address: the phone is what is left to type.
  const [field, setField] = useState<Field>(() => (emailTrouble(email, domains) === null ? 'sender' : 'email'));
  const input = useRef<HTMLInputElement>(null);
  const senderBox = useRef<HTMLOutputElement>(null);
  const caret = useRef<number | null>(null);

  // After an on-screen key the caret goes where the key left it, not to the end.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  useEffect(() => {
    // Only on arrival, so the physical keyboard types straight in: later the clerk's own taps move the focus.
    if (field === 'email') input.current?.focus();
  }, []);

  // The sender's number is checked as the number step checks the recipient's, and as the core will.
  const senderCheck = checkEntry(sender.number, sender.country);
  const ready = emailTrouble(email, domains) === null && senderCheck.ok;
  const next = useCallback(() => {
    if (ready) onNext();
  }, [ready, onNext]);
  useEnterKey(next);

  const onTextKey = (key: TextKey) => {
    const box = input.current;
    const edit = typeTextKey(email, { start: box?.selectionStart ?? email.length, end: box?.selectionEnd ?? email.length }, key, MAX_EMAIL_LENGTH);
    caret.current = edit.caret;
    onChange(edit.value, sender);
  };
  const onSenderKey = useCallback(
    (key: KeypadKey) => onChange(email, { ...sender, number: applyKey(sender.number, key, { decimal: false, maxLength: MAX_ENTRY_LENGTH }) }),
    [email, sender, onChange],
  );
  const chooseEnding = (domain: string) => {
    onChange(withEnding(email, domain), sender);
    // The address is whole: on to the phone, for the keypad and the keyboard alike.
    setField('sender');
    senderBox.current?.focus();
  };

  const addressTrouble = emailTroubleToShow(email, domains);
  const senderTrouble = senderCheck.ok || !senderCheck.now ? null : senderCheck.why;
  const error =
    addressTrouble === 'address'
      ? t('problem.address', { domain: domains[0] ?? '' })
      : addressTrouble === 'domain'
        ? t('problem.domain', { domains: domains.map((domain) => `@${domain}`).join(', ') })
        : senderTrouble === 'too-long'
          ? t('problem.senderLong')
          : senderTrouble
            ? t('problem.senderInvalid')
            : null;

  return (
    <section className="step email-step" aria-label={t('step')}>
      <div className="step-main">
        <OperatorHeader recipientText={recipientText} operator={operator} onChangeOperator={onChangeOperator} />
        <label className={field === 'email' ? 'email-field is-active' : 'email-field'}>
          <span className="email-label">{t('address')}</span>
          <input
            ref={input}
            className="email-input"
            type="text"
            dir="ltr"
            // The on-screen keyboard is the touch keyboard: the system's own must not cover the screen.
            inputMode="none"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            aria-describedby={hintId}
            aria-invalid={addressTrouble !== null}
            onFocus={() => setField('email')}
            onChange={(event) => onChange(event.target.value.replace(/\s/g, ''), sender)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') next();
            }}
          />
        </label>
        <p id={hintId} className="visually-hidden">
          {t('addressHint')}
        </p>
        <div className="email-endings" role="group" aria-label={t('endings')}>
          {domains.map((domain) => (
            <button key={domain} type="button" className="button" dir="ltr" onClick={() => chooseEnding(domain)}>
              @{domain}
            </button>
          ))}
        </div>
        <div className={field === 'sender' ? 'email-field is-active' : 'email-field'}>
          <span className="email-label">
            {t('sender')} <bdi dir="ltr">{callingCodeOf(sender.country)}</bdi>
          </span>
          {/* Focusable, so Tab reaches it and the keypad (and the keyboard's digits) then type into it. */}
          <output ref={senderBox} tabIndex={0} className="entry sender-entry" aria-label={t('sender')} onFocus={() => setField('sender')} onClick={() => setField('sender')}>
            {sender.number ? <bdi dir="ltr">{formatEntry(sender.number, sender.country)}</bdi> : <span className="placeholder">{t('typeSender')}</span>}
          </output>
        </div>
        <ErrorLine error={error} />
      </div>
      <div className="step-side">
        {field === 'email' ? (
          <TextKeyboard label={t('keyboard')} backspaceLabel={t('backspace')} onKey={onTextKey} />
        ) : (
          <Keypad decimal={false} onKey={onSenderKey} />
        )}
        <div className="step-buttons">
          <button type="button" className="button" onClick={onBack}>
            {tc('back')}
          </button>
          <StartOver onStartOver={onStartOver} disabled={!canStartOver} />
          <button type="button" className="button primary" disabled={!ready} onClick={next}>
            {t('next')}
          </button>
        </div>
      </div>
    </section>
  );
}
