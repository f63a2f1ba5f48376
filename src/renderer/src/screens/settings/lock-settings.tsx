/**
 * When the till locks itself (minutes without a touch), whether a PIN voucher's later reprints need a manager, and
 * kiosk mode (the desktop app full screen with no way out, started with the computer). Settings are the manager's:
 * turning kiosk mode off, like any change here, takes a manager's PIN.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../data/use-started';
import { CheckRow } from './check-row';
import { NumberStepper, wholeIn } from './number-stepper';
import { SettingsFoot } from './settings-foot';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';

/** The contract's bounds on the idle lock. */
const IDLE_MINUTES = { min: 1, max: 120 } as const;

export function LockSettings() {
  const { t } = useTranslation('settings');
  const { clerks: saved, shop } = useStarted().settings;
  const [minutes, setMinutes] = useState(String(saved.idleLockMinutes));
  const [reprintsNeedManager, setReprintsNeedManager] = useState(saved.reprintsNeedManager);
  const [kiosk, setKiosk] = useState(shop.kiosk);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveSettings((next) => {
    setMinutes(String(next.clerks.idleLockMinutes));
    setReprintsNeedManager(next.clerks.reprintsNeedManager);
    setKiosk(next.shop.kiosk);
    setJustSaved(true);
  });
  const idleLockMinutes = wholeIn(minutes, IDLE_MINUTES.min, IDLE_MINUTES.max);
  const changed = idleLockMinutes !== saved.idleLockMinutes || reprintsNeedManager !== saved.reprintsNeedManager || kiosk !== shop.kiosk;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (idleLockMinutes === null) return;
    setJustSaved(false);
    void save.run({ clerks: { idleLockMinutes, reprintsNeedManager }, shop: { kiosk } });
  };

  return (
    <form className="settings-form" aria-label={t('clerks.lock.label')} onSubmit={submit} autoComplete="off">
      <h2>{t('clerks.lock.title')}</h2>
      <NumberStepper
        label={t('clerks.lock.idle')}
        value={minutes}
        min={IDLE_MINUTES.min}
        max={IDLE_MINUTES.max}
        onChange={(next) => {
          setMinutes(next);
          setJustSaved(false);
        }}
      />
      <p className="hint">{idleLockMinutes === null ? t('stepper.range', { label: t('clerks.lock.idle'), ...IDLE_MINUTES }) : t('clerks.lock.idleHint')}</p>
      <CheckRow
        checked={reprintsNeedManager}
        onChange={(next) => {
          setReprintsNeedManager(next);
          setJustSaved(false);
        }}
        label={t('clerks.lock.reprints')}
      />
      <CheckRow
        checked={kiosk}
        onChange={(next) => {
          setKiosk(next);
          setJustSaved(false);
        }}
        label={t('clerks.lock.kiosk')}
        hint={t('clerks.lock.kioskHint')}
      />
      <SettingsFoot news={justSaved ? t('clerks.lock.saved') : ''} error={save.error}>
        <button type="submit" className="button primary" disabled={save.busy || !changed || idleLockMinutes === null}>
          {save.busy ? t('clerks.lock.saving') : t('clerks.lock.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
