import { Button, type ApplicationTip } from '@kompass/shared';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { ItemActions, ItemCard, ItemList, ItemText, ItemTitle } from '../../components/item-list';
import { QueryList } from '../../components/query-list';
import { alertFailure } from '../../lib/failure';
import { adminTexts } from '../../texts';
import { useCreateHint, useDeleteHint, useHints } from './use-hints';

const fields = [
  { name: 'shortTip', label: adminTexts.shortTip },
  { name: 'longTip', label: adminTexts.longTip, multiline: true },
] as const;

/** `/admin/tips/applications`: list, create (both fields required), delete with confirmation. */
export function ApplicationTipsPage() {
  const tips = useHints('applications');
  const create = useCreateHint('applications');
  const remove = useDeleteHint('applications');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApplicationTip | null>(null);

  return (
    <AdminPage
      title={adminTexts.applicationTips}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newApplicationTip}</Button>}
    >
      <QueryList query={tips} empty={adminTexts.noApplicationTips}>
        {(items) => (
          <ItemList aria-label={adminTexts.applicationTips}>
            {items.map((tip) => (
              <ItemCard key={tip.id}>
                <ItemTitle>{tip.shortTip}</ItemTitle>
                <ItemText>{tip.longTip}</ItemText>
                <ItemActions>
                  <Button
                    $variant="danger"
                    aria-label={`${adminTexts.delete}: ${tip.shortTip}`}
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
          title={adminTexts.newApplicationTip}
          fields={fields}
          requiredMessage={adminTexts.requiredFields}
          submitLabel={adminTexts.create}
          onCancel={() => setCreating(false)}
          onSubmit={({ shortTip = '', longTip = '' }) => {
            setCreating(false);
            create.mutate(
              { shortTip, longTip },
              { onError: (error) => void alertFailure(adminTexts.tipCreateFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={adminTexts.confirmDeleteTitle}
          message={adminTexts.confirmDeleteTip(deleting.shortTip)}
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
