import { z } from 'zod';
import { amount, id, orNull, text } from './fields';

/** Answer of POST /operators/fx-rate: `id` and `name` are the operator's. */
export const fxRateSchema = z.object({
  id,
  name: orNull(text),
  fxRate: amount,
  currencyCode: z.string(),
});
export type FxRate = z.infer<typeof fxRateSchema>;
