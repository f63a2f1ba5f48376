/**
 * The till's place in a chain of shops: where its journal goes (the chain's central database), how far the
 * centre has it, and what went wrong last. A manager enrols the till with the file `npm run chain:enroll` wrote
 * (from a USB stick, or pasted), or takes it out of the chain. The file holds the till's key: it goes to main
 * once and this screen keeps nothing of it; the screen shows only what the enrolment says about itself.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainStatus } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ChainWords } from '../../ui/chain-words';
import { ErrorLine } from '../../ui/error-line';
import { useSettingsGuard } from './use-settings-change';
import './chain-settings.css';

/** An enrolment file is a few kilobytes; anything far larger is not one. */
const MAX_FILE_BYTES = 64_000;

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
    </div>
  );
}

function EnrolForm({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const client = useQueryClient();
  const guarded = useSettingsGuard();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const answered = (next: ChainStatus | null, done: string) => {
    if (next === null) return;
    setTillData(client, 'chain.status', undefined, next);
    setNote(done);
  };
  const enrol = useAction(async () => {
    try {
      answered(await guarded(() => bridge['chain.enrol']({ enrolment: text })), t('chain.enrolled'));
    } finally {
      // The key leaves the screen whatever the answer.
      setText('');
      if (fileInput.current) fileInput.current.value = '';
    }
  });
  const leave = useAction(async () => answered(await guarded(() => bridge['chain.leave']()), t('chain.left')));

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    setNote('');
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError(t('chain.fileTooLarge'));
    void file.text().then(setText, () => setFileError(t('chain.fileUnreadable')));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    leave.reset();
    void enrol.run();
  };

  return (
    <form className="panel chain-enrol" aria-label={t('chain.enrolForm')} onSubmit={submit} autoComplete="off">
      <label>
        {t('chain.file')}
        <input ref={fileInput} type="file" accept=".json,application/json" onChange={chooseFile} />
      </label>
      <label>
        {t('chain.paste')}
        <textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} spellCheck={false} dir="ltr" />
      </label>
      <ErrorLine error={fileError ?? enrol.error ?? leave.error} />
      <p className="status-line" role="status">
        {note}
      </p>
      <div className="chain-buttons">
        <button type="submit" className="button primary" disabled={enrol.busy || text.trim() === ''}>
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
