/** What shows before a screen can: the till starting, the catalog loading, a page opened without the till's address. */
import type { CatalogProgress } from '@shared/contract';

export const gates = {
  starting: 'Starting the till…',
  catalog: {
    label: 'Catalog',
    title: 'Loading the catalog of operators…',
    starting: 'Starting…',
    progress: '{{phase}}: {{done}} of {{total}}',
    progressOpen: '{{phase}}: {{done}}',
    phase: {
      countries: 'countries',
      operators: 'operators',
      commissions: 'commissions',
      promotions: 'promotions',
      logos: 'logos',
      done: 'done',
      failed: 'failed',
    } satisfies Record<CatalogProgress['phase'], string>,
    tryAgain: 'Try again',
  },
  noAccess: {
    title: 'Airtime Till',
    needsAddress: 'This page needs the address the till printed when it started — it ends with #token=…',
    howTo: 'Start it with `npm run start:web` and open the address from its “till ready at …” line.',
  },
} as const;
