/** Clerks: the first run, sign-in, the lock, a manager's approval, and shifts with their cash count. */
export const clerks = {
  title: 'Clerks',
} as const;
