import { z } from 'zod';
import { listOf, orNull, text } from './fields';

export const countrySchema = z.object({
  isoName: z.string(),
  name: z.string(),
  currencyCode: orNull(text),
  currencyName: orNull(text),
  currencySymbol: orNull(text),
  flag: orNull(text),
  callingCodes: listOf(z.string()),
});
export type Country = z.infer<typeof countrySchema>;
