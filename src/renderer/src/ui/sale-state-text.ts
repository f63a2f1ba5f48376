/** What each sale state means for the clerk and the customer in front of them. */
import type { SaleState } from '@shared/contract';

export type Tone = 'waiting' | 'good' | 'bad' | 'warning';

// A Record over every state, so a new state fails to compile until the clerk has words for it.
export const SALE_STATE_TEXT: Record<SaleState, { title: string; advice: string; tone: Tone }> = {
  queued: { title: 'Saved, waiting to send', advice: 'The sale is safe. It is sent as soon as the service answers.', tone: 'waiting' },
  sending: { title: 'Sending…', advice: 'Please wait a moment.', tone: 'waiting' },
  processing: { title: 'The operator is processing it', advice: 'This can take a few minutes. You may start the next sale.', tone: 'waiting' },
  succeeded: { title: 'Top-up delivered', advice: 'Done. Give the customer the receipt.', tone: 'good' },
  refunded: { title: 'Refunded by the operator', advice: 'The top-up did not go through: give the cash back.', tone: 'bad' },
  failed: { title: 'Failed', advice: 'The top-up did not go through: give the cash back.', tone: 'bad' },
  unknown: { title: 'Checking the outcome…', advice: 'The till is asking the service what happened. Do not sell to this number again until it settles.', tone: 'warning' },
  cancelled: { title: 'Cancelled', advice: 'The sale was cancelled before sending: give the cash back.', tone: 'bad' },
};
