let oneDecimal: Intl.NumberFormat | undefined;

/** A distance in km the German way, always with one decimal: 12.34 → '12,3'. */
export function formatDistance(km: number): string {
  oneDecimal ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return oneDecimal.format(km);
}
