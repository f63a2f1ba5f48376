/** Words shared by every screen: the status bar, the screen buttons, states of a sale, errors. */
export const common = {
  screens: { label: 'Screens', sell: 'Sell', recent: 'Recent sales', settings: 'Settings' },
  status: {
    label: 'Till status',
    online: 'Online',
    offline: 'Offline — sales are kept and sent later',
    checking: 'Checking connection…',
    waiting: 'Waiting:',
    waitingOpen: 'Waiting: {{count}} — show the sales waiting to be sent',
    balance: 'Balance',
    balanceNone: 'Balance —',
    balanceLow: ' — low, top up the account',
    balanceAt: ' at {{time}}',
  },
  language: { label: 'Language', forCustomer: 'Language for this customer' },
  keypad: { label: 'Keypad', decimal: 'decimal point', clear: 'clear', back: 'delete last digit' },
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  loading: 'Loading…',
  unknownError: 'Something went wrong. Try again.',
} as const;
