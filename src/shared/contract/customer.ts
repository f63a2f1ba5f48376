/**
 * The customer display: what the customer at the counter sees of the sale on the clerk's screen, and their
 * "yes, that's my number" before the cash is taken. The clerk's screen tells main what it shows
 * (`customer.show`); main derives the customer's view from it, the catalog and the sale's state, and pushes it
 * (`customer.view`). The display itself never calls the core: it reads its own event stream and answers one
 * question, through a door of its own (the web host's /customer/*, the Electron display window's preload).
 * No PIN and no secret is ever part of it. This domain's slice of the contract; src/shared/contract/index.ts
 * merges every slice.
 */
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { Empty, Id, IsoCountry, Money, method } from '../schemas';
import { salesMethods } from './sales';

const Language = z.enum(LANGUAGES);

/** What the clerk's screen shows of the sale being prepared: enough for main to derive the customer's view. */
export const CustomerScreen = z.discriminatedUnion('step', [
  /** No sale begun (an empty number step, another screen, a locked till). */
  z.object({ step: z.literal('idle') }).strict(),
  /** The number being typed, its operator once known (from the number step to the amount step). */
  z
    .object({
      step: z.literal('typing'),
      language: Language,
      country: IsoCountry,
      number: z.string().max(24),
      operatorId: z.number().int().positive().nullable(),
    })
    .strict(),
  /** The confirm step: exactly what "Cash taken" will send, and the Indian circle its plan belongs to. */
  z.object({ step: z.literal('confirm'), language: Language, sale: salesMethods['sales.create'].input, region: z.string().max(10).nullable() }).strict(),
  /** The sale taken: the view follows its state. */
  z.object({ step: z.literal('sale'), language: Language, saleId: Id }).strict(),
]);
export type CustomerScreen = z.infer<typeof CustomerScreen>;

/** A recipient as the customer reads it: a number grouped the way their country writes it, or an e-mail address. */
export const CustomerRecipient = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phone'), country: z.string(), text: z.string() }),
  z.object({ kind: z.literal('email'), text: z.string() }),
]);
export type CustomerRecipient = z.infer<typeof CustomerRecipient>;

/** `logo`: the catalog's kept logo as a data: URL (the display reaches nothing but its own stream). */
const CustomerOperator = z.object({ name: z.string(), logo: z.string().nullable() });

export const CUSTOMER_ANSWERS = ['waiting', 'yes', 'no'] as const;
export const CustomerAnswer = z.enum(CUSTOMER_ANSWERS);

/** How the sale ended, in the customer's terms: a refund and a failure are both "not sent, your cash back". */
export const CUSTOMER_OUTCOMES = ['sending', 'delivered', 'queued', 'not-sent'] as const;
export type CustomerOutcome = (typeof CUSTOMER_OUTCOMES)[number];

export const CustomerScene = z.discriminatedUnion('kind', [
  /** Between customers: the shop's name and the current promotions of its country's operators, shown in turn. */
  z.object({
    kind: z.literal('idle'),
    promotions: z.array(z.object({ operator: CustomerOperator, title: z.string(), description: z.string().nullable() })),
  }),
  z.object({ kind: z.literal('typing'), recipient: CustomerRecipient, operator: CustomerOperator.nullable() }),
  z.object({
    kind: z.literal('confirm'),
    recipient: CustomerRecipient,
    operator: CustomerOperator,
    plan: z.string().nullable(),
    pays: Money,
    receives: Money,
    /** How many of the phone's currency one of the customer's buys, when the two differ. */
    rate: z.object({ from: z.string(), to: z.string(), rate: z.string() }).nullable(),
    promotion: z.string().nullable(),
    /** The question put to the customer, when the till asks it (a display connected, the setting on). */
    ask: z.object({ id: z.string(), answer: CustomerAnswer }).nullable(),
  }),
  z.object({ kind: z.literal('outcome'), outcome: z.enum(CUSTOMER_OUTCOMES), recipient: CustomerRecipient, operator: CustomerOperator, pin: z.boolean() }),
]);
export type CustomerScene = z.infer<typeof CustomerScene>;

/** Everything the display draws, whole each time: a display that (re)connects draws the present at once. */
export const CustomerView = z.object({
  /** Grows with every view: a display never steps back to an older one that arrived late. */
  seq: z.number().int().nonnegative(),
  /** The customer's language for this sale (the till's between sales). */
  language: Language,
  shop: z.object({ name: z.string(), country: z.string(), timeZone: z.string() }),
  scene: CustomerScene,
});
export type CustomerView = z.infer<typeof CustomerView>;

/** The clerk's side of the question: whether the sale on screen may be sent, as far as the customer goes. */
export const CustomerConfirmation = z.object({
  /** A customer display is connected now. */
  connected: z.boolean(),
  /** The sale on the confirm step waits for the customer's yes (a display connected, the setting on). */
  needed: z.boolean(),
  /** The confirm step's sale (its request key) the answer is about; null away from the confirm step. */
  requestId: z.string().nullable(),
  answer: z.enum(['waiting', 'yes', 'no', 'skipped']).nullable(),
  /** The manager's setting: the clerk may go on without the customer's yes. */
  mayGoOnWithout: z.boolean(),
});
export type CustomerConfirmation = z.infer<typeof CustomerConfirmation>;

/** A screen the desktop app can open the customer display on (Electron's `screen.getAllDisplays()`). */
export const CustomerDisplayScreen = z.object({
  id: z.number().int(),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  primary: z.boolean(),
});
export type CustomerDisplayScreen = z.infer<typeof CustomerDisplayScreen>;

/** What the display sends back: its answer to the question with that id (a stale id changes nothing). */
export const CustomerReply = z.object({ id: z.string().min(1).max(64), answer: z.enum(['yes', 'no']) }).strict();
export type CustomerReply = z.infer<typeof CustomerReply>;

export const customerMethods = {
  'customer.show': method(CustomerScreen, CustomerConfirmation),
  'customer.confirmation': method(Empty, CustomerConfirmation),
  /** Go on without the customer's yes, where a manager's setting allows it; each skip is in the audit trail. */
  'customer.skip': method(z.object({ requestId: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/) }).strict(), CustomerConfirmation),
  /** The screens the desktop app could show the display on; none in a browser (it opens its own window). */
  'customer.screens': method(Empty, z.object({ desktop: z.boolean(), screens: z.array(CustomerDisplayScreen) })),
} as const;

export const customerEvents = {
  'customer.view': CustomerView,
  'customer.confirmation': CustomerConfirmation,
} as const;
