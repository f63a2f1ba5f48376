import type { Messages } from '../messages';
import type { gates as en } from '../en/gates';

export const gates: Messages<typeof en> = {
  starting: 'Démarrage de la caisse…',
  catalog: {
    label: 'Catalogue',
    title: 'Chargement du catalogue des opérateurs…',
    starting: 'Démarrage…',
    progress: '{{phase}} : {{done}} sur {{total}}',
    progressOpen: '{{phase}} : {{done}}',
    phase: {
      countries: 'pays',
      operators: 'opérateurs',
      commissions: 'commissions',
      promotions: 'promotions',
      logos: 'logos',
      done: 'terminé',
      failed: 'échec',
    },
    tryAgain: 'Réessayer',
  },
  noAccess: {
    title: 'Airtime Till',
    needsAddress: 'Cette page a besoin de l’adresse affichée par la caisse à son démarrage — elle se termine par #token=…',
    howTo: 'Lancez-la avec `npm run start:web` et ouvrez l’adresse de sa ligne « till ready at … ».',
  },
};
