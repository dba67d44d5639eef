import { useApi, type OnboardingQuestion } from '@kompass/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createOnboardingQuestion,
  type NewOnboardingQuestion,
} from '../../api/create-onboarding-question';
import { deleteOnboardingQuestion } from '../../api/delete-onboarding-question';
import {
  getOnboardingQuestions,
  onboardingQuestionsQueryKey,
} from '../../api/get-onboarding-questions';

export function useOnboardingQuestions() {
  const api = useApi();
  return useQuery({
    queryKey: onboardingQuestionsQueryKey,
    queryFn: ({ signal }) => getOnboardingQuestions(api, signal),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingQuestionsQueryKey });
}

export function useCreateOnboardingQuestion() {
  const api = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (question: NewOnboardingQuestion) => createOnboardingQuestion(api, question),
    onSettled: invalidate,
  });
}

export function useDeleteOnboardingQuestion() {
  const api = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => deleteOnboardingQuestion(api, id),
    onSettled: invalidate,
  });
}

/**
 * Edit as delete and re-create (spec §4), at the old question's position so the order stays.
 * Should the re-create fail, the old question is created again: nothing is lost.
 */
export function useReplaceOnboardingQuestion() {
  const api = useApi();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ old, next }: { old: OnboardingQuestion; next: NewOnboardingQuestion }) => {
      const previous = {
        question: old.question,
        answers: old.answers,
        answerDimensions: old.answerDimensions ?? [],
        settings_key: old.settings_key,
        position: old.position,
      };
      await deleteOnboardingQuestion(api, old.id);
      try {
        await createOnboardingQuestion(api, { ...next, position: old.position });
      } catch (error) {
        await createOnboardingQuestion(api, previous);
        throw error;
      }
    },
    onSettled: invalidate,
  });
}
