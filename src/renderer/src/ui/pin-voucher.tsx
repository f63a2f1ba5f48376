/** The PIN of a PIN operator's sale, large enough to read out or copy onto a slip. */
import { useTranslation } from 'react-i18next';
import type { PinDetail } from '@shared/contract';

export function PinVoucher({ pin }: { pin: PinDetail }) {
  const { t } = useTranslation('states');
  return (
    <div className="pin-voucher" aria-label={t('pin.label')}>
      {/* Codes and numbers read left to right whatever the page's direction: isolated, they never reorder. */}
      <p className="pin-code">
        {t('pin.code')} <strong dir="ltr">{pin.code ?? '—'}</strong>
      </p>
      <dl className="summary">
        {pin.serial ? (
          <>
            <dt>{t('pin.serial')}</dt>
            <dd>
              <bdi dir="ltr">{pin.serial}</bdi>
            </dd>
          </>
        ) : null}
        {pin.validity ? (
          <>
            <dt>{t('pin.validity')}</dt>
            <dd>{pin.validity}</dd>
          </>
        ) : null}
        {pin.ivr ? (
          <>
            <dt>{t('pin.dial')}</dt>
            <dd>
              <bdi dir="ltr">{pin.ivr}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {/* The operator's own instructions, in its language: a line of them is read in its own direction. */}
      {pin.info.map((line) => (
        <p key={line} className="hint" dir="auto">
          {line}
        </p>
      ))}
    </div>
  );
}
