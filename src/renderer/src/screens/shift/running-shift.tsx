/**
 * The open shift: who opened it, since when, its float, and its report so far (an X for the drawer), then
 * "Close shift", which leads to counting the cash.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@shared/contract';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { CountCash } from './count-cash';
import { ReportFigures } from './shift-figures';
import type { ShownReport } from '../../data/shown-report';

export function RunningShift({ shift, onShow }: { shift: Shift; onShow(shown: ShownReport | null): void }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const report = useTillQuery('shifts.report');
  const [counting, setCounting] = useState(false);

  if (counting) {
    // The drawer's currencies as the report knows them; the float's at least, should the report not be read.
    const currencies = [...new Set([shift.float.currency, ...(report.data?.cash ?? []).map((line) => line.currency)])];
    return <CountCash shiftId={shift.id} currencies={currencies} onBack={() => setCounting(false)} onShow={onShow} />;
  }
  return (
    <section className="shift-running" aria-label={t('shift.running.title', { number: shift.id })}>
      <div className="shift-head">
        <h2>{t('shift.running.title', { number: shift.id })}</h2>
        <dl className="shift-facts">
          <dt>{t('shift.running.openedBy')}</dt>
          <dd>
            <bdi>{shift.clerkName}</bdi>
          </dd>
          <dt>{t('shift.running.since')}</dt>
          <dd>{formats.dateTime(shift.openedAt)}</dd>
          <dt>{t('shift.running.float')}</dt>
          <dd>{formats.money(shift.float)}</dd>
        </dl>
        <button type="button" className="button primary" onClick={() => setCounting(true)}>
          {t('shift.running.close')}
        </button>
      </div>
      <ReportFigures report={report} />
    </section>
  );
}
