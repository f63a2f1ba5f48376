/**
 * Which of the app's windows a web contents belongs to, and so which IPC door it may use: the contract is for
 * the counter's window and the hidden windows receipts print from; the customer display has a door of its own
 * (its view and the customer's answer) and never the contract. Generic in the contents, so tests use plain objects.
 */
export type WindowRole = 'counter' | 'print' | 'customer-display';

export interface WindowRoles<C> {
  /** While a window lives; `null` when it is gone. */
  set(contents: C, role: WindowRole | null): void;
  mayUseContract(contents: C): boolean;
  isCustomerDisplay(contents: C): boolean;
}

export function createWindowRoles<C>(): WindowRoles<C> {
  const roles = new Map<C, WindowRole>();
  return {
    set(contents, role) {
      if (role === null) roles.delete(contents);
      else roles.set(contents, role);
    },
    mayUseContract(contents) {
      const role = roles.get(contents);
      return role === 'counter' || role === 'print';
    },
    isCustomerDisplay: (contents) => roles.get(contents) === 'customer-display',
  };
}
