/** "62 %", "62%", "62 %": a 0–100 share the way the interface language writes a percentage (whole numbers, clamped). */
export const formatPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)) / 100,
  );
