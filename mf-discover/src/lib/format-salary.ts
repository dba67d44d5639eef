/** Work types whose pay is a training allowance, not a salary (the demo data and the admin form). */
const trainingWorkTypes = ['ausbildung', 'duales studium'];

/** Whether a job's yearly pay is a training allowance (Ausbildung, Duales Studium). */
export function isTrainingAllowance(workType: string): boolean {
  return trainingWorkTypes.includes(workType.trim().toLowerCase());
}
