/** Printing receipts and PIN vouchers: the buttons, the print preview and the printer's answer. */
export const print = {
  previewLabel: 'Receipt preview',
  preparing: 'Preparing the receipt…',
  qr: 'QR code',
  printReceipt: 'Print receipt',
  printVoucher: 'Print voucher',
  reprint: 'Reprint',
  status: {
    printing: 'Printing…',
    printed: 'Printed',
    unconfirmed: 'Sent to the printer — it could not confirm the printout',
    failed: 'Not printed: {{reason}}',
    noReason: 'the printer did not say why',
    browser: 'Prints from this screen',
    saved: 'Saved as a PDF',
    shown: 'PIN shown on screen',
  },
  /** What went wrong, where the till can tell (the core's own words, lp's message say, are the detail). */
  problems: {
    'paper-out': 'the printer is out of paper. Put in a new roll, then print again.',
    offline: 'the printer is offline (cover open?). Check it, then print again.',
    unreachable: 'the printer cannot be reached. Check that it is on and connected, and its address in Settings.',
    'cut-short': 'the printer cut the connection before it had the whole receipt. Check it, then print again.',
    'too-slow': 'the printer did not take the whole receipt in time. Check that it has paper and is online, then print again.',
    queue: 'the print queue did not take the job ({{detail}}).',
  },
  showPin: 'Show PIN',
  hidePin: 'Hide PIN',
  pin: 'PIN',
  tryAgain: 'Try again',
  openPrint: 'Open print page',
  screen: {
    label: 'Print',
    print: 'Print',
    download: 'Download PDF',
    back: 'Back',
  },
} as const;
