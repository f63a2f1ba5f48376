/**
 * Who is at the till: the active clerks as big buttons, the PIN on the keypad (or the keyboard; Enter signs
 * in), and "Sign in". A wrong PIN says how many tries are left, a lockout until when. The next person starts
 * in the till's own language, not the last customer's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clerk } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { ClerkChoice } from '../../ui/clerk-choice';
import { isPin, PinEntry } from '../../ui/pin-entry';
import { usePinRefusal } from '../../ui/pin-refusal';
import './sign-in.css';
import { useForgottenPin } from '../../ui/use-forgotten-pin';

export function SignInScreen() {
  const { t } = useTranslation('clerks');
  const bridge = useBridge();
  const client = useQueryClient();
  const refusal = usePinRefusal();
  const { setCustomerLanguage } = useLanguage();
  const list = useTillQuery('clerks.list');
  const active = (list.data ?? []).filter((clerk) => clerk.active);
  const [picked, setPicked] = useState<string | null>(null);
  // One clerk only: nothing to pick.
  const chosen = active.find((clerk) => clerk.id === picked) ?? (active.length === 1 ? active[0] : undefined);
  const [pin, setPin] = useForgottenPin();
  const pinInput = useRef<HTMLInputElement>(null);

  useEffect(() => setCustomerLanguage(null), [setCustomerLanguage]);
  // The screen is there to type a PIN: the keyboard types it without a tap first.
  useEffect(() => pinInput.current?.focus(), []);

  const signIn = useAction(
    async () => {
      if (!chosen) return;
      setTillData(client, 'clerks.session', undefined, await bridge['clerks.signIn']({ clerkId: chosen.id, pin }));
    },
    {
      afterFailure: () => {
        setPin('');
        // A lockout shows on the clerk's button.
        void rereadTill(client, 'clerks.list');
      },
    },
  );
  const ready = chosen !== undefined && isPin(pin) && !signIn.busy;
  const submit = () => {
    if (ready) void signIn.run();
  };
  const choose = (clerk: Clerk) => {
    setPicked(clerk.id);
    setPin('');
    signIn.reset();
    // The keyboard types the PIN straight away.
    pinInput.current?.focus();
  };

  return (
    <section className="step sign-in" aria-label={t('signIn.label')}>
      <div className="step-main">
        <h2>{t('signIn.title')}</h2>
        <p className="hint">{chosen ? t('signIn.typePin', { name: chosen.name }) : t('signIn.pick')}</p>
        <ClerkChoice label={t('signIn.clerks')} clerks={active} chosen={chosen?.id ?? null} onChoose={choose} />
        {list.data && active.length === 0 ? <p className="hint">{t('signIn.none')}</p> : null}
        <ErrorLine error={list.error ?? refusal(signIn.error, chosen?.name ?? '')} />
      </div>
      <form
        className="step-side"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <PinEntry pin={pin} onPin={setPin} onEnter={submit} inputRef={pinInput} disabled={signIn.busy} />
        <button type="submit" className="button primary huge" disabled={!ready}>
          {t('signIn.button')}
        </button>
      </form>
    </section>
  );
}
