/** The catalog of countries and operators, and finding a number's operator. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { CatalogProgress, Country, Empty, IsoCountry, IsoTime, MobileNumber, Operator, OperatorSummary, method } from '../schemas';

const OperatorName = z.object({ id: z.number().int(), name: z.string(), countryIso: z.string() });

export const catalogMethods = {
  'catalog.sync': method(
    z.object({ force: z.boolean().default(false) }).strict().optional().default({ force: false }),
    z.object({
      countries: z.number().int(),
      operators: z.number().int(),
      syncedAt: IsoTime,
      /** What the sync changed: operators added and removed, and the counts before it. */
      changes: z.object({ added: z.array(OperatorName), removed: z.array(OperatorName), countriesBefore: z.number().int(), operatorsBefore: z.number().int() }),
    }),
  ),
  'catalog.countries': method(Empty, z.array(Country)),
  'catalog.operators': method(z.object({ country: IsoCountry }).strict(), z.array(OperatorSummary)),
  'catalog.operator': method(z.object({ operatorId: z.number().int().positive() }).strict(), Operator),
  /** An operator's logo as kept in the journal's catalog (a data: URL), so it shows offline; null when it has none. */
  'catalog.logo': method(z.object({ operatorId: z.number().int().positive() }).strict(), z.object({ image: z.string().nullable() })),
  'catalog.search': method(z.object({ text: z.string().trim().min(1).max(60), country: IsoCountry.optional() }).strict(), z.array(OperatorSummary)),
  'operators.detect': method(
    z.object({ country: IsoCountry, number: MobileNumber }).strict(),
    z.object({ operator: Operator, e164: z.string(), source: z.enum(['cache', 'service']) }),
  ),
} as const;

export const catalogEvents = {
  'catalog.progress': CatalogProgress,
} as const;
