/** The recent sales, the sales waiting to be sent, and one sale's detail. */
export const recent = {
  list: { label: 'Recent sales', title: 'Recent sales', refresh: 'Refresh', empty: 'No sales yet today.' },
  waiting: {
    label: 'Sales waiting to be sent',
    title: 'Sales waiting to be sent',
    hint: 'Sales the service has not settled yet: saved, sending, with the operator, or being checked.',
    empty: 'No sale is waiting: every sale has been sent.',
    more: 'Only the newest sales of each state are shown.',
    all: 'All recent sales',
  },
  detail: {
    label: 'Sale detail',
    title: 'Sale of {{when}}',
    untitled: 'Sale',
    back: 'Back to the list',
    reading: 'Reading the sale…',
    number: 'Number',
    operator: 'Operator',
    paid: 'Amount paid',
    delivered: 'Delivered',
    transactionId: 'Transaction id',
    saleId: 'Sale id',
  },
  timeline: { title: 'What happened', newSale: 'New sale', to: 'to' },
} as const;
