/**
 * The owner's office's HTTP API: every answer's shape, the one source of truth for the server (which builds them)
 * and the app (which parses them). Amounts are exact integer micro-units; a chain's sums can pass what a JS number
 * holds exactly, so every micros field travels as a decimal string of an integer ("12500000"), never a number.
 */
import { z } from 'zod';

/** Integer micro-units as decimal text: read with BigInt, never Number. */
export const Micros = z.string().regex(/^-?\d+$/);
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const IsoTime = z.string();

/** Sales added up in one currency: how many, and their amount. */
export const Total = z.object({ currency: z.string(), count: z.number().int(), micros: Micros });
export type Total = z.infer<typeof Total>;

export const SignedIn = z.object({ user: z.string() });
export type SignedIn = z.infer<typeof SignedIn>;

/** Every refusal: a code the app reads and words a person reads. */
export const Problem = z.object({ code: z.string(), message: z.string() });
export type Problem = z.infer<typeof Problem>;

export const TodayTill = z.object({
  tillId: z.string(),
  name: z.string(),
  shop: z.string(),
  lastSeen: IsoTime.nullable(),
  /** Minutes since its last event (null: never heard from). */
  minutesAgo: z.number().int().nullable(),
  /** No event for more than the office's --quiet-minutes, counted within opening hours in the till's time zone. */
  quiet: z.boolean(),
  conflicts: z.number().int(),
  openSales: z.number().int(),
});
export type TodayTill = z.infer<typeof TodayTill>;

export const TodayAnswer = z.object({
  day: Day,
  generatedAt: IsoTime,
  quietMinutes: z.number().int(),
  openingHours: z.object({ from: z.string(), to: z.string() }),
  sold: z.array(Total),
  delivered: z.array(Total),
  discount: z.array(Total),
  handedBack: z.array(Total),
  open: z.array(Total),
  tills: z.array(TodayTill),
});
export type TodayAnswer = z.infer<typeof TodayAnswer>;

/** chainDayReport (chain/lib/report.ts) as the API carries it, with the day's Zs and shifts' over/short. */
export const DaysAnswer = z.object({
  day: Day,
  generatedAt: IsoTime,
  sold: z.array(Total),
  byTill: z.array(Total.extend({ tillId: z.string(), name: z.string(), shop: z.string() })),
  byShop: z.array(Total.extend({ shop: z.string() })),
  byOperator: z.array(Total.extend({ operatorId: z.number().int(), operatorName: z.string(), countryIso: z.string() })),
  byClerk: z.array(Total.extend({ tillId: z.string(), clerk: z.string() })),
  delivered: z.array(Total),
  cost: z.array(Total),
  discount: z.array(Total),
  handedBack: z.array(Total),
  open: z.array(z.object({ tillId: z.string(), saleId: z.string(), state: z.string(), createdAt: IsoTime, currency: z.string(), micros: Micros })),
  quiet: z.array(z.object({ tillId: z.string(), name: z.string(), shop: z.string(), lastSeen: IsoTime.nullable() })),
  restored: z.array(z.object({ tillId: z.string(), at: IsoTime, fromSeq: z.number().int(), centreLast: z.number().int(), salesKept: z.number().int() })),
  /** Each till's Z for the day: when it closed, and what it counted as sold (succeeded sales). */
  closes: z.array(z.object({ tillId: z.string(), closedAt: IsoTime, sold: z.array(z.object({ currency: z.string(), micros: Micros })) })),
  /** Each closed shift's drawer: counted − expected per currency (positive over, negative short). */
  shifts: z.array(
    z.object({
      tillId: z.string(),
      shiftId: z.number().int(),
      clerk: z.string(),
      closedAt: IsoTime.nullable(),
      cash: z.array(z.object({ currency: z.string(), expected: Micros, counted: Micros.nullable(), difference: Micros.nullable() })),
    }),
  ),
});
export type DaysAnswer = z.infer<typeof DaysAnswer>;

export const FIGURES = ['byHour', 'byDay', 'byOperator', 'discountByDay'] as const;
export const Figure = z.enum(FIGURES);
export type Figure = z.infer<typeof Figure>;

/** One bar: its category (an hour "09", a day, an operator's name), a currency, and one or two values. */
export const TrendPoint = z.object({
  category: z.string(),
  currency: z.string(),
  count: z.number().int(),
  micros: Micros,
  /** By day: the same weekday of the range before (a week against the one before). */
  before: Micros.nullable(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

export const TrendsAnswer = z.object({
  figure: Figure,
  from: Day,
  to: Day,
  /** null: the whole chain. */
  shop: z.string().nullable(),
  shops: z.array(z.string()),
  points: z.array(TrendPoint),
});
export type TrendsAnswer = z.infer<typeof TrendsAnswer>;

export const TillRow = z.object({
  tillId: z.string(),
  name: z.string(),
  shop: z.string(),
  lastSeen: IsoTime.nullable(),
  lastSeq: z.number().int(),
  /** Its sales still open at the centre (sent, their outcome not yet). */
  openSales: z.number().int(),
  /**
   * What waits to be sent, as far as the centre can know: the entries the till's journal held beyond the centre's
   * copy when it last said (on its last new connection), less what has come since. Null: not said (a till of an
   * earlier build), or not the counter's till now.
   */
  waiting: z.number().int().nullable(),
  waitingSaidAt: IsoTime.nullable(),
  conflicts: z.number().int(),
  enrolledAt: IsoTime,
  revokedAt: IsoTime.nullable(),
  /** The version the till runs, once it has said (null until then). */
  version: z.string().nullable(),
});
export const TillsAnswer = z.object({ tills: z.array(TillRow) });
export type TillsAnswer = z.infer<typeof TillsAnswer>;
