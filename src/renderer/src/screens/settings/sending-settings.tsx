/** How the till sends top-ups to the service: waiting for each answer or handing over, and how many at once. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@shared/contract';
import { useStarted } from '../../data/use-started';
import { Choice, ChoiceGroup } from './choice-group';
import { NumberStepper, wholeIn } from './number-stepper';
import { SettingsFoot } from './settings-foot';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';

type Mode = Settings['sending']['mode'];
const MODES: readonly Mode[] = ['sync', 'async'];
/** The contract's bounds on sales sent at once. */
const CONCURRENCY = { min: 1, max: 8 } as const;

export function SendingSettings() {
  const { t } = useTranslation('settings');
  const saved = useStarted().settings.sending;
  const [mode, setMode] = useState(saved.mode);
  const [concurrency, setConcurrency] = useState(String(saved.concurrency));
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveSettings((next) => {
    setMode(next.sending.mode);
    setConcurrency(String(next.sending.concurrency));
    setJustSaved(true);
  });
  const atOnce = wholeIn(concurrency, CONCURRENCY.min, CONCURRENCY.max);
  const changed = mode !== saved.mode || atOnce !== saved.concurrency;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (atOnce === null) return;
    setJustSaved(false);
    void save.run({ sending: { mode, concurrency: atOnce } });
  };

  return (
    <form className="settings-form" aria-label={t('sending.label')} onSubmit={submit} autoComplete="off">
      <ChoiceGroup
        label={t('sending.mode')}
        value={mode}
        onChange={(value) => {
          setMode(MODES.find((each) => each === value) ?? mode);
          setJustSaved(false);
        }}
      >
        {MODES.map((each) => (
          <Choice key={each} value={each}>
            {t(`sending.modes.${each}`)}
          </Choice>
        ))}
      </ChoiceGroup>
      <p className="hint">{t(`sending.modeHints.${mode}`)}</p>
      <NumberStepper
        label={t('sending.concurrency')}
        value={concurrency}
        min={CONCURRENCY.min}
        max={CONCURRENCY.max}
        onChange={(next) => {
          setConcurrency(next);
          setJustSaved(false);
        }}
      />
      <p className="hint">{atOnce === null ? t('stepper.range', { label: t('sending.concurrency'), ...CONCURRENCY }) : t('sending.concurrencyHint')}</p>
      <SettingsFoot news={justSaved ? t('sending.saved') : ''} error={save.error}>
        <button type="submit" className="button primary" disabled={save.busy || !changed || atOnce === null}>
          {save.busy ? t('sending.saving') : t('sending.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
