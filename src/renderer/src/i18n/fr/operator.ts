import type { Messages } from '../messages';
import type { operator as en } from '../en/operator';

export const operator: Messages<typeof en> = {
  list: {
    title: 'Choisir l’opérateur',
    loading: 'Chargement des opérateurs…',
    none: 'Ce pays n’a aucun opérateur dans le catalogue. Synchronisez le catalogue dans Réglages.',
    current: 'Actuel',
  },
  card: { pin: 'PIN', data: 'Data', bundle: 'Forfait', email: 'E-mail', promotion: 'Promotion' },
  header: {
    change: 'Changer d’opérateur',
    promotions: 'Promotions',
    until: 'Jusqu’au {{date}}',
  },
  region: {
    step: 'Cercle',
    title: 'Choisir le cercle',
    hint: 'Cet opérateur vend des forfaits différents dans chaque cercle télécom. Choisissez celui du client.',
  },
};
