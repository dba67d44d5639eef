/** A figure in German notation with `digits` decimals; '–' when there is none. */
export const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('de-DE', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : '–';

/** The nearest-rank percentile of ascending values; NaN without any. */
export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
