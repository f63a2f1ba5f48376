import { z } from 'zod';

/**
 * The Spring page envelope, reduced to what paging needs. A bare array is read as a single,
 * complete page: some list endpoints answer one and some the other, and which is not documented.
 * Every paging field is optional because the transactions report does not document them.
 */
export function envelopeSchema<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? { content: value, number: 0, totalPages: 1, totalElements: value.length, last: true } : value),
    z.object({
      content: z.array(item),
      /** Zero-based. */
      number: z.int().nonnegative().optional(),
      totalPages: z.int().nonnegative().optional(),
      totalElements: z.int().nonnegative().optional(),
      last: z.boolean().optional(),
    }),
  );
}

/** A list endpoint: a bare array, or the envelope's content when the service pages it anyway. */
export function listSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(item).transform((envelope) => envelope.content);
}
