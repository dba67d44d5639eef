import { getAllPages, type ApiClient, type OnboardingQuestion } from '@kompass/shared';

/**
 * GET /onboarding answers one page of the questions (docs/product.md#api: `{ content, total }`).
 */
export interface OnboardingQuestionsResponse {
  content: OnboardingQuestion[];
  total: number;
}

/** The API's largest page: in practice every question arrives with the first request. */
const PAGE_SIZE = 100;

export function getOnboardingQuestionsPage(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<OnboardingQuestionsResponse> {
  return api
    .get('onboarding', { searchParams: { page, size: PAGE_SIZE }, signal })
    .json<OnboardingQuestionsResponse>();
}

/** Every onboarding question, in the server's order (pages count from 0). */
export function getOnboardingQuestions(
  api: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OnboardingQuestion[]> {
  return getAllPages<OnboardingQuestion>(api, 'onboarding', { signal });
}
