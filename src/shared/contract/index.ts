/**
 * The one contract between the renderer and main: every method's name, its zod input and output, and every
 * event main pushes. Each domain declares its own slice here (src/shared/contract/<domain>.ts), where both
 * main and the renderer may import it; this index merges them, so adding a method touches one slice and its
 * domain's folder. Shared modules import the schemas they need from ../schemas, not this index, so no
 * import circle runs through it. Electron's IPC, the web host's HTTP
 * API, the preload bridge and the tests all derive their types from here; nothing is declared twice.
 */
import type { z } from 'zod';
import type { Actor } from '../actor';
import { auditMethods } from './audit';
import { backupsEvents, backupsMethods } from './backups';
import { catalogEvents, catalogMethods } from './catalog';
import { chainEvents, chainMethods } from './chain';
import { clerksEvents, clerksMethods } from './clerks';
import { customerEvents, customerMethods } from './customer';
import { printingEvents, printingMethods } from './printing';
import { receiptsMethods } from './receipts';
import { reportsMethods } from './reports';
import { salesEvents, salesMethods } from './sales';
import { settingsMethods } from './settings';
import { statusEvents, statusMethods } from './status';

export * from '../schemas';
export type { RecentNumber } from './sales';
export type { ReceiptBlock, ReceiptKind, ReceiptLayout } from './receipts';
export type { Approval, ApprovalAction, Clerk, ClerkRole, Session, ShiftReport } from './clerks';
export type { PrintJob, PrintOutcome, PrintProblem, SystemPrinter } from './printing';
export type { ChainState, ChainStatus } from './chain';
export type { AuditAction, AuditEntry } from './audit';
export type { CustomerConfirmation, CustomerDisplayScreen, CustomerRecipient, CustomerReply, CustomerScene, CustomerScreen, CustomerView } from './customer';

export const methods = {
  ...statusMethods,
  ...catalogMethods,
  ...salesMethods,
  ...reportsMethods,
  ...settingsMethods,
  ...backupsMethods,
  ...receiptsMethods,
  ...printingMethods,
  ...clerksMethods,
  ...chainMethods,
  ...auditMethods,
  ...customerMethods,
} as const;

export const events = {
  ...salesEvents,
  ...statusEvents,
  ...catalogEvents,
  ...backupsEvents,
  ...printingEvents,
  ...clerksEvents,
  ...chainEvents,
  ...customerEvents,
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type EventName = keyof typeof events;
export const METHOD_NAMES = Object.keys(methods) as MethodName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

/** What a caller may pass (defaults not yet applied). */
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>;
/** What a handler receives, validated and with defaults applied. */
export type HandlerInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>;
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

/** Main's side: one async handler per method, told who is acting (the guard in front of it worked that out). */
export type Handlers = { [M in MethodName]: (input: HandlerInput<M>, actor: Actor) => Promise<MethodOutput<M>> };

/** The renderer's side: `window.till` in Electron, the web host's HTTP client in a browser. */
export type BridgeCall<M extends MethodName> = undefined extends MethodInput<M>
  ? (input?: MethodInput<M>) => Promise<MethodOutput<M>>
  : (input: MethodInput<M>) => Promise<MethodOutput<M>>;
export type TillBridge = { [M in MethodName]: BridgeCall<M> } & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methods, name);
}
