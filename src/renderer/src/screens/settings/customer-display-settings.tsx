/**
 * The customer display: whether one is connected now, whether the customer is asked to confirm the number (and
 * whether the clerk may go on without their yes), and where the display shows. The desktop app opens it on a
 * screen of its own computer, chosen here; a browser cannot open windows on other screens, so in browser mode the
 * display is a second browser window the manager opens at the address the web host printed. That address holds
 * the display's token, which this screen never has nor shows.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDisplayScreen, Settings } from '@shared/contract';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { CheckRow } from './check-row';
import { Choice, ChoiceGroup } from './choice-group';
import { SettingsFoot } from './settings-foot';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './customer-display-settings.css';

type Display = Settings['customerDisplay'];

/** The choice group's value for "no screen": screen ids are Electron's numbers, never this. */
const NO_SCREEN = 'none';

export function CustomerDisplaySettings() {
  const { t } = useTranslation('settings');
  const saved = useStarted().settings.customerDisplay;
  const [form, setForm] = useState<Display>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const change = (next: Partial<Display>) => {
    setForm((current) => ({ ...current, ...next }));
    setJustSaved(false);
  };
  const screens = useTillQuery('customer.screens');
  const desktop = screens.data?.desktop ?? false;

  const save = useSaveSettings((next) => {
    setForm(next.customerDisplay);
    setJustSaved(true);
  });
  // The screen is the desktop app's alone: a browser offers none, so it leaves the saved one as it is.
  const patch: Partial<Display> = desktop ? form : { askToConfirm: form.askToConfirm, allowSkip: form.allowSkip };
  const changed = (Object.keys(patch) as Array<keyof Display>).some((key) => patch[key] !== saved[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJustSaved(false);
    void save.run({ customerDisplay: patch });
  };

  return (
    <form className="settings-form customer-display-settings" aria-label={t('customerDisplay.label')} onSubmit={submit} autoComplete="off">
      <Connection />
      <div className="settings-columns">
        <div className="settings-column">
          <CheckRow checked={form.askToConfirm} onChange={(askToConfirm) => change({ askToConfirm })} label={t('customerDisplay.askToConfirm')} hint={t('customerDisplay.askToConfirmHint')} />
          <CheckRow checked={form.allowSkip} onChange={(allowSkip) => change({ allowSkip })} label={t('customerDisplay.allowSkip')} hint={t('customerDisplay.allowSkipHint')} />
        </div>
        <div className="settings-column">
          {screens.isPending ? (
            <p className="hint">{t('customerDisplay.lookingForScreens')}</p>
          ) : desktop ? (
            <ScreenChoice screens={screens.data?.screens ?? []} value={form.screenId} savedId={saved.screenId} onChange={(screenId) => change({ screenId })} />
          ) : screens.data ? (
            <BrowserHowTo />
          ) : null}
        </div>
      </div>
      <SettingsFoot news={justSaved ? t('customerDisplay.saved') : ''} error={save.error ?? screens.error}>
        <button type="submit" className="button primary" disabled={save.busy || !changed}>
          {save.busy ? t('customerDisplay.saving') : t('customerDisplay.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}

/** Live: main's `customer.confirmation` event keeps the answer current in the cache as displays come and go. */
function Connection() {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const connected = useTillQuery('customer.confirmation').data?.connected;
  const state = connected === undefined ? 'unknown' : connected ? 'connected' : 'not-connected';
  return (
    <p className="customer-display-state">
      <span id={labelId}>{t('customerDisplay.now')}</span>
      <strong className={`is-${state}`} role="status" aria-labelledby={labelId}>
        {connected === undefined ? '…' : connected ? t('customerDisplay.connected') : t('customerDisplay.notConnected')}
      </strong>
    </p>
  );
}

interface ScreenChoiceProps {
  screens: readonly CustomerDisplayScreen[];
  value: number | null;
  savedId: number | null;
  onChange(screenId: number | null): void;
}

function ScreenChoice({ screens, value, savedId, onChange }: ScreenChoiceProps) {
  const { t } = useTranslation('settings');
  const ids = new Set(screens.map((screen) => screen.id));
  const pick = (chosen: string) => onChange(chosen === NO_SCREEN ? null : (screens.find((screen) => String(screen.id) === chosen)?.id ?? savedId));
  return (
    <>
      <ChoiceGroup className="customer-display-screens" label={t('customerDisplay.screen')} value={value === null ? NO_SCREEN : String(value)} onChange={pick}>
        <Choice value={NO_SCREEN}>{t('customerDisplay.noScreen')}</Choice>
        {screens.map((screen) => {
          const name = t('customerDisplay.screenSize', { label: screen.label, width: screen.width, height: screen.height });
          return (
            <Choice key={screen.id} value={String(screen.id)} dir="auto">
              {screen.primary ? t('customerDisplay.primary', { screen: name }) : name}
            </Choice>
          );
        })}
        {/* A saved screen unplugged now stays chosen and visible: the display comes back on it when it returns. */}
        {savedId !== null && !ids.has(savedId) ? <Choice value={String(savedId)}>{t('customerDisplay.notListed')}</Choice> : null}
      </ChoiceGroup>
      <p className="hint">{t('customerDisplay.screenHint')}</p>
    </>
  );
}

function BrowserHowTo() {
  const { t } = useTranslation('settings');
  return (
    <div className="customer-display-howto" role="group" aria-label={t('customerDisplay.howToTitle')}>
      <h3>{t('customerDisplay.howToTitle')}</h3>
      <p>{t('customerDisplay.howToAddress')}</p>
      <code dir="ltr">customer display at http://127.0.0.1:…</code>
      <p>{t('customerDisplay.howToOpen')}</p>
      <code dir="ltr">chromium --app="…"</code>
      <code dir="ltr">chromium --kiosk "…"</code>
    </div>
  );
}
