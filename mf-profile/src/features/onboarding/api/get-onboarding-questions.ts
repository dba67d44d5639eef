import type { ApiClient, OnboardingQuestion } from '@kompass/shared';

/** GET /onboarding answers one page of the questions (DESIGN §5: `{ content, total }`). */
export interface OnboardingQuestionsResponse {
  content: OnboardingQuestion[];
  total: number;
}

/** The API's largest page: in practice every question arrives with the first request. */
const PAGE_SIZE = 100;
/** A guard against a server whose `total` never adds up. */
const MAX_PAGES = 20;

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
export async function getOnboardingQuestions(
  api: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OnboardingQuestion[]> {
  const questions: OnboardingQuestion[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await getOnboardingQuestionsPage(api, page, signal);
    questions.push(...content);
    if (content.length === 0 || questions.length >= total) break;
  }
  return questions;
}
