import type { ApiClient, OnboardingQuestion, Paged } from '@kompass/shared';

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** GET /onboarding, every page, in the order users answer them. */
export async function getOnboardingQuestions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<OnboardingQuestion[]> {
  const items: OnboardingQuestion[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await api
      .get('onboarding', { searchParams: { page, size: PAGE_SIZE }, signal })
      .json<Paged<OnboardingQuestion>>();
    items.push(...content);
    if (content.length === 0 || items.length >= total) break;
  }
  return items;
}

export const onboardingQuestionsQueryKey = ['onboarding', 'questions'] as const;
