import { isPartTime, isTrainingAllowance, monthlyPay } from '@kompass/contracts/pay';
import type { AssistantJob } from './assistant-repository.ts';
import { euros } from './records.ts';

/**
 * What a job pays, said the way the app's cards and details say it: a training allowance per
 * month only ('925 € im Monat Ausbildungsvergütung'), a salary per month and per year, each with
 * its period written out. `ref` is the job's citation ('[1]').
 */
export function payLine(job: AssistantJob, ref: string): string {
  const monthly = `${euros(monthlyPay(job.yearlySalary))} im Monat`;
  const amount = isTrainingAllowance(job.workType)
    ? `${monthly} Ausbildungsvergütung`
    : `${monthly}, ${euros(job.yearlySalary)} im Jahr`;
  return `${job.name} ${ref}: ${amount} (${job.workType}, ${job.location}).`;
}

/**
 * The jobs a pay answer names: part-time posts are left out, as their lower pay would be read as
 * what the occupation (or its training) pays; only when nothing else was found do they stay.
 */
export function jobsForPay(jobs: AssistantJob[], limit: number): AssistantJob[] {
  const fullPosts = jobs.filter((job) => !isPartTime(job.workType));
  return (fullPosts.length > 0 ? fullPosts : jobs).slice(0, limit);
}
