import { z } from 'zod';
import { amount, orNull, text } from './fields';

export const balanceSchema = z.object({
  balance: amount,
  currencyCode: z.string(),
  currencyName: orNull(text),
  updatedAt: orNull(text),
});
export type Balance = z.infer<typeof balanceSchema>;
