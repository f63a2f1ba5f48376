import type { z } from 'zod';
import { asSchema, objectOf, orNull, timestamp } from './fields';

const optionalTimestamp = orNull(timestamp);

/** A promotion, as listed and as carried in an operator record. */
export const promotion = objectOf((fields) => ({
  // Listed records name the key `promotionId`; some older answers call it `id`.
  promotionId: fields.id('promotionId', 'id'),
  operatorId: fields.id('operatorId'),
  title: fields.textOrNull('title'),
  title2: fields.textOrNull('title2'),
  description: fields.textOrNull('description'),
  startDate: fields.read('startDate', optionalTimestamp),
  endDate: fields.read('endDate', optionalTimestamp),
  denominations: fields.textOrNull('denominations'),
  localDenominations: fields.textOrNull('localDenominations'),
}));

export const promotionSchema = asSchema(promotion);
export type Promotion = z.infer<typeof promotionSchema>;
