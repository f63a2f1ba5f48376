/**
 * The history's search across every day: a prefix shorter than this would match too many of years of sales to be
 * a search, so the journal does not look it up (shorter digits still find a transaction id), and the screen says
 * how much to type.
 */
export const MIN_SEARCH_ACROSS_DAYS = 4;
