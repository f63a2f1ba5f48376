/**
 * "Start over", on every step before the cash is taken: the sale on screen is dropped for a fresh number step
 * (sale-flow.ts). Never offered once the sale is sent, nor while it is being taken.
 */
import { useTranslation } from 'react-i18next';

interface StartOverProps {
  onStartOver(): void;
  disabled?: boolean;
  /** Extra classes for the step's own layout (`wide`, `primary` when it is the way on). */
  className?: string;
}

export function StartOver({ onStartOver, disabled = false, className = '' }: StartOverProps) {
  const { t } = useTranslation('sale');
  return (
    <button type="button" className={`button start-over ${className}`.trim()} disabled={disabled} onClick={onStartOver}>
      {t('startOver')}
    </button>
  );
}
