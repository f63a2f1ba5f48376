/** Where a field's on-screen keyboard docks: at the screen's edge away from the field, so it never covers it. */

export type DockSide = 'top' | 'bottom';

/** The bottom for a field in the upper half of the screen, else the top. */
export function dockSide(field: { top: number; bottom: number }, screenHeight: number): DockSide {
  return (field.top + field.bottom) / 2 <= screenHeight / 2 ? 'bottom' : 'top';
}
