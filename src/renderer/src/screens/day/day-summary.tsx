/**
 * The "Day summary" region: which business day, whether it is still open (the running X) or closed (its Z, and
 * which day the till has moved on to), the buttons to look at another day, the key figures, and the details
 * scrolling below them.
 */
import { useTranslation } from 'react-i18next';
import type { DaySummary } from '@shared/contract';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { dayLabel } from '../../lib/calendar-day';
import { DayDetails } from './day-details';
import { DayTotals } from './day-totals';

export interface DayChoice {
  /** Null: the current business day is on show. */
  shown: string | null;
  onPrevious(): void;
  onNext(): void;
  onToday(): void;
}

interface DaySummaryViewProps {
  /** The day on show, once known. */
  day: string | null;
  summary: DaySummary | undefined;
  error: BridgeError | null;
  /** The business day new sales go to (the status's). */
  currentDay: string | null;
  choice: DayChoice;
  showPending: number;
}

export function DaySummaryView({ day, summary, error, currentDay, choice, showPending }: DaySummaryViewProps) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  return (
    <section className="day-summary" aria-label={t('summary.label')}>
      <div className="day-head">
        <h2>{day ? dayLabel(day, formats.locale) : t('summary.loading')}</h2>
        <div className="day-summary-nav" role="group" aria-label={t('nav.label')}>
          <button type="button" className="button" disabled={!day} onClick={choice.onPrevious}>
            {t('nav.previous')}
          </button>
          <button type="button" className="button" disabled={choice.shown === null} onClick={choice.onToday}>
            {t('nav.today')}
          </button>
          <button type="button" className="button" disabled={choice.shown === null} onClick={choice.onNext}>
            {t('nav.next')}
          </button>
        </div>
      </div>
      <p className="day-state">
        {summary ? <DayState summary={summary} currentDay={currentDay} /> : error ? '' : t('summary.loading')}
      </p>
      {summary ? (
        <>
          <DayTotals summary={summary} />
          <DayDetails summary={summary} showPending={showPending} />
        </>
      ) : (
        <ErrorLine error={error} />
      )}
    </section>
  );
}

/** Open or closed, and once closed, where new sales go now. */
function DayState({ summary, currentDay }: { summary: DaySummary; currentDay: string | null }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  if (summary.closedAt === null) return <>{t('summary.open', { time: formats.time(summary.generatedAt) })}</>;
  const movedOn = currentDay !== null && currentDay > summary.day;
  return (
    <>
      <strong>{t('summary.closed', { time: formats.dateTime(summary.closedAt) })}</strong>
      {movedOn ? ` ${t('summary.movedOn', { day: dayLabel(currentDay, formats.locale) })}` : null}
    </>
  );
}
