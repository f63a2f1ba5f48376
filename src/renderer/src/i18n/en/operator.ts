/** Choosing the operator and its circle, and the operator's card and header on every later step. */
export const operator = {
  list: {
    title: 'Choose the operator',
    loading: 'Loading the operators…',
    none: 'This country has no operators in the catalogue. Sync the catalogue in Settings.',
    current: 'Current',
  },
  card: { pin: 'PIN', data: 'Data', bundle: 'Bundle', email: 'E-mail', promotion: 'Promotion' },
  header: {
    change: 'Change operator',
    promotions: 'Promotions',
    until: 'Until {{date}}',
  },
  region: {
    step: 'Circle',
    title: 'Choose the circle',
    hint: 'This operator sells different plans in each telecom circle. Choose the customer’s circle.',
  },
} as const;
