import { Button, type Quote } from '@kompass/shared';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { ItemActions, ItemCard, ItemList, ItemTitle } from '../../components/item-list';
import { QueryList } from '../../components/query-list';
import { alertFailure } from '../../lib/failure';
import { adminTexts } from '../../texts';
import { useCreateHint, useDeleteHint, useHints } from './use-hints';

const fields = [{ name: 'quote', label: adminTexts.quote, multiline: true }] as const;

/** `/admin/quotes`: list, create, delete with confirmation. */
export function QuotesPage() {
  const quotes = useHints('quotes');
  const create = useCreateHint('quotes');
  const remove = useDeleteHint('quotes');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Quote | null>(null);

  return (
    <AdminPage
      title={adminTexts.quotes}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newQuote}</Button>}
    >
      <QueryList query={quotes} empty={adminTexts.noQuotes}>
        {(items) => (
          <ItemList aria-label={adminTexts.quotes}>
            {items.map((quote) => (
              <ItemCard key={quote.id}>
                <ItemTitle as="blockquote">{quote.quote}</ItemTitle>
                <ItemActions>
                  <Button
                    $variant="danger"
                    aria-label={`${adminTexts.delete}: ${quote.quote}`}
                    onClick={() => setDeleting(quote)}
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
          title={adminTexts.newQuote}
          fields={fields}
          requiredMessage={adminTexts.requiredFields}
          submitLabel={adminTexts.create}
          onCancel={() => setCreating(false)}
          onSubmit={({ quote = '' }) => {
            setCreating(false);
            create.mutate(
              { quote },
              { onError: (error) => void alertFailure(adminTexts.quoteCreateFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={adminTexts.confirmDeleteTitle}
          message={adminTexts.confirmDeleteQuote(deleting.quote)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            remove.mutate(deleting.id, {
              onError: (error) => void alertFailure(adminTexts.quoteDeleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
