/** The journal's backups and restoring one: shared by the halted screen and the settings. */
export const backups = {
  list: {
    label: 'Backups',
    none: 'There are no backups yet. They are kept in',
    looking: 'Looking for backups…',
    restore: 'Restore',
    manual: 'made by hand (Back up now)',
  },
  dialog: {
    label: 'Restore a backup',
    title: 'Restore the backup of {{when}}?',
    body: 'It takes the place of the sale journal ({{size}}). Sales made after {{when}} are not in it. The journal in use now is not deleted: it is kept beside the backup, renamed, for support.',
    restore: 'Restore this backup',
    restoring: 'Restoring…',
    keepWaiting: 'Keep waiting',
  },
} as const;
