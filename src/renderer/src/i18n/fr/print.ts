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
    saved: 'Enregistré en PDF',
    shown: 'Code PIN affiché à l’écran',
  },
  problems: {
    'paper-out': "l'imprimante n'a plus de papier. Mettez un nouveau rouleau, puis imprimez à nouveau.",
    offline: "l'imprimante est hors ligne (capot ouvert ?). Vérifiez-la, puis imprimez à nouveau.",
    unreachable: "l'imprimante est injoignable. Vérifiez qu'elle est allumée et branchée, et son adresse dans les Réglages.",
    'cut-short': "l'imprimante a coupé la connexion avant d'avoir tout le reçu. Vérifiez-la, puis imprimez à nouveau.",
    'too-slow': "l'imprimante n'a pas pris tout le reçu à temps. Vérifiez le papier et qu'elle est en ligne, puis imprimez à nouveau.",
    queue: "la file d'impression n'a pas pris le travail ({{detail}}).",
  },
  showPin: 'Afficher le code PIN',
  hidePin: 'Masquer le code PIN',
  pin: 'Code PIN',
  tryAgain: 'Réessayer',
  openPrint: 'Ouvrir l’impression',
  screen: {
    label: 'Impression',
    print: 'Imprimer',
    download: 'Télécharger le PDF',
    back: 'Retour',
  },
};
