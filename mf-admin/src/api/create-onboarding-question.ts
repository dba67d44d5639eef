import type { ApiClient, CreatedResponse, NewOnboardingQuestion } from '@kompass/shared';

export type { NewOnboardingQuestion };

/** POST /onboarding → 201 `{ id }`; with `position`, at that place in the order (admins only). */
export function createOnboardingQuestion(api: ApiClient, question: NewOnboardingQuestion) {
  return api
    .post('onboarding', { json: question, context: { silentStatuses: [400] } })
    .json<CreatedResponse>();
}
