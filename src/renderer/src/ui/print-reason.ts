/**
 * Why a print job failed, in the screen's language: the problems the till can name are translated (the core's
 * English words, with lp's own message say, stay as the detail where they add one); any other reason is shown
 * as the core gave it.
 */
import { useTranslation } from 'react-i18next';
import type { PrintJob } from '@shared/contract';

export function usePrintReason(): (job: Pick<PrintJob, 'problem' | 'reason'>) => string | null {
  const { t } = useTranslation('print');
  return ({ problem, reason }) => (problem ? t(`problems.${problem}`, { detail: reason ?? '' }) : reason);
}
