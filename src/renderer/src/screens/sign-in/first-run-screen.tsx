/**
 * A till's first run: no clerk exists yet, so the shop's manager says where the shop stands (its country, and
 * its time zone where the country has several), gives their name, then a PIN typed twice (the second time to be
 * sure of it), and is signed in; the till then speaks the country's language and writes its formats. One field and one on-screen keyboard at a time; the
 * physical keyboard types into each, and Enter goes on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useSettings } from '../../data/use-settings';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';
import { NameKeyboard } from '../../ui/name-keyboard';
import { useNameKeys } from '../../ui/use-name-keys';
import { isPin, PinEntry } from '../../ui/pin-entry';
import { type PlaceDraft, placeOf, ShopCountryField, ShopZoneChoice } from './shop-place-step';
import './sign-in.css';

type Phase = 'place' | 'name' | 'pin' | 'repeat';
type Problem = 'place' | 'name' | 'pin' | 'mismatch' | null;

const MAX_NAME = 40;

export function FirstRunScreen() {
  const { t } = useTranslation('clerks');
  const bridge = useBridge();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('place');
  const [placeDraft, setPlaceDraft] = useState<PlaceDraft>({ country: null, timeZone: null });
  // The zone the core keeps days in until told otherwise: the machine's own.
  const machineZone = useSettings().data?.businessDay.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const place = placeOf(placeDraft, machineZone);
  const onPlace = (draft: PlaceDraft) => {
    setPlaceDraft(draft);
    setProblem(null);
  };
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  // Each word of a name starts with a capital: Shift comes on by itself at a word's start.
  const nameKeys = useNameKeys({
    text: name,
    onText: (typed) => {
      setName(typed);
      setProblem(null);
    },
    maxLength: MAX_NAME,
    capitalize: 'words',
  });

  const setup = useAction(async () => {
    const session = await bridge['clerks.setup']({ name: name.trim(), pin, ...(place ? { shop: place } : {}) });
    // The place changed the settings (language, country, zone): read them before the till shows in them.
    await rereadTill(client, 'settings.get');
    setTillData(client, 'clerks.session', undefined, session);
  });

  // Each field takes the focus as it comes, so the keyboard types into it without a tap.
  useEffect(() => (phase === 'place' ? undefined : (phase === 'name' ? nameKeys.field : pinInput).current?.focus()), [phase]);

  const go = (next: Phase, trouble: Problem = null) => {
    setProblem(trouble);
    setup.reset();
    setPhase(next);
  };
  const onNext = () => {
    if (phase === 'place') {
      if (place) go('name');
      else setProblem('place');
    } else if (phase === 'name') {
      if (name.trim()) go('pin');
      else setProblem('name');
    } else if (phase === 'pin') {
      if (isPin(pin)) go('repeat');
      else setProblem('pin');
    } else if (repeat === pin) {
      void setup.run();
    } else {
      // Which of the two was mistyped cannot be told: both are typed again.
      setPin('');
      setRepeat('');
      go('pin', 'mismatch');
    }
  };
  const onBack = () => {
    setRepeat('');
    go(phase === 'repeat' ? 'pin' : phase === 'pin' ? 'name' : 'place');
  };

  const enterGoesOn = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onNext();
  };

  return (
    <section className="step first-run" aria-label={t('setup.label')}>
      <div className="step-main">
        <h2>{phase === 'place' ? t('setup.placeTitle') : t('setup.title')}</h2>
        <p className="hint">{phase === 'place' ? t('setup.placeIntro') : t('setup.intro')}</p>
        {phase === 'place' ? (
          <ShopCountryField draft={placeDraft} machineZone={machineZone} onChange={onPlace} />
        ) : phase === 'name' ? (
          <label className="name-field">
            <span className="name-label">{t('setup.name')}</span>
            <input
              ref={nameKeys.ref}
              {...nameKeys.fieldProps}
              className="name-input"
              type="text"
              dir="auto"
              inputMode="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_NAME}
              value={name}
              aria-invalid={problem === 'name'}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              onKeyDown={enterGoesOn}
            />
          </label>
        ) : (
          <p className="setup-step">{phase === 'pin' ? t('setup.choosePin', { name: name.trim() }) : t('setup.repeatPin')}</p>
        )}
        <ErrorLine error={problem ? t(`setup.problem.${problem}`) : setup.error} />
      </div>
      <div className="step-side">
        {phase === 'place' ? (
          <>
            <ShopZoneChoice draft={placeDraft} machineZone={machineZone} onChange={onPlace} />
            <div className="setup-buttons">
              <button type="button" className="button primary" onClick={onNext}>
                {t('setup.next')}
              </button>
            </div>
          </>
        ) : phase === 'name' ? (
          <>
            <NameKeyboard label={t('setup.keyboard')} {...nameKeys.keyboard} />
            <div className="setup-buttons">
              <button type="button" className="button primary" onClick={onNext}>
                {t('setup.next')}
              </button>
            </div>
          </>
        ) : (
          <>
            <PinEntry
              key={phase}
              pin={phase === 'pin' ? pin : repeat}
              onPin={(update) => {
                setProblem(null);
                (phase === 'pin' ? setPin : setRepeat)(update);
              }}
              onEnter={onNext}
              inputRef={pinInput}
              disabled={setup.busy}
            />
            <div className="setup-buttons">
              <button type="button" className="button" disabled={setup.busy} onClick={onBack}>
                {t('setup.back')}
              </button>
              <button type="button" className="button primary" disabled={setup.busy} onClick={onNext}>
                {phase === 'pin' ? t('setup.next') : t('setup.save')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
