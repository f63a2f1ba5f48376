/**
 * Nothing below works without the till's status and settings: until both are read this says the till is
 * starting, and says why when a read fails. Once through, the screens have the room: a later failed re-read
 * shows on the status bar (offline), not here.
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
  if (status.data && settings.data) return children;
  return (
    <>
      <ErrorLine error={status.error ?? settings.error} />
      <p className="hint">{t('starting')}</p>
    </>
  );
}
