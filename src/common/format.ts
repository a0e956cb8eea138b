/** Display rules of spec §9. Every helper answers 'Invalid input' for something that is not a finite number. */
export const INVALID_INPUT = 'Invalid input';

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** `$1,234.50`: dollar sign, thousands separators, always 2 decimals. */
export function formatCurrency(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return INVALID_INPUT;
  const text = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${n < 0 ? '-' : ''}$${text}`;
}

/**
 * An amount in cents of a currency, written as the reader's locale writes money (spec §9: the currency's
 * sign, thousands separators, 2 decimals): `$1,234.50` in English, `1 234,50 $` in French. The narrow
 * symbol keeps the dollar sign a dollar sign in every locale ("$US" and "US$" are wider forms).
 */
export function formatMoney(cents: unknown, currency: string, locale: string): string {
  const n = toNumber(cents);
  if (n === null) return INVALID_INPUT;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(n / 100);
  } catch {
    return `${(n / 100).toFixed(2)} ${currency}`;
  }
}

/** `999`, `1K`, `1.5K`, `1M`, `2.3M`: one decimal, '.0' dropped. */
export function formatCompact(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return INVALID_INPUT;
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const oneDecimal = (x: number) => String(Number(x.toFixed(1)));
  if (abs >= 1_000_000 || Number((abs / 1000).toFixed(1)) >= 1000) return `${sign}${oneDecimal(abs / 1_000_000)}M`;
  if (abs >= 1000) return `${sign}${oneDecimal(abs / 1000)}K`;
  return `${sign}${Number.isInteger(abs) ? abs : oneDecimal(abs)}`;
}

/** Seconds as `m:ss`, or `h:mm:ss` from one hour; fractions are dropped. */
export function formatDuration(seconds: unknown): string {
  const n = toNumber(seconds);
  if (n === null || n < 0) return INVALID_INPUT;
  const total = Math.floor(n);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A date in UTC (the product's time zone), e.g. `Nov 22, 2026` in en. */
export function formatDate(value: Date | string | number, locale = 'en'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_INPUT;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
