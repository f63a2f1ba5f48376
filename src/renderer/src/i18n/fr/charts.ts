import type { Messages } from '../messages';
import type { charts as en } from '../en/charts';

export const charts: Messages<typeof en> = {
  showNumbers: 'Afficher les chiffres',
  hideNumbers: 'Masquer les chiffres',
  nothing: 'Rien à dessiner pour l’instant',
};
