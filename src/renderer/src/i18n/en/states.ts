/** A sale as the clerk reads it: what each state means for the customer in front of them, and a PIN voucher. */
import type { SaleState } from '@shared/sale-states';

export const states = {
  // `satisfies` below: a new state fails to compile until the clerk has words for it.
  state: {
    queued: { title: 'Saved, waiting to send', advice: 'The sale is safe. It is sent as soon as the service answers.' },
    sending: { title: 'Sending…', advice: 'Please wait a moment.' },
    processing: { title: 'The operator is processing it', advice: 'This can take a few minutes. You may start the next sale.' },
    succeeded: { title: 'Top-up delivered', advice: 'Done. Give the customer the receipt.' },
    refunded: { title: 'Refunded by the operator', advice: 'The top-up did not go through: give the cash back.' },
    failed: { title: 'Failed', advice: 'The top-up did not go through: give the cash back.' },
    unknown: { title: 'Checking the outcome…', advice: 'The till is asking the service what happened. Do not sell to this number again until it settles.' },
    cancelled: { title: 'Cancelled', advice: 'The sale was cancelled before sending: give the cash back.' },
  } satisfies Record<SaleState, { title: string; advice: string }>,
  /** A sale's money as the money rule shows it (ui/delivered-facts.tsx): never a refund's amount as delivered. */
  money: {
    toDeliver: 'To deliver',
    quote: '{{amount}} — not delivered yet',
    notYet: 'Not delivered yet',
    nothing: 'Nothing — give back {{amount}}',
  },
  pin: { label: 'PIN voucher', code: 'PIN', serial: 'Serial', validity: 'Valid', dial: 'Dial' },
} as const;
