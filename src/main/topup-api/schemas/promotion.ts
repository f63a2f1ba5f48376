import { z } from 'zod';
import { aliasKey, id, orNull, text, timestamp } from './fields';

// Listed records name the key `promotionId`; some older answers call it `id`.
export const promotionSchema = z.preprocess(
  aliasKey('id', 'promotionId'),
  z.object({
    promotionId: id,
    operatorId: id,
    title: orNull(text),
    title2: orNull(text),
    description: orNull(text),
    startDate: orNull(timestamp),
    endDate: orNull(timestamp),
    denominations: orNull(text),
    localDenominations: orNull(text),
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;
