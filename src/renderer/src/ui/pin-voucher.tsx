/** The PIN of a PIN operator's sale, large enough to read out or copy onto a slip. */
import type { PinDetail } from '@shared/contract';

export function PinVoucher({ pin }: { pin: PinDetail }) {
  return (
    <div className="pin-voucher" aria-label="PIN voucher">
      <p className="pin-code">
        PIN <strong>{pin.code ?? '—'}</strong>
      </p>
      <dl className="summary">
        {pin.serial ? (
          <>
            <dt>Serial</dt>
            <dd>{pin.serial}</dd>
          </>
        ) : null}
        {pin.validity ? (
          <>
            <dt>Valid</dt>
            <dd>{pin.validity}</dd>
          </>
        ) : null}
        {pin.ivr ? (
          <>
            <dt>Dial</dt>
            <dd>{pin.ivr}</dd>
          </>
        ) : null}
      </dl>
      {pin.info.map((line) => (
        <p key={line} className="hint">
          {line}
        </p>
      ))}
    </div>
  );
}
