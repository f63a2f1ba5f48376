/** L'écran client : ce que le client lit au comptoir, à un mètre et demi, dans sa langue. */
import type { customer as en } from '../en/customer';
import type { Messages } from '../messages';

export const customer: Messages<typeof en> = {
  region: 'Écran client',
  welcome: 'Bienvenue',
  promotion: 'Promotion',
  typing: 'Votre numéro',
  sendingTo: 'Recharge pour',
  operator: 'Opérateur',
  plan: 'Forfait',
  pays: 'Vous payez',
  receives: 'Le téléphone reçoit',
  rate: '1 {{from}} = {{rate}} {{to}}',
  ask: {
    question: 'Est-ce bien votre numéro ?',
    questionEmail: 'Est-ce la bonne adresse ?',
    yes: 'Oui, c’est mon numéro',
    no: 'Non, ce n’est pas mon numéro',
    thanks: 'Merci. La recharge part dès que vous avez payé.',
    again: 'Le vendeur va le saisir à nouveau avec vous.',
  },
  outcome: {
    sending: 'Envoi…',
    delivered: 'Rechargé — merci',
    queued: 'En attente d’envoi (la connexion est coupée) : vous pouvez partir',
    'not-sent': 'Non envoyé : votre argent vous sera rendu',
    pin: 'Votre code PIN est sur votre ticket',
  },
  connecting: 'Connexion à la caisse…',
  lost: 'La caisse ne répond pas. Demandez au vendeur.',
  noAccess: 'Ouvrez cet écran avec l’adresse « customer display » que la caisse a affichée au démarrage.',
};
