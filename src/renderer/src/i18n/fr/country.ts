import type { Messages } from '../messages';
import type { country as en } from '../en/country';

export const country: Messages<typeof en> = {
  button: 'Pays : {{country}}',
  label: 'Pays',
  dialog: 'Choisir le pays',
  search: 'Chercher un pays',
  searchHint: 'Nom, code ou +indicatif',
  letters: 'Lettres',
  backspace: 'Effacer la dernière lettre',
  list: 'Pays',
  recent: 'Utilisés récemment',
  all: 'Tous les pays',
  none: 'Aucun pays ne correspond à « {{text}} ».',
  loading: 'Chargement des pays…',
};
