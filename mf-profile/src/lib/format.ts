const wholeEuros = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Spec §9: salaries in EUR, de-DE locale: '45.000 €', with cents '45.000,50 €'. */
export function formatSalary(yearlySalary: number): string {
  return (Number.isInteger(yearlySalary) ? wholeEuros : euros).format(yearlySalary);
}

const oneDecimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** An average rating with one decimal, German style: 4.5 → '4,5'. */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}
