/**
 * Made on first use, not when the module loads: the first `Intl` formatter of a page loads the
 * locale's data, which on a slow phone costs more than a tenth of a second, and home's header
 * (which loads this module) shows no salary.
 */
let euro: Intl.NumberFormat | undefined;

/** Spec §9: salaries in EUR, de-DE locale ('42.000 €'). Whole euros: the API stores no cents. */
export function formatSalary(yearlySalary: number): string {
  euro ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return euro.format(yearlySalary);
}

/** Work types whose pay is a training allowance, not a salary (the demo data and the admin form). */
const trainingWorkTypes = ['ausbildung', 'duales studium'];

/** Whether a job's yearly pay is a training allowance (Ausbildung, Duales Studium). */
export function isTrainingAllowance(workType: string): boolean {
  return trainingWorkTypes.includes(workType.trim().toLowerCase());
}
