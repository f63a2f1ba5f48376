/**
 * Which day the history shows, and the way to another: the day before, the day after (never past today),
 * back to today, or every day at once. "Today" follows the business day as it turns at the shop's start hour.
 */
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../i18n/use-formats';
import { dayLabel } from '../../lib/calendar-day';
import { type DayChoice, dayShown, stepDay } from './history-view';

interface DayNavProps {
  choice: DayChoice;
  /** Today's business day (status.get); undefined until it is read. */
  today: string | undefined;
  onChoose(choice: DayChoice): void;
}

export function DayNav({ choice, today, onChoose }: DayNavProps) {
  const { t } = useTranslation('recent');
  const before = stepDay(choice, today, -1);
  const after = stepDay(choice, today, 1);
  return (
    <div className="day-nav" role="group" aria-label={t('day.label')}>
      <button type="button" className="button" disabled={!before} onClick={() => before && onChoose(before)}>
        {t('day.previous')}
      </button>
      <button type="button" className="button" disabled={!after} onClick={() => after && onChoose(after)}>
        {t('day.next')}
      </button>
      <button type="button" className="button" aria-pressed={choice.kind === 'today'} onClick={() => onChoose({ kind: 'today' })}>
        {t('day.today')}
      </button>
      <button type="button" className="button" aria-pressed={choice.kind === 'all'} onClick={() => onChoose({ kind: 'all' })}>
        {t('day.all')}
      </button>
    </div>
  );
}

/** The heading over the list: the day shown, in the page's language. */
export function useDayTitle(choice: DayChoice, today: string | undefined): string {
  const { t } = useTranslation('recent');
  const { locale } = useFormats();
  const day = dayShown(choice, today);
  if (day === null) return t('day.allTitle');
  if (day === undefined) return t('list.title');
  const label = dayLabel(day, locale);
  return choice.kind === 'today' ? t('day.todayTitle', { day: label }) : label;
}
