import type { Messages } from '../messages';
import type { halted as en } from '../en/halted';

export const halted: Messages<typeof en> = {
  label: 'Caisse arrêtée',
  title: 'La caisse ne prend plus de ventes',
  reading: 'Lecture de ce qui s’est passé…',
  fileAt: 'Le fichier du journal est conservé ici :',
  tryAgain: 'Réessayer',
  tryingAgain: 'Nouvel essai…',
  stillHalted: 'Nouvel essai à {{time}} : le journal est toujours inutilisable.',
  restoredButHalted: 'La sauvegarde a été restaurée, mais la caisse ne peut toujours pas l’utiliser.',
  backups: 'Sauvegardes',
  noBackupNeeded: 'Le journal lui-même n’est pas endommagé, aucune sauvegarde n’est donc nécessaire : corrigez la cause ci-dessus, puis appuyez sur Réessayer.',
};
