/**
 * Exact money. Every amount the till stores or adds up is an integer count of micro-units
 * (one millionth of the currency's unit) beside its currency code: the service sends decimals,
 * and a day's totals must match it to the cent, so no report ever sums floats.
 */
export const MICROS_PER_UNIT = 1_000_000;
const SCALE_DIGITS = 6;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a decimal number or numeric string into exact micro-units (rounding half away from zero past 6 places). */
export function toMicros(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError(`not an amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0');
  let micros = Number(whole) * MICROS_PER_UNIT + Number(kept);
  if (fraction.length > SCALE_DIGITS && Number(fraction[SCALE_DIGITS]) >= 5) micros += 1;
  if (!Number.isSafeInteger(micros)) throw new MoneyError(`amount out of range: ${text}`);
  return sign && micros !== 0 ? -micros : micros;
}

/** The shortest decimal text of a finite number, without exponent notation. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyError(`not an amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(SCALE_DIGITS + 2);
}

/** Micro-units back to a JSON number for the service (exact for any amount with ≤ 6 decimals). */
export function fromMicros(micros: number): number {
  return Number(microsToDecimal(micros));
}

/** Micro-units as plain decimal text with at least `minDecimals` places, e.g. 10_500_000 → "10.50". */
export function microsToDecimal(micros: number | bigint, minDecimals = 2): string {
  // A chain's totals can pass 2^53 micro-units (9 billion units of a currency): those come as BigInt.
  if (typeof micros === 'bigint') {
    const abs = micros < 0n ? -micros : micros;
    return decimalText(micros < 0n, String(abs / BigInt(MICROS_PER_UNIT)), String(abs % BigInt(MICROS_PER_UNIT)), minDecimals);
  }
  if (!Number.isSafeInteger(micros)) throw new MoneyError(`not an exact amount: ${micros}`);
  const abs = Math.abs(micros);
  return decimalText(micros < 0, String(Math.floor(abs / MICROS_PER_UNIT)), String(abs % MICROS_PER_UNIT), minDecimals);
}

function decimalText(negative: boolean, whole: string, fractionMicros: string, minDecimals: number): string {
  const fraction = fractionMicros.padStart(SCALE_DIGITS, '0').replace(/0+$/, '').padEnd(minDecimals, '0');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Adds micro-unit amounts, refusing anything that is not an exact integer. */
export function sumMicros(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new MoneyError(`not an exact amount: ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new MoneyError('total out of range');
  return total;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale, currency and display: making one costs far more than using it (a screen shows dozens of amounts). */
function moneyFormat(locale: string | undefined, currencyCode: string, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currencyCode}|${display}`;
  let format = moneyFormats.get(key);
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, currencyDisplay: display, maximumFractionDigits: 6 })));
  return format;
}

/** For display only: locale formatting of an exact amount in its currency. */
/** `code` shows "USD 5.00" rather than "$5.00": a receipt carries two currencies, and "$" is several. */
export function formatMoney(micros: number | bigint, currencyCode: string, locale?: string, display: 'symbol' | 'code' = 'symbol'): string {
  const decimal = microsToDecimal(micros);
  try {
    const format = moneyFormat(locale, currencyCode, display);
    // Intl takes a decimal string exactly (no float round trip) where supported.
    return format.format(decimal as unknown as number);
  } catch {
    return `${decimal} ${currencyCode}`;
  }
}
