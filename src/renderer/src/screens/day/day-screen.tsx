/** PLACEHOLDER (being built): the day's summary and its close. */
export function DayScreen() {
  return null;
}
