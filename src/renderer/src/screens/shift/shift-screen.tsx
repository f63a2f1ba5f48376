/** PLACEHOLDER (being built): the open shift and its close. */
export function ShiftScreen() {
  return null;
}
