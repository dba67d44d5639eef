const euro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Spec §9: salaries in EUR, de-DE locale ('42.000 €'). Whole euros: the API stores no cents. */
export function formatSalary(yearlySalary: number): string {
  return euro.format(yearlySalary);
}
