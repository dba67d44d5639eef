import { styled } from '@kompass/shared';
import type { ApiClient, OnboardingQuestion } from '@kompass/shared';
import {
  createOnboardingQuestion,
  type NewOnboardingQuestion,
} from '../../api/create-onboarding-question';
import { deleteOnboardingQuestion } from '../../api/delete-onboarding-question';
import {
  getOnboardingQuestions,
  onboardingQuestionsQueryKey,
} from '../../api/get-onboarding-questions';
import type { EditableList } from '../../components/editable-list-page';
import { ItemText, ItemTitle } from '../../components/item-list';
import { wordsOf } from '../../lib/interest-words';
import { adminTexts } from '../../texts';
import { formValues, questionFields, questionProblem, toNewQuestion } from './question-form';

const Answers = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Key = styled.code`
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

/**
 * Edit as delete and re-create (docs/product.md#admin-pages), at the old question's position so the
 * order stays. Should the re-create fail, the old question is created again: nothing is lost.
 */
async function replaceQuestion(
  api: ApiClient,
  old: OnboardingQuestion,
  next: NewOnboardingQuestion,
) {
  // Every field but the id, so fields this page does not show are put back as well.
  const previous = Object.fromEntries(
    Object.entries(old).filter(([key]) => key !== 'id'),
  ) as NewOnboardingQuestion;
  await deleteOnboardingQuestion(api, old.id);
  try {
    await createOnboardingQuestion(api, { ...next, position: old.position });
  } catch (error) {
    await createOnboardingQuestion(api, previous);
    throw error;
  }
}

/** `/admin/onboarding`: questions in order with answers and key; create, delete, edit in place. */
export const onboardingList: EditableList<OnboardingQuestion> = {
  title: adminTexts.onboarding,
  texts: {
    add: adminTexts.newQuestion,
    edit: adminTexts.editQuestion,
    empty: adminTexts.noQuestions,
    createFailed: adminTexts.questionCreateFailed,
    editFailed: adminTexts.questionEditFailed,
    deleteFailed: adminTexts.questionDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteQuestion,
  },
  fields: questionFields,
  validate: questionProblem,
  toValues: formValues,
  label: (question) => question.question,
  render: (question, position, all) => (
    <>
      <ItemText>{adminTexts.questionPosition(position, all.length)}</ItemText>
      <ItemTitle>{question.question}</ItemTitle>
      <Answers aria-label={adminTexts.answers}>
        {question.answers.map((answer, answerIndex) => (
          <li key={answerIndex}>
            {adminTexts.answerSpeaksFor(
              answer,
              wordsOf(question.answerDimensions?.[answerIndex] ?? ''),
            )}
          </li>
        ))}
      </Answers>
      <ItemText>
        {adminTexts.settingsKey}: <Key>{question.settings_key}</Key>
      </ItemText>
    </>
  ),
  queryKey: onboardingQuestionsQueryKey,
  list: getOnboardingQuestions,
  create: (api, values) => createOnboardingQuestion(api, toNewQuestion(values)),
  update: (api, question, values) => replaceQuestion(api, question, toNewQuestion(values)),
  remove: (api, question) => deleteOnboardingQuestion(api, question.id),
};
