/** The chain's state in a few words, the same on the status bar ("Chain: synced") and in Settings → Chain. */
import { useTranslation } from 'react-i18next';
import type { ChainStatus } from '@shared/contract';
import { useFormats } from '../i18n/use-formats';

export function ChainWords({ status }: { status: ChainStatus }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const number = formats.number(status.waiting);
  switch (status.state) {
    case 'off':
      return <>{t('chain.states.off')}</>;
    case 'paused':
      return <>{t('chain.states.paused', { environment: t(`chain.environments.${status.enrolment?.environment ?? 'live'}`) })}</>;
    case 'synced':
      return <>{t('chain.states.synced')}</>;
    case 'waiting':
      return <>{t('chain.states.waiting', { number })}</>;
    case 'offline':
      return <>{t('chain.states.offline', { time: status.offlineSince ? formats.time(status.offlineSince) : '—', number })}</>;
  }
}
