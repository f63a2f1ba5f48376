/** The day: the running X summary, the Z close, the CSV and the comparison with the service. */
export const day = {
  title: 'Day',
} as const;
