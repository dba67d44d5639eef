/**
 * How Kompass speaks about pay, the same in the cards, the details, the filter, the Merkliste and
 * the assistant: a job stores one yearly amount; a training allowance is paid and talked about by
 * the month, so it is always shown as a monthly amount.
 */

/** Work types whose pay is a training allowance, not a salary (the demo data and the admin form). */
const trainingWorkTypes = ['ausbildung', 'duales studium'];

/** Whether a job's pay is a training allowance (Ausbildung, Duales Studium), whatever the case. */
export function isTrainingAllowance(workType: string): boolean {
  return trainingWorkTypes.includes(workType.trim().toLowerCase());
}

/** Whether a job is a part-time post: its pay says little about what the occupation pays. */
export function isPartTime(workType: string): boolean {
  return workType.trim().toLowerCase() === 'teilzeit';
}

/** A yearly amount as whole euros a month (14.500 € a year → 1.208 € a month). */
export function monthlyPay(yearlySalary: number): number {
  return Math.round(yearlySalary / 12);
}
