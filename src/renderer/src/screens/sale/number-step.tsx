/**
 * Step 1: the customer's country and mobile number, then the till finds the operator. The number comes from
 * the keypad, the keyboard, a paste or a scanner (digits then Enter); a calling code typed with it picks
 * the country. When the operator cannot be found the clerk picks it from the country's list instead.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneInput } from './sale-flow';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import { applyKey, type KeypadKey } from '../../lib/keypad-entry';
import { CountryPicker } from './country-picker';
import { regionName } from '../../lib/country-search';
import type { EntryCheck, WhyNot } from './phone-entry';
import { cleanEntry, MAX_ENTRY_LENGTH } from './phone-entry-text';
import { type PhoneRules, usePhoneRules, withPhoneRules } from './phone-rules';
import { StartOver } from './start-over';
import type { NumberStepProps } from './step-props';
import './number-step.css';

/** How long the clerk stops typing before "too short" is said: not while they are still typing. */
const PAUSE_MS = 1500;
/** Failures that are the number's fault: the clerk corrects it here, there is no list to fall back to. */
const WRONG_NUMBER = new Set(['INVALID_PHONE', 'INVALID_INPUT']);
const WHY_KEY = { 'too-short': 'why.tooShort', 'too-long': 'why.tooLong', 'not-of-country': 'why.notOfCountry', 'no-country': 'why.noCountry' } as const satisfies Record<WhyNot, string>;
/** What the rules say of an empty entry, known without them. */
const NOTHING_TYPED: EntryCheck = { ok: false, why: null, now: false };

export function NumberStep({ recipient, pinnedOperator, customerSaidNo, onCountry, onNumber, onDetected, onChooseOperator, onNext, recent, canStartOver, onStartOver }: NumberStepProps) {
  const { t } = useTranslation('number');
  const { locale } = useFormats();
  const bridge = useBridge();
  const [picking, setPicking] = useState(false);
  const rules = usePhoneRules(recipient.number !== '');
  const check = useMemo(() => (rules ? rules.checkEntry(recipient.number, recipient.country) : NOTHING_TYPED), [rules, recipient.number, recipient.country]);
  const [paused, reveal] = useRevealAfterPause(`${recipient.country}:${recipient.number}`);

  const find = useAction(
    async (country: string, e164: string) => {
      const asked = latest.current;
      const found = await bridge['operators.detect']({ country, number: e164 });
      // Corrected while the till was asking: the answer is for a number no longer on screen, so it must not
      // carry the sale on (it would go to the old number). The clerk taps Find again for the new one.
      if (latest.current.number !== asked.number || latest.current.country !== asked.country) return;
      onDetected(found.operator, found.e164);
    },
    {
      // Not found, offline, the service failing: the clerk picks the operator from the local catalog, so a
      // sale can still be taken (and queued). Only a wrong number stays here to be corrected.
      afterFailure: (failure) => {
        if (!WRONG_NUMBER.has(failure.code)) onChooseOperator(t(fallbackReason(failure.code)));
      },
    },
  );
  const { reset: forgetFailure } = find;

  // Keys may come faster than renders (a scanner): each one builds on the last, not on the last render.
  const latest = useRef<PhoneInput>(recipient);
  useLayoutEffect(() => {
    latest.current = recipient;
  }, [recipient]);

  const change = useCallback(
    (rules: PhoneRules, entry: string) => {
      forgetFailure();
      const country = latest.current.country;
      const placed = rules.countryOfEntry(entry);
      if (placed && placed.country !== country) {
        latest.current = placed;
        onCountry(placed.country, placed.number);
        return;
      }
      latest.current = { country, number: placed ? placed.number : entry };
      onNumber(latest.current.number);
    },
    [forgetFailure, onCountry, onNumber],
  );

  const submit = useCallback(() => {
    withPhoneRules((rules) => {
      const { country, number } = latest.current;
      const now = rules.checkEntry(number, country);
      if (!now.ok) reveal();
      else if (pinnedOperator) onNext(now.e164);
      else void find.run(country, now.e164);
    });
  }, [reveal, pinnedOperator, onNext, find]);

  // Not `picking`: the open picker holds the focus (modal), and the keypad (memoised) need not draw again when it opens.
  const onKey = useCallback(
    (key: KeypadKey) => {
      if (inDialog(document.activeElement)) return;
      withPhoneRules((rules) => change(rules, applyKey(latest.current.number, key, { decimal: false, maxLength: MAX_ENTRY_LENGTH })));
    },
    [change],
  );
  useEntryKeys({
    active: !picking,
    onPlus: () => withPhoneRules((rules) => latest.current.number === '' && change(rules, '+')),
    onPaste: (entry) => withPhoneRules((rules) => change(rules, entry)),
    onEnter: submit,
  });

  const pickCountry = useCallback(
    (country: string) => {
      // Digits typed before the country was chosen are kept; a calling code typed with them is not.
      const { number } = latest.current;
      onCountry(country, number.startsWith('+') || number.startsWith('00') ? undefined : number);
    },
    [onCountry],
  );

  const countryName = useMemo(() => regionName(recipient.country, locale) ?? recipient.country, [recipient.country, locale]);
  const why = find.error && WRONG_NUMBER.has(find.error.code) ? find.error.message : !check.ok && check.why && (check.now || paused) ? t(WHY_KEY[check.why], { country: countryName }) : '';
  const blocked = !check.ok || find.busy;

  return (
    <section className="step number-step" aria-label={t('step')}>
      <div className="step-main">
        <CountryPicker country={recipient.country} isOpen={picking} onOpenChange={setPicking} onPick={pickCountry} />
        <output className="entry number-entry" role="status" aria-label={t('entry')}>
          {recipient.number ? (
            <span className="number-digits" dir="ltr">
              {rules ? rules.formatEntry(recipient.number, recipient.country) : recipient.number}
            </span>
          ) : (
            <span className="placeholder">{t('placeholder')}</span>
          )}
        </output>
        {pinnedOperator ? <p className="pinned-operator">{t('pinned', { name: pinnedOperator.name })}</p> : null}
        {customerSaidNo ? (
          <p className="notice is-warning" role="status">
            {t('customerSaidNo')}
          </p>
        ) : null}
        <ErrorLine error={why} />
        <div className="number-recent">{recent}</div>
      </div>
      <div className="step-side">
        <Keypad decimal={false} onKey={onKey} />
        {/* aria-disabled, not disabled: a tap on it still says why the number cannot be used yet. */}
        <button type="button" className="button primary wide" aria-disabled={blocked} onClick={() => !find.busy && submit()}>
          {pinnedOperator ? t('next') : find.busy ? t('finding') : t('find')}
        </button>
        <div className="number-more">
          <button type="button" className="button" disabled={find.busy} onClick={() => onChooseOperator(null)}>
            {t('choose')}
          </button>
          {/* Always in its place (disabled on a fresh step), so the first digit typed moves nothing. */}
          <StartOver onStartOver={onStartOver} disabled={!canStartOver || find.busy} />
        </div>
      </div>
    </section>
  );
}

function fallbackReason(code: string) {
  if (code === 'NOT_FOUND' || code === 'DETECT_FAILED') return 'fallback.notFound' as const;
  if (code === 'OFFLINE' || code === 'NETWORK') return 'fallback.offline' as const;
  return 'fallback.failed' as const;
}

function inDialog(element: Element | null): boolean {
  return element?.closest('[role="dialog"], [role="alertdialog"]') != null;
}

/** True once the clerk has left `key` as it is for a moment, or asked (reveal) for it. */
function useRevealAfterPause(key: string): [boolean, () => void] {
  const [revealed, setRevealed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(key), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const reveal = useCallback(() => setRevealed(key), [key]);
  return [revealed === key, reveal];
}

interface EntryKeys {
  active: boolean;
  onPlus(): void;
  onPaste(entry: string): void;
  onEnter(): void;
}

/**
 * What the keypad does not hear: "+", a paste anywhere on the step, and Enter (how a scanner ends a number).
 * Enter on a control the clerk moved to is that control's own; on a keypad key just tapped, or the country
 * button the picker gave the focus back to, it means "go on".
 */
function useEntryKeys({ active, onPlus, onPaste, onEnter }: EntryKeys): void {
  const handlers = useRef({ onPlus, onPaste, onEnter });
  useLayoutEffect(() => {
    handlers.current = { onPlus, onPaste, onEnter };
  });
  useEffect(() => {
    if (!active) return;
    const elsewhere = (target: EventTarget | null) => target instanceof Element && (target.closest('input, textarea, select, [contenteditable="true"]') !== null || inDialog(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || elsewhere(event.target)) return;
      const onControl = event.target instanceof Element && event.target.closest('button, a, [role="button"], [role="option"]') !== null && event.target.closest('.keypad, .country-button') === null;
      if (event.key === '+') handlers.current.onPlus();
      else if (event.key === 'Enter' && !onControl) handlers.current.onEnter();
      else return;
      event.preventDefault();
    };
    const onPasteEvent = (event: ClipboardEvent) => {
      if (elsewhere(event.target)) return;
      const entry = cleanEntry(event.clipboardData?.getData('text') ?? '');
      if (!entry) return;
      event.preventDefault();
      handlers.current.onPaste(entry);
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('paste', onPasteEvent);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('paste', onPasteEvent);
    };
  }, [active]);
}
