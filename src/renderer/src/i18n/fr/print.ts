import type { Messages } from '../messages';
import type { print as en } from '../en/print';

export const print: Messages<typeof en> = {
  previewLabel: 'Aperçu du reçu',
  preparing: 'Préparation du reçu…',
  qr: 'Code QR',
  printReceipt: 'Imprimer le reçu',
  printVoucher: 'Imprimer le bon PIN',
  reprint: 'Réimprimer',
  status: {
    printing: 'Impression…',
    printed: 'Imprimé',
    unconfirmed: 'Envoyé à l’imprimante — elle n’a pas pu confirmer l’impression',
    failed: 'Non imprimé : {{reason}}',
    noReason: 'l’imprimante n’a pas dit pourquoi',
    browser: 'S’imprime depuis cet écran',
  },
  tryAgain: 'Réessayer',
  openPrint: 'Ouvrir l’impression',
  screen: {
    label: 'Impression',
    print: 'Imprimer',
    download: 'Télécharger le PDF',
    back: 'Retour',
  },
};
