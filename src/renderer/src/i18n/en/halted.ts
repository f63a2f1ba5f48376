/** The screen shown instead of selling while the journal cannot be trusted. */
export const halted = {
  label: 'Till stopped',
  title: 'The till has stopped taking sales',
  reading: 'Reading what happened…',
  fileAt: 'The journal file is kept at:',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  stillHalted: 'Tried again at {{time}}: the journal still cannot be used.',
  restoredButHalted: 'The backup was restored, but the till still cannot use it.',
  backups: 'Backups',
  noBackupNeeded: 'The journal itself is not damaged, so no backup is needed: fix the cause above, then press Try again.',
} as const;
