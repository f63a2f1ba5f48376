/** The e-mail step: the Cuban e-mail operator's recipient address and the sender's own phone. */
export const email = {
  step: 'E-mail recipient',
  address: 'E-mail address',
  addressHint: 'Type the name, then tap the ending.',
  endings: 'E-mail endings',
  keyboard: 'Keyboard',
  backspace: 'Delete last character',
  sender: "Sender's phone",
  typeSender: 'Tap here, then type the number',
  next: 'Next',
  problem: {
    address: 'This is not an e-mail address yet. It looks like name@{{domain}}.',
    domain: 'This operator only tops up addresses ending in {{domains}}.',
    senderLong: 'This number is too long for the sender’s country.',
    senderInvalid: 'This is not a mobile number of the sender’s country.',
  },
} as const;
