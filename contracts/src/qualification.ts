/**
 * What a job needs before one can start it, and what a user has finished: defined once for the
 * API (`Job.requires`, 'Für dich') and the browser (the profile's choice). No imports: the
 * browser bundles this file alone.
 */

/** 'keine': school is enough (trainings, dual study, posts for school leavers). */
export const jobRequirements = ['keine', 'ausbildung', 'studium'] as const;
export type JobRequirement = (typeof jobRequirements)[number];

/** What the API answers to any other value (the job schema, and the admin's statements). */
export const jobRequirementError =
  'Die Voraussetzung muss „keine“, „ausbildung“ oder „studium“ sein.';

/**
 * The user setting that says what they have finished ('ausbildung' or 'studium'). Without it a
 * school leaver, who has neither: 'Für dich' then leaves out posts that need more.
 */
export const qualificationSettingKey = 'qualification';
