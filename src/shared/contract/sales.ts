/** Taking, following and settling sales. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { AmountInput, Day, Empty, Id, IsoCountry, IsoTime, Money, MobileNumber, Quote, Recipient, Sale, SaleEvent, SaleRecipient, SaleState, method } from '../schemas';

/** A number (or e-mail address) sold to lately, with what it was last sold: one tap sells the same again. */
export const RecentNumber = z.object({
  recipient: SaleRecipient,
  sender: Sale.shape.sender,
  operator: z.object({ id: z.number().int(), name: z.string(), countryIso: z.string() }),
  amount: Money,
  useLocalAmount: z.boolean(),
  saleId: z.string(),
  soldAt: IsoTime,
});
export type RecentNumber = z.infer<typeof RecentNumber>;

export const salesMethods = {
  /** With the recipient, the quote also says whether the number was topped up too recently to be sent at once. */
  'sales.quote': method(
    z.object({ operatorId: z.number().int().positive(), amount: AmountInput, useLocalAmount: z.boolean().default(false), recipient: Recipient.optional() }).strict(),
    Quote,
  ),
  'sales.create': method(
    z
      .object({
        operatorId: z.number().int().positive(),
        amount: AmountInput,
        useLocalAmount: z.boolean().default(false),
        recipient: Recipient,
        sender: z.object({ country: IsoCountry, number: MobileNumber }).strict().optional(),
        /**
         * A key the screen makes once per sale. Sent again (the answer was lost on the way back), it returns
         * the sale already taken instead of taking a second one for the same cash.
         */
        requestId: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/).optional(),
      })
      .strict(),
    Sale,
  ),
  'sales.get': method(z.object({ id: Id }).strict(), z.object({ sale: Sale, events: z.array(SaleEvent) })),
  'sales.list': method(
    z
      .object({
        day: Day.optional(),
        state: SaleState.optional(),
        clerkId: Id.optional(),
        operatorId: z.number().int().positive().optional(),
        /** The number's last digits, the sale id, or the service's transaction id. */
        text: z.string().trim().max(60).optional(),
        limit: z.number().int().min(1).max(500).default(100),
        before: IsoTime.optional(),
      })
      .strict()
      .optional()
      .default({ limit: 100 }),
    z.object({ sales: z.array(Sale), more: z.boolean() }),
  ),
  /** The operators and clerks of a day's sales (or of all sales), for the history's filters. */
  'sales.facets': method(
    z.object({ day: Day.optional() }).strict().optional().default({}),
    z.object({ operators: z.array(z.object({ id: z.number().int(), name: z.string(), countryIso: z.string() })), clerks: z.array(z.object({ id: z.string().nullable(), name: z.string() })) }),
  ),
  /** The last 20 recipients sold to (newest first, one row each), since a manager last cleared the list. */
  'sales.recentNumbers': method(Empty, z.array(RecentNumber)),
  'sales.clearRecentNumbers': method(Empty, z.object({ clearedAt: IsoTime })),
  'sales.cancel': method(z.object({ id: Id, reason: z.string().trim().min(1).max(200).default('cancelled by manager') }).strict(), Sale),
  /** Asks the reconciler to settle an uncertain sale now instead of waiting for its next round. */
  'sales.reconcile': method(z.object({ id: Id }).strict(), Sale),
} as const;

export const salesEvents = {
  'sale.updated': Sale,
} as const;
