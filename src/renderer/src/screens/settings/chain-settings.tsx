/**
 * The till's place in a chain of shops: where its journal goes (the chain's central database), how far the
 * centre has it, and what went wrong last. A manager enrols the till with the file `npm run chain:enroll` wrote
 * (on a USB stick, say), or takes it out of the chain. The file holds the till's key, so main reads it: this
 * screen gives only its path (or, in the desktop app, lets main ask with the open dialog) and shows only what
 * the enrolment says about itself.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainStatus } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { setTillData, tillKey } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ChainWords } from '../../ui/chain-words';
import { ErrorLine } from '../../ui/error-line';
import { useSettingsGuard } from '../../ui/use-settings-change';
import './chain-settings.css';

export function ChainSettings() {
  const { t } = useTranslation('settings');
  const status = useTillQuery('chain.status', undefined, { staleTime: Infinity }).data ?? null;
  return (
    <section className="chain-settings" aria-label={t('chain.label')}>
      <div className="chain-columns">
        <ChainState status={status} />
        <EnrolForm enrolled={status?.enrolment != null} />
      </div>
    </section>
  );
}

function ChainState({ status }: { status: ChainStatus | null }) {
  const { t } = useTranslation('settings');
  const { t: common } = useTranslation();
  const formats = useFormats();
  const enrolment = status?.enrolment ?? null;
  return (
    <div className="panel chain-state" role="group" aria-label={t('chain.state')}>
      <p className={`chain-line is-${status?.state ?? 'off'}`} role="status">
        {status ? <ChainWords status={status} /> : '…'}
      </p>
      <dl className="chain-facts">
        <dt>{t('chain.till')}</dt>
        <dd>{enrolment ? `${enrolment.tillId} · ${enrolment.name}` : '—'}</dd>
        <dt>{t('chain.shop')}</dt>
        <dd>{enrolment?.shop ?? '—'}</dd>
        <dt>{t('chain.server')}</dt>
        <dd dir="ltr">{enrolment?.server ?? '—'}</dd>
        <dt>{t('chain.environment')}</dt>
        <dd>{enrolment ? common(`chain.environments.${enrolment.environment}`) : '—'}</dd>
        <dt>{t('chain.lastSync')}</dt>
        <dd>{status?.lastSyncAt ? formats.dateTime(status.lastSyncAt, { seconds: true }) : '—'}</dd>
      </dl>
      {status?.problem ? (
        <p className="hint" dir="auto">
          {t('chain.problem', { problem: status.problem })}
        </p>
      ) : null}
      {status && status.conflicts > 0 ? <p className="error-line">{t('chain.conflicts', { number: formats.number(status.conflicts) })}</p> : null}
      {status?.restored ? (
        <p className="notice">{t('chain.restored', { time: formats.dateTime(status.restored.at), number: formats.number(status.restored.missing) })}</p>
      ) : null}
    </div>
  );
}

function EnrolForm({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const client = useQueryClient();
  const guarded = useSettingsGuard();
  const [path, setPath] = useState('');
  const [note, setNote] = useState('');

  const answered = (next: ChainStatus | null, done: string) => {
    if (next === null) return;
    setTillData(client, 'chain.status', undefined, next);
    setNote(done);
  };
  const enrol = useAction(async () => {
    const chosen = path.trim();
    const before = JSON.stringify(client.getQueryData<ChainStatus>(tillKey('chain.status'))?.enrolment ?? null);
    const next = await guarded(() => bridge['chain.enrol'](chosen ? { path: chosen } : {}));
    // The desktop app's dialog closed without a file answers the status as it was: nothing to say then.
    answered(next, chosen || JSON.stringify(next?.enrolment ?? null) !== before ? t('chain.enrolled') : '');
    setPath('');
  });
  const leave = useAction(async () => answered(await guarded(() => bridge['chain.leave']()), t('chain.left')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    leave.reset();
    void enrol.run();
  };

  return (
    <form className="panel chain-enrol" aria-label={t('chain.enrolForm')} onSubmit={submit} autoComplete="off">
      <label>
        {t('chain.path')}
        <input value={path} onChange={(event) => setPath(event.target.value)} spellCheck={false} dir="ltr" placeholder="/media/usb/till_0042.chain.json" />
      </label>
      <p className="hint">{t('chain.pathHint')}</p>
      <ErrorLine error={enrol.error ?? leave.error} />
      <p className="status-line" role="status">
        {note}
      </p>
      <div className="chain-buttons">
        <button type="submit" className="button primary" disabled={enrol.busy}>
          {enrol.busy ? t('chain.enrolling') : enrolled ? t('chain.enrolAgain') : t('chain.enrol')}
        </button>
        <button
          type="button"
          className="button"
          disabled={leave.busy || !enrolled}
          onClick={() => {
            setNote('');
            enrol.reset();
            void leave.run();
          }}
        >
          {t('chain.leave')}
        </button>
      </div>
    </form>
  );
}
