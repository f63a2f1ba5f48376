import { z } from 'zod';
import { aliasKey, amount, flag, id, orNull, text } from './fields';

export const commissionSchema = z.object({
  operator: z.preprocess(
    aliasKey('id', 'operatorId'),
    z.object({
      operatorId: id,
      name: z.string(),
      countryCode: orNull(text),
      /** True when the operator has discounts at all. */
      status: flag,
      bundle: flag,
      data: flag,
    }),
  ),
  percentage: orNull(amount),
  internationalPercentage: orNull(amount),
  localPercentage: orNull(amount),
  updatedAt: orNull(text),
});
export type Commission = z.infer<typeof commissionSchema>;
