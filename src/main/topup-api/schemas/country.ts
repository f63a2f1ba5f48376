import type { z } from 'zod';
import { asSchema, listOf, objectOf, string } from './fields';

const strings = listOf(string);

const country = objectOf((fields) => ({
  isoName: fields.string('isoName'),
  name: fields.string('name'),
  currencyCode: fields.textOrNull('currencyCode'),
  currencyName: fields.textOrNull('currencyName'),
  currencySymbol: fields.textOrNull('currencySymbol'),
  flag: fields.textOrNull('flag'),
  callingCodes: fields.read('callingCodes', strings),
}));

export const countrySchema = asSchema(country);
export type Country = z.infer<typeof countrySchema>;
