/**
 * `@kompass/shared/job-terms`: what a job's pay and requirements mean, for the pages that compare
 * or explain them (a job's details, the comparison, the qualification setting, admin), bundled by
 * those apps instead of the shell's first load. Plain functions and constants.
 */
export { isPartTime, isTrainingAllowance } from '@kompass/contracts/pay';
export { jobRequirements, qualificationSettingKey } from '@kompass/contracts/qualification';
