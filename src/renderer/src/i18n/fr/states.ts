import type { Messages } from '../messages';
import type { states as en } from '../en/states';

export const states: Messages<typeof en> = {
  state: {
    queued: { title: 'Enregistrée, en attente d’envoi', advice: 'La vente est en sécurité. Elle part dès que le service répond.' },
    sending: { title: 'Envoi…', advice: 'Patientez un instant.' },
    processing: { title: 'L’opérateur la traite', advice: 'Cela peut prendre quelques minutes. Vous pouvez commencer la vente suivante.' },
    succeeded: { title: 'Recharge livrée', advice: 'C’est fait. Donnez le reçu au client.' },
    refunded: { title: 'Remboursée par l’opérateur', advice: 'La recharge n’est pas passée : rendez l’argent au client.' },
    failed: { title: 'Échouée', advice: 'La recharge n’est pas passée : rendez l’argent au client.' },
    unknown: { title: 'Vérification du résultat…', advice: 'La caisse demande au service ce qui s’est passé. Ne revendez rien à ce numéro avant que ce soit réglé.' },
    cancelled: { title: 'Annulée', advice: 'La vente a été annulée avant l’envoi : rendez l’argent au client.' },
  },
  money: {
    toDeliver: 'À recevoir',
    quote: '{{amount}} — pas encore reçu',
    notYet: 'Pas encore reçu',
    nothing: 'Rien — rendez {{amount}}',
  },
  pin: { label: 'Bon de code PIN', code: 'PIN', serial: 'N° de série', validity: 'Validité', dial: 'Composer' },
};
