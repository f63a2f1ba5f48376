import { z } from 'zod';
import { amount, orNull, text } from './fields';

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: amount.pipe(z.number().positive()),
  token_type: orNull(text),
  scope: orNull(text),
});
