import { Button, type OnboardingQuestion } from '@kompass/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { ItemActions, ItemCard, ItemList, ItemText, ItemTitle } from '../../components/item-list';
import { QueryList } from '../../components/query-list';
import { alertFailure } from '../../lib/failure';
import { wordsOf } from '../../lib/interest-words';
import { adminTexts } from '../../texts';
import { formValues, questionFields, questionProblem, toNewQuestion } from './question-form';
import {
  useCreateOnboardingQuestion,
  useDeleteOnboardingQuestion,
  useOnboardingQuestions,
  useReplaceOnboardingQuestion,
} from './use-onboarding-questions';

const Answers = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Key = styled.code`
  font-size: ${({ theme }) => theme.font.small};
`;

/** `/admin/onboarding`: questions with answers and key; create, delete, edit in place. */
export function OnboardingQuestionsPage() {
  const questions = useOnboardingQuestions();
  const create = useCreateOnboardingQuestion();
  const remove = useDeleteOnboardingQuestion();
  const replace = useReplaceOnboardingQuestion();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OnboardingQuestion | null>(null);
  const [deleting, setDeleting] = useState<OnboardingQuestion | null>(null);

  return (
    <AdminPage
      title={adminTexts.onboarding}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newQuestion}</Button>}
    >
      <QueryList query={questions} empty={adminTexts.noQuestions}>
        {(items) => (
          <ItemList aria-label={adminTexts.onboarding}>
            {items.map((question, index) => (
              <ItemCard key={question.id}>
                <ItemText>{adminTexts.questionPosition(index + 1, items.length)}</ItemText>
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
                <ItemActions>
                  <Button
                    $variant="secondary"
                    aria-label={`${adminTexts.edit}: ${question.question}`}
                    onClick={() => setEditing(question)}
                  >
                    {adminTexts.edit}
                  </Button>
                  <Button
                    $variant="danger"
                    aria-label={`${adminTexts.delete}: ${question.question}`}
                    onClick={() => setDeleting(question)}
                  >
                    {adminTexts.delete}
                  </Button>
                </ItemActions>
              </ItemCard>
            ))}
          </ItemList>
        )}
      </QueryList>
      {creating && (
        <FormDialog
          title={adminTexts.newQuestion}
          fields={questionFields}
          requiredMessage={adminTexts.requiredFields}
          validate={questionProblem}
          submitLabel={adminTexts.create}
          onCancel={() => setCreating(false)}
          onSubmit={(values) => {
            setCreating(false);
            create.mutate(toNewQuestion(values), {
              onError: (error) => void alertFailure(adminTexts.questionCreateFailed, error),
            });
          }}
        />
      )}
      {editing && (
        <FormDialog
          title={adminTexts.editQuestion}
          fields={questionFields}
          initial={formValues(editing)}
          requiredMessage={adminTexts.requiredFields}
          validate={questionProblem}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            setEditing(null);
            replace.mutate(
              { old: editing, next: toNewQuestion(values) },
              { onError: (error) => void alertFailure(adminTexts.questionEditFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={adminTexts.confirmDeleteTitle}
          message={adminTexts.confirmDeleteQuestion(deleting.question)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            remove.mutate(deleting.id, {
              onError: (error) => void alertFailure(adminTexts.questionDeleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
