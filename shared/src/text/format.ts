/*
 * Numbers the German way. Each formatter is made on first use, not when the module loads: the
 * first `Intl` formatter of a page loads the locale's data, which on a slow phone costs more than
 * a tenth of a second, and most first screens show no number.
 */
let wholeEuros: Intl.NumberFormat | undefined;
let euros: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** Salaries in EUR, de-DE locale: '45.000 €', with cents '45.000,50 €'. */
export function formatSalary(yearlySalary: number): string {
  if (Number.isInteger(yearlySalary)) {
    wholeEuros ??= new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    return wholeEuros.format(yearlySalary);
  }
  euros ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  return euros.format(yearlySalary);
}

/** An average rating with one decimal, German style: 4.5 → '4,5'. */
export function formatRating(rating: number): string {
  oneDecimal ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return oneDecimal.format(rating);
}
