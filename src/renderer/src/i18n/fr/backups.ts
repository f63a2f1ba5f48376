import type { Messages } from '../messages';
import type { backups as en } from '../en/backups';

export const backups: Messages<typeof en> = {
  list: {
    label: 'Sauvegardes',
    none: 'Il n’y a encore aucune sauvegarde. Elles sont conservées dans',
    looking: 'Recherche des sauvegardes…',
    restore: 'Restaurer',
    manual: 'faite à la main (Sauvegarder maintenant)',
  },
  dialog: {
    label: 'Restaurer une sauvegarde',
    title: 'Restaurer la sauvegarde du {{when}} ?',
    body: 'Elle remplace le journal des ventes ({{size}}). Les ventes faites après le {{when}} n’y sont pas. Le journal utilisé maintenant n’est pas supprimé : il est gardé à côté de la sauvegarde, renommé, pour l’assistance.',
    restore: 'Restaurer cette sauvegarde',
    restoring: 'Restauration…',
    keepWaiting: 'Continuer d’attendre',
  },
};
