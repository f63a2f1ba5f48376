/**
 * The shape every language's catalogue must have: the English one's keys, each a string. A key missing in
 * French or Arabic (or one English no longer has) fails the type check, never a clerk's screen.
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
