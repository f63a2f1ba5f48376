import type { Messages } from '../messages';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  screens: { label: 'Écrans', sell: 'Vendre', recent: 'Ventes récentes', shift: 'Caisse', day: 'Journée', settings: 'Réglages' },
  environment: { training: 'FORMATION', sandbox: 'BAC À SABLE', live: 'RÉEL' },
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
  language: { forCustomer: 'Langue pour ce client' },
  keypad: { label: 'Pavé numérique', decimal: 'virgule', clear: 'effacer', back: 'effacer le dernier chiffre' },
  errors: {
    OFFLINE: 'Le service est injoignable. Les ventes sont quand même prises et envoyées dès qu’il répond.',
    NETWORK: 'La caisse est injoignable. Patientez un instant et réessayez.',
    DISK_FULL: 'Le disque est plein : rien n’a été enregistré. Libérez de la place, puis réessayez.',
    HALTED: 'La caisse n’accepte plus de ventes. Appelez le responsable.',
    INVALID_PHONE: 'Ce n’est pas un numéro mobile de ce pays. Vérifiez-le avec le client.',
    INVALID_AMOUNT: 'Ce montant n’est pas vendu pour cet opérateur. Choisissez-en un autre.',
    DUPLICATE_REQUEST: 'Cette vente a déjà été prise avec d’autres détails. Retrouvez-la dans les ventes récentes, ou commencez une nouvelle vente.',
    DETECT_FAILED: 'L’opérateur de ce numéro est introuvable. Choisissez-le dans la liste.',
    SERVICE_ERROR: 'Le service a refusé ou échoué. Réessayez dans un instant.',
    NOT_FOUND: 'Introuvable. Mettez le catalogue à jour et réessayez.',
  },
  back: 'Retour',
  cancel: 'Annuler',
  close: 'Fermer',
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
};
