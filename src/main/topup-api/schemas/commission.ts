import type { z } from 'zod';
import { asSchema, objectOf } from './fields';

const discountedOperator = objectOf((fields) => ({
  // Listed records name the key `id` as often as `operatorId`.
  operatorId: fields.id('operatorId', 'id'),
  name: fields.string('name'),
  countryCode: fields.textOrNull('countryCode'),
  /** True when the operator has discounts at all. */
  status: fields.flag('status'),
  bundle: fields.flag('bundle'),
  data: fields.flag('data'),
}));

const commission = objectOf((fields) => ({
  operator: fields.read('operator', discountedOperator),
  percentage: fields.amountOrNull('percentage'),
  internationalPercentage: fields.amountOrNull('internationalPercentage'),
  localPercentage: fields.amountOrNull('localPercentage'),
  updatedAt: fields.textOrNull('updatedAt'),
}));

export const commissionSchema = asSchema(commission);
export type Commission = z.infer<typeof commissionSchema>;
