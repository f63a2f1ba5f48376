import type { z } from 'zod';
import { asSchema, objectOf } from './fields';

/** Answer of POST /operators/fx-rate: `id` and `name` are the operator's. */
const fxRate = objectOf((fields) => ({
  id: fields.id('id'),
  name: fields.textOrNull('name'),
  fxRate: fields.amount('fxRate'),
  currencyCode: fields.string('currencyCode'),
}));

export const fxRateSchema = asSchema(fxRate);
export type FxRate = z.infer<typeof fxRateSchema>;
