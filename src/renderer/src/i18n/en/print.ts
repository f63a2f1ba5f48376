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
  },
  tryAgain: 'Try again',
  openPrint: 'Open print page',
  screen: {
    label: 'Print',
    print: 'Print',
    download: 'Download PDF',
    back: 'Back',
  },
} as const;
