/** The till's status: environment, connectivity, balance, pending sales, the day. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { Empty, Status, method } from '../schemas';

export const statusMethods = {
  'status.get': method(Empty, Status),
} as const;

export const statusEvents = {
  'status.changed': Status,
} as const;
