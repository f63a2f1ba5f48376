/**
 * Nothing below works without the till's status and settings: until both are read this says the till is
 * starting, and says why when a read fails. The line keeps its room either way, so nothing jumps.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../data/use-settings';
import { useStatus } from '../../data/use-status';
import { ErrorLine } from '../../ui/error-line';

export function StartGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const settings = useSettings();
  const { t } = useTranslation('gates');
  return (
    <>
      <ErrorLine error={status.error ?? settings.error} />
      {status.data && settings.data ? children : <p className="hint">{t('starting')}</p>}
    </>
  );
}
