/**
 * The contract's method and event names: all the renderer needs of the contract at run time (a bridge is made
 * from them; everything else it takes from the contract is a type). Read here from the contract itself, as
 * vitest does; the renderer's build puts the two lists in as constants instead (electron.vite.config.ts), so
 * the page does not ship the contract's zod schemas only to learn their names.
 */
export { EVENT_NAMES, METHOD_NAMES } from '@shared/contract';
