import type { z } from 'zod';
import { asSchema, objectOf } from './fields';

const balance = objectOf((fields) => ({
  balance: fields.amount('balance'),
  currencyCode: fields.string('currencyCode'),
  currencyName: fields.textOrNull('currencyName'),
  updatedAt: fields.textOrNull('updatedAt'),
}));

export const balanceSchema = asSchema(balance);
export type Balance = z.infer<typeof balanceSchema>;
