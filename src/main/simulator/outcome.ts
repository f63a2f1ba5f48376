/**
 * THE DETERMINISTIC OUTCOME RULE. Clients (and the till's own tests) depend on it exactly.
 *
 * It looks at the last three digits of the recipient's national significant number; for the
 * e-mail-addressed Cuban operator, at the last three characters of the e-mail's local part.
 *
 *   ends 111  → PROCESSING, settles to SUCCESSFUL after settleMs
 *   ends 112  → PROCESSING, settles to REFUNDED after settleMs (cost refunded)
 *   ends 113  → PROCESSING, settles to FAILED after settleMs (cost refunded)
 *   ends 222  → REFUNDED at once: the answer says REFUNDED, balanceInfo.newBalance == oldBalance, cost 0
 *   ends 333  → refused: HTTP 400 TOPUP_TRANSACTION_FAILED, nothing charged, nothing recorded
 *   ends 444  → refused: HTTP 503 OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE, nothing charged, nothing recorded
 *   otherwise → SUCCESSFUL
 *
 * Asynchronous top-ups (/topups-async) always start PROCESSING and settle after settleMs to the
 * final status above (111 and the default → SUCCESSFUL, 112 and 222 → REFUNDED, 113 → FAILED);
 * 333 and 444, like every business refusal, settle to FAILED with that error's code and message
 * in the status answer and no transaction recorded.
 */
import { ApiError } from './errors';
import type { FinalStatus } from './ledger';

export type Outcome =
  | { kind: 'performed'; status: 'SUCCESSFUL' | 'PROCESSING' | 'REFUNDED'; settlesTo: FinalStatus }
  | { kind: 'refused'; error: ApiError };

export function outcomeFor(recipient: string): Outcome {
  switch (recipient.slice(-3)) {
    case '111':
      return { kind: 'performed', status: 'PROCESSING', settlesTo: 'SUCCESSFUL' };
    case '112':
      return { kind: 'performed', status: 'PROCESSING', settlesTo: 'REFUNDED' };
    case '113':
      return { kind: 'performed', status: 'PROCESSING', settlesTo: 'FAILED' };
    case '222':
      return { kind: 'performed', status: 'REFUNDED', settlesTo: 'REFUNDED' };
    case '333':
      return { kind: 'refused', error: new ApiError(400, 'TOPUP_TRANSACTION_FAILED', 'The top-up attempt failed at the operator') };
    case '444':
      return {
        kind: 'refused',
        error: new ApiError(503, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE', 'The operator is unavailable or currently inactive'),
      };
    default:
      return { kind: 'performed', status: 'SUCCESSFUL', settlesTo: 'SUCCESSFUL' };
  }
}
