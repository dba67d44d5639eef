import { ONBOARDING_COMPLETED_KEY, type ApiClient, type OnboardingQuestion } from '@kompass/shared';
import { createProfile } from '../api/create-profile';
import { saveSetting, type SaveSettingRequest } from '../api/save-setting';

/** The index of the chosen answer, `null` for a skipped question. */
export type Answer = number | null;

/** One write of the closing sequence. */
export type SubmissionStep =
  { kind: 'setting'; setting: SaveSettingRequest } | { kind: 'createProfile' };

/**
 * One setting per question in order (value = the chosen answer's index, `null` when skipped),
 * then `onboarding_completed = 'true'`, then the profile (docs/product.md#onboarding).
 */
export function planSubmission(
  questions: readonly OnboardingQuestion[],
  answers: readonly (Answer | undefined)[],
): SubmissionStep[] {
  return [
    ...questions.map((question, index): SubmissionStep => {
      const answer = answers[index];
      return {
        kind: 'setting',
        setting: {
          key: question.settings_key,
          value: answer === null || answer === undefined ? null : String(answer),
        },
      };
    }),
    { kind: 'setting', setting: { key: ONBOARDING_COMPLETED_KEY, value: 'true' } },
    { kind: 'createProfile' },
  ];
}

export function performStep(api: ApiClient, step: SubmissionStep): Promise<void> {
  return step.kind === 'setting' ? saveSetting(api, step.setting) : createProfile(api);
}
