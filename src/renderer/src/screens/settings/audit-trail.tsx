/**
 * The audit trail, for a manager or the owner: a business day's actions on money, PINs, clerks and settings, with
 * who was signed in and which manager allowed each — the day before, the day after, today, one person's part of
 * it, and the same as CSV. Reading it records nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/contract';
import { nextDay, previousDay } from '@shared/business-day';
import { useBridge } from '../../data/bridge-context';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { dayLabel } from '../../lib/calendar-day';
import { CsvNotes } from '../../ui/csv-notes';
import { ErrorLine } from '../../ui/error-line';
import { FilterSelect } from '../../ui/filter-select';
import { useCsvExport } from '../../ui/use-csv-export';
import '../../ui/settings-form.css';
import './audit-trail.css';

export function AuditTrail() {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const { locale } = useFormats();
  const today = useStarted().status.businessDay;
  const [chosen, setChosen] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const day = chosen ?? today;
  const input = { day, ...(personId ? { clerkId: personId } : {}) };
  const trail = useTillQuery('audit.list', input);
  const clerks = useTillQuery('clerks.list');
  const csv = useCsvExport(() => bridge['audit.exportCsv'](input));
  const names = new Map((clerks.data ?? []).map((clerk) => [clerk.id, clerk.name]));

  return (
    <section className="settings-form audit-trail" aria-label={t('audit.label')}>
      <div className="audit-tools">
        <h2>{dayLabel(day, locale)}</h2>
        <div className="audit-days" role="group" aria-label={t('audit.days')}>
          <button type="button" className="button" onClick={() => setChosen(previousDay(day))}>
            {t('audit.previous')}
          </button>
          <button type="button" className="button" disabled={day >= today} onClick={() => setChosen(nextDay(day) >= today ? null : nextDay(day))}>
            {t('audit.next')}
          </button>
          <button type="button" className="button" aria-pressed={chosen === null} onClick={() => setChosen(null)}>
            {t('audit.today')}
          </button>
        </div>
        <FilterSelect
          label={t('audit.person')}
          allLabel={t('audit.everyone')}
          options={(clerks.data ?? []).map((clerk) => ({ id: clerk.id, name: clerk.name }))}
          value={personId}
          onChange={setPersonId}
        />
        <button type="button" className="button" disabled={csv.busy} onClick={() => void csv.run()}>
          {t('audit.export')}
        </button>
      </div>
      {trail.data ? <AuditTable entries={trail.data.entries} names={names} caption={t('audit.table', { day: dayLabel(day, locale) })} /> : <p className="hint">{t('audit.loading')}</p>}
      <CsvNotes csv={csv} />
      <ErrorLine error={trail.error ?? clerks.error} />
    </section>
  );
}

function AuditTable({ entries, names, caption }: { entries: AuditEntry[]; names: ReadonlyMap<string, string>; caption: string }) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  if (entries.length === 0) return <p className="hint">{t('audit.empty')}</p>;
  // What an entry is about: its sale, its shift, or the clerk (by today's name) or day it names.
  const about = (entry: AuditEntry): string =>
    entry.saleId ? t('audit.sale', { id: entry.saleId }) : entry.shiftId !== null ? t('audit.shift', { id: entry.shiftId }) : entry.subject ? (names.get(entry.subject) ?? entry.subject) : '';
  return (
    <div className="audit-rows">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.time')}</th>
            <th scope="col">{t('audit.columns.action')}</th>
            <th scope="col">{t('audit.columns.clerk')}</th>
            <th scope="col">{t('audit.columns.manager')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="audit-time">{formats.time(entry.at)}</td>
              <td>
                <span className="audit-action">{t(`audit.actions.${entry.action}`)}</span>
                {about(entry) ? <span dir="auto"> · {about(entry)}</span> : null}
                {entry.detail ? (
                  <span className="audit-detail" dir="auto">
                    {entry.detail}
                  </span>
                ) : null}
              </td>
              <td dir="auto">{entry.clerkName ?? (entry.clerkId ? (names.get(entry.clerkId) ?? entry.clerkId) : t('audit.nobody'))}</td>
              <td dir="auto">{entry.managerName ?? t('audit.nobody')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
