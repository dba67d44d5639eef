import { getAllPages, type ApiClient, type OnboardingQuestion } from '@kompass/shared';

/** GET /onboarding, every page, in the order users answer them. */
export function getOnboardingQuestions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<OnboardingQuestion[]> {
  return getAllPages<OnboardingQuestion>(api, 'onboarding', { signal });
}

export const onboardingQuestionsQueryKey = ['onboarding', 'questions'] as const;
