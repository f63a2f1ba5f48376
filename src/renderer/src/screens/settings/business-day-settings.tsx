/**
 * When the business day starts (the hour) and in which time zone: the day every sale is counted in, and so
 * what each X and Z report holds. The zone is found in a list by typing part of a city or region.
 */
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../data/use-started';
import { useLanguage } from '../../i18n/language-provider';
import { NumberStepper, wholeIn } from './number-stepper';
import { SettingsFoot } from './settings-foot';
import { TimeZonePicker } from '../../ui/time-zone-picker';
import { timeZoneOptions } from '../../lib/time-zones';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './business-day-settings.css';

export function BusinessDaySettings() {
  const { t } = useTranslation('settings');
  const { locale } = useLanguage();
  const saved = useStarted().settings.businessDay;
  const [hour, setHour] = useState(String(saved.startHour));
  const [zone, setZone] = useState(saved.timeZone);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveSettings((next) => {
    setHour(String(next.businessDay.startHour));
    setZone(next.businessDay.timeZone);
    setJustSaved(true);
  });

  const zones = useMemo(() => timeZoneOptions(saved.timeZone, locale), [saved.timeZone, locale]);
  const startHour = wholeIn(hour, 0, 23);
  const changed = startHour !== saved.startHour || zone !== saved.timeZone;
  const zoneName = zones.find((option) => option.id === zone)?.name ?? zone;
  const startsAt = startHour === null ? null : new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, startHour));

  const choose = useCallback((next: string) => {
    setZone(next);
    setJustSaved(false);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (startHour === null) return;
    setJustSaved(false);
    void save.run({ businessDay: { startHour, timeZone: zone } });
  };

  return (
    <form className="settings-form business-day-settings" aria-label={t('businessDay.label')} onSubmit={submit} autoComplete="off">
      <div className="settings-columns">
        <div className="settings-column">
          <NumberStepper
            label={t('businessDay.startHour')}
            value={hour}
            min={0}
            max={23}
            onChange={(next) => {
              setHour(next);
              setJustSaved(false);
            }}
          />
          <p className="hint">{startsAt === null ? t('stepper.range', { label: t('businessDay.startHour'), min: 0, max: 23 }) : t('businessDay.startHint', { time: startsAt })}</p>
          <p className="business-day-zone" dir="auto">
            {t('businessDay.zoneNow', { zone: zoneName })}
          </p>
        </div>
        <div className="settings-column">
          <TimeZonePicker zones={zones} value={zone} onChange={choose} />
        </div>
      </div>
      <SettingsFoot news={justSaved ? t('businessDay.saved') : ''} error={save.error}>
        <button type="submit" className="button primary" disabled={save.busy || !changed || startHour === null}>
          {save.busy ? t('businessDay.saving') : t('businessDay.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
