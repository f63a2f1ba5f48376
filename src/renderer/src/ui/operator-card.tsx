/** An operator as the clerk recognises it: logo and name, and whether it sells PINs or data. */
import type { OperatorSummary } from '@shared/contract';
import { RemoteImage } from './remote-image';

export function OperatorCard({ operator }: { operator: OperatorSummary }) {
  return (
    <div className="operator-card">
      <span className="operator-logo">
        <RemoteImage src={operator.logoUrl} size={{ width: 56, height: 56 }} />
      </span>
      <span className="operator-name">{operator.name}</span>
      {operator.pin ? <span className="tag">PIN</span> : null}
      {operator.data ? <span className="tag">Data</span> : null}
    </div>
  );
}
