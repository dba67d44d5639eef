import { Button, useApi, type LearningTip } from '@kompass/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { createHint } from '../../api/create-hint';
import { deleteHint } from '../../api/delete-hint';
import { hintsQueryKey } from '../../api/get-hints';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { ItemActions, ItemCard, ItemList, ItemText, ItemTitle } from '../../components/item-list';
import { QueryList } from '../../components/query-list';
import { alertFailure } from '../../lib/failure';
import { adminTexts } from '../../texts';
import { useCreateHint, useDeleteHint, useHints } from './use-hints';

const fields = [
  { name: 'emoji', label: adminTexts.emoji },
  { name: 'title', label: adminTexts.title },
  { name: 'description', label: adminTexts.description, multiline: true },
] as const;

const Emoji = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
`;

type NewLearningTip = Omit<LearningTip, 'id'>;

/**
 * Edit as delete and re-create (spec §4). Should the re-create fail, the old tip is created
 * again, so nothing is lost; the error names the first failure.
 */
function useReplaceLearningTip() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ old, next }: { old: LearningTip; next: NewLearningTip }) => {
      await deleteHint(api, 'learning', old.id);
      try {
        await createHint(api, 'learning', next);
      } catch (error) {
        const { emoji, title, description } = old;
        await createHint(api, 'learning', { emoji, title, description });
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hintsQueryKey('learning') }),
  });
}

/** `/admin/tips/learning`: list, create, delete and edit (all three fields required). */
export function LearningTipsPage() {
  const tips = useHints('learning');
  const create = useCreateHint('learning');
  const remove = useDeleteHint('learning');
  const replace = useReplaceLearningTip();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LearningTip | null>(null);
  const [deleting, setDeleting] = useState<LearningTip | null>(null);

  return (
    <AdminPage
      title={adminTexts.learningTips}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newLearningTip}</Button>}
    >
      <QueryList query={tips} empty={adminTexts.noLearningTips}>
        {(items) => (
          <ItemList aria-label={adminTexts.learningTips}>
            {items.map((tip) => (
              <ItemCard key={tip.id}>
                <ItemTitle>
                  <Emoji aria-hidden="true">{tip.emoji}</Emoji>
                  {tip.title}
                </ItemTitle>
                <ItemText>{tip.description}</ItemText>
                <ItemActions>
                  <Button
                    $variant="secondary"
                    aria-label={`${adminTexts.edit}: ${tip.title}`}
                    onClick={() => setEditing(tip)}
                  >
                    {adminTexts.edit}
                  </Button>
                  <Button
                    $variant="danger"
                    aria-label={`${adminTexts.delete}: ${tip.title}`}
                    onClick={() => setDeleting(tip)}
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
          title={adminTexts.newLearningTip}
          fields={fields}
          requiredMessage={adminTexts.requiredFields}
          submitLabel={adminTexts.create}
          onCancel={() => setCreating(false)}
          onSubmit={({ emoji = '', title = '', description = '' }) => {
            setCreating(false);
            create.mutate(
              { emoji, title, description },
              { onError: (error) => void alertFailure(adminTexts.tipCreateFailed, error) },
            );
          }}
        />
      )}
      {editing && (
        <FormDialog
          title={adminTexts.editLearningTip}
          fields={fields}
          initial={{ ...editing }}
          requiredMessage={adminTexts.requiredFields}
          onCancel={() => setEditing(null)}
          onSubmit={({ emoji = '', title = '', description = '' }) => {
            setEditing(null);
            replace.mutate(
              { old: editing, next: { emoji, title, description } },
              { onError: (error) => void alertFailure(adminTexts.tipEditFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={adminTexts.confirmDeleteTitle}
          message={adminTexts.confirmDeleteTip(deleting.title)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            remove.mutate(deleting.id, {
              onError: (error) => void alertFailure(adminTexts.tipDeleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
