/** Today's closed shifts, newest first: a tap shows one's report (and prints it again if wanted). */
import { useTranslation } from 'react-i18next';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';

export function EarlierShifts({ onShow }: { onShow(shiftId: number): void }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const shifts = useTillQuery('shifts.list');
  const closed = (shifts.data ?? []).filter((shift) => shift.closedAt !== null).sort((a, b) => b.id - a.id);
  if (closed.length === 0) return null;
  return (
    <section className="earlier-shifts" aria-label={t('shift.earlier.title')}>
      <h3>{t('shift.earlier.title')}</h3>
      <ul>
        {closed.map((shift) => (
          <li key={shift.id}>
            <button type="button" className="choice" onClick={() => onShow(shift.id)}>
              {t('shift.earlier.item', { number: shift.id, clerk: shift.clerkName, from: formats.time(shift.openedAt), to: formats.time(shift.closedAt ?? shift.openedAt) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
