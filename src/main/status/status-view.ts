/** The till's status as the screens show it, composed from its parts. Pure: every part is read by the caller. */
import type { Environment, Money, Status } from '../../shared/contract';
import { toMicros } from '../../shared/money';

export interface StatusParts {
  environment: Environment;
  connectivity: Status['connectivity'];
  credentialsConfigured: boolean;
  pendingSales: number;
  balance: { amount: Money; updatedAt: string } | null;
  /** The settings' threshold, decimal text in the account's currency. */
  lowBalanceThreshold: string;
  catalog: Status['catalog'];
  businessDay: string;
  clerk: string;
  /** The drawer's open shift; 0 when none is open. */
  shift: number;
  version: string;
}

export function statusView(parts: StatusParts): Status {
  const { balance } = parts;
  const threshold = toMicros(parts.lowBalanceThreshold);
  return {
    environment: parts.environment,
    connectivity: parts.connectivity,
    credentialsConfigured: parts.credentialsConfigured,
    pendingSales: parts.pendingSales,
    balance: balance && { ...balance, low: balance.amount.micros < threshold },
    lowBalanceThreshold: balance ? { micros: threshold, currency: balance.amount.currency } : null,
    catalog: parts.catalog,
    businessDay: parts.businessDay,
    shift: parts.shift,
    clerk: parts.clerk,
    version: parts.version,
  };
}
