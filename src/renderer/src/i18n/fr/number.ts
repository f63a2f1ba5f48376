import type { Messages } from '../messages';
import type { number as en } from '../en/number';

export const number: Messages<typeof en> = {
  step: 'Numéro du client',
  entry: 'Numéro de mobile',
  placeholder: 'Tapez le numéro de mobile',
  customerSaidNo: 'Le client a dit que ce n’est pas son numéro. Vérifiez-le avec lui et saisissez-le à nouveau.',
  find: "Trouver l'opérateur",
  finding: "Recherche de l'opérateur…",
  choose: "Choisir l'opérateur",
  next: 'Suivant',
  pinned: 'Opérateur : {{name}}',
  why: {
    tooShort: 'Trop court : tapez le numéro en entier.',
    tooLong: 'Trop long : il y a des chiffres en trop.',
    notOfCountry: "Ce n'est pas un numéro de mobile valable pour le pays choisi ({{country}}).",
    noCountry: "Aucun pays n'a ce numéro. Vérifiez l'indicatif.",
  },
  fallback: {
    notFound: "L'opérateur de ce numéro est introuvable. Choisissez-le dans la liste.",
    offline: "Impossible de chercher l'opérateur (pas de connexion). Choisissez-le dans la liste.",
    failed: "Impossible de chercher l'opérateur. Choisissez-le dans la liste.",
  },
};
