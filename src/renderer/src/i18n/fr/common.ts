import type { Messages } from '../messages';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  screens: { label: 'Écrans', sell: 'Vendre', recent: 'Ventes récentes', settings: 'Réglages' },
  status: {
    label: 'État de la caisse',
    online: 'En ligne',
    offline: 'Hors ligne — les ventes sont gardées et envoyées plus tard',
    checking: 'Vérification de la connexion…',
    waiting: 'En attente :',
    waitingOpen: 'En attente : {{count}} — voir les ventes à envoyer',
    balance: 'Solde',
    balanceNone: 'Solde —',
    balanceLow: ' — bas, rechargez le compte',
    balanceAt: ' à {{time}}',
  },
  language: { label: 'Langue', forCustomer: 'Langue pour ce client' },
  keypad: { label: 'Pavé numérique', decimal: 'virgule', clear: 'effacer', back: 'effacer le dernier chiffre' },
  back: 'Retour',
  cancel: 'Annuler',
  close: 'Fermer',
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
  unknownError: 'Un problème est survenu. Réessayez.',
};
