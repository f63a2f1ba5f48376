/** The charts' own words (ui/charts): the figures' names and their tables' headings come from the caller. */
export const charts = {
  showNumbers: 'Show the numbers',
  hideNumbers: 'Hide the numbers',
  /** Said instead of bars when every value is zero. */
  nothing: 'Nothing to draw yet',
} as const;
