import type { Messages } from '../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  step: 'Destinataire par e-mail',
  address: 'Adresse e-mail',
  addressHint: 'Tapez le nom, puis touchez la fin de l’adresse.',
  endings: 'Fins d’adresse',
  keyboard: 'Clavier',
  backspace: 'Effacer le dernier caractère',
  sender: 'Téléphone de l’expéditeur',
  typeSender: 'Touchez ici, puis tapez le numéro',
  next: 'Suivant',
  problem: {
    address: 'Ce n’est pas encore une adresse e-mail. Elle ressemble à nom@{{domain}}.',
    domain: 'Cet opérateur ne recharge que les adresses se terminant par {{domains}}.',
    senderLong: 'Ce numéro est trop long pour le pays de l’expéditeur.',
    senderInvalid: 'Ce n’est pas un numéro de mobile du pays de l’expéditeur.',
  },
};
