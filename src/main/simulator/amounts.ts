/**
 * Exact amounts inside the simulator: integer micro-units (src/shared/money.ts), rounded to cents
 * wherever the service shows money, so balances add up to the cent across any number of top-ups.
 */
import { MICROS_PER_UNIT, fromMicros, toMicros } from '../../shared/money';

const MICROS_PER_CENT = MICROS_PER_UNIT / 100;

export { fromMicros, toMicros };

/** Rounds half away from zero to whole cents. */
export function roundToCents(micros: number): number {
  const sign = micros < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(micros) / MICROS_PER_CENT) * MICROS_PER_CENT;
}

/** `amount × rate`, rounded to cents. */
export function convert(micros: number, rate: number): number {
  return roundToCents(micros * rate);
}

/** `percent` % of an amount, rounded to cents. */
export function percentOf(micros: number, percent: number): number {
  return roundToCents((micros * percent) / 100);
}

/** A plain number rounded to cents, for generated catalog amounts. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Text key of an amount in the amount-keyed maps of an operator (`"5.00"`). */
export function amountKey(value: number): string {
  return value.toFixed(2);
}

/**
 * Reads an amount sent by a client: a JSON number or a numeric string (the vendor's samples send
 * strings). Returns micro-units, or null when it is not a positive finite amount.
 */
export function readPositiveAmount(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  try {
    const micros = toMicros(value);
    return micros > 0 ? micros : null;
  } catch {
    return null;
  }
}
