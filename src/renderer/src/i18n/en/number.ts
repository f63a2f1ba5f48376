/** The number step: the customer's mobile number on the keypad, and finding its operator. */
export const number = {
  step: "Customer's number",
  entry: 'Mobile number',
  placeholder: 'Type the mobile number',
  customerSaidNo: 'The customer said this is not their number. Check it with them and type it again.',
  find: 'Find operator',
  finding: 'Finding the operator…',
  choose: 'Choose operator',
  next: 'Next',
  pinned: 'Operator: {{name}}',
  why: {
    tooShort: 'Too short: type the whole number.',
    tooLong: 'Too long: there are digits too many.',
    notOfCountry: 'This is not a mobile number of {{country}}.',
    noCountry: 'No country has this number. Check the calling code.',
  },
  fallback: {
    notFound: 'The operator of this number was not found. Choose it from the list.',
    offline: 'The operator could not be looked up (no connection). Choose it from the list.',
    failed: 'The operator could not be looked up. Choose it from the list.',
  },
} as const;
