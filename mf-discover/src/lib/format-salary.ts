const euro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Spec §9: salaries in EUR, de-DE locale ('42.000 €'). Whole euros: the API stores no cents. */
export function formatSalary(yearlySalary: number): string {
  return euro.format(yearlySalary);
}

/** Work types whose pay is a training allowance, not a salary (the demo data and the admin form). */
const trainingWorkTypes = ['ausbildung', 'duales studium'];

/** Whether a job's yearly pay is a training allowance (Ausbildung, Duales Studium). */
export function isTrainingAllowance(workType: string): boolean {
  return trainingWorkTypes.includes(workType.trim().toLowerCase());
}
