/** A file's size the way people read it in their language (812 kB, 4,2 Mo): Intl names the units. */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function fileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}
