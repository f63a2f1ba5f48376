import type { Messages } from '../messages';
import type { recent as en } from '../en/recent';

export const recent: Messages<typeof en> = {
  list: { label: 'Ventes récentes', title: 'Ventes récentes', refresh: 'Actualiser', empty: 'Aucune vente aujourd’hui pour l’instant.' },
  waiting: {
    label: 'Ventes en attente d’envoi',
    title: 'Ventes en attente d’envoi',
    hint: 'Les ventes que le service n’a pas encore réglées : enregistrées, en cours d’envoi, chez l’opérateur ou en vérification.',
    empty: 'Aucune vente en attente : toutes les ventes sont parties.',
    more: 'Seules les ventes les plus récentes de chaque état sont affichées.',
    all: 'Toutes les ventes récentes',
  },
  detail: {
    label: 'Détail de la vente',
    title: 'Vente du {{when}}',
    untitled: 'Vente',
    back: 'Retour à la liste',
    reading: 'Lecture de la vente…',
    number: 'Numéro',
    operator: 'Opérateur',
    paid: 'Montant payé',
    delivered: 'Livré',
    transactionId: 'N° de transaction',
    saleId: 'N° de vente',
  },
  timeline: { title: 'Historique', newSale: 'Nouvelle vente', to: 'vers' },
};
