import {
  Button,
  useApi,
  type ApiClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@kompass/shared';
import { useState, type ReactNode } from 'react';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, type FormField, type FormValues } from './form-dialog';
import { ItemActions, ItemCard, DeleteItemButton } from './item-list';
import { ItemListState } from './list-state';

/**
 * What makes one admin list page: its texts, its form, its calls and how an item looks.
 * A new field (say, an interest code) is one more entry in `fields` plus its place in
 * `toValues` and in the body the calls build from the values.
 */
export interface EditableList<Item extends { id: string }> {
  title: string;
  texts: {
    add: string;
    edit: string;
    empty: string;
    createFailed: string;
    editFailed: string;
    deleteFailed: string;
    confirmDelete: (label: string) => string;
  };
  fields: readonly FormField[];
  /** Rules beyond 'every field filled in': a German problem, or null. */
  validate?: (values: FormValues) => string | null;
  /** The form's values for an item being edited. */
  toValues: (item: Item) => FormValues;
  /** How buttons and the delete question name the item. */
  label: (item: Item) => string;
  /** The card's content; `position` counts from 1. */
  render: (item: Item, position: number, all: Item[]) => ReactNode;
  queryKey: QueryKey;
  list: (api: ApiClient, signal: AbortSignal) => Promise<Item[]>;
  create: (api: ApiClient, values: FormValues) => Promise<unknown>;
  update: (api: ApiClient, item: Item, values: FormValues) => Promise<unknown>;
  remove: (api: ApiClient, item: Item) => Promise<unknown>;
}

type Editing<Item> = { mode: 'create' } | { mode: 'edit'; item: Item };

/**
 * An admin list with its skeleton, empty and error states, and the dialogs that create, edit
 * and delete (after a question) items. A failed change tells the admin in German what failed
 * and why, and the list shows the server's state afterwards.
 */
export function EditableListPage<Item extends { id: string }>({
  config,
}: {
  config: EditableList<Item>;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey: config.queryKey,
    queryFn: ({ signal }) => config.list(api, signal),
  });
  const onSettled = () => queryClient.invalidateQueries({ queryKey: config.queryKey });
  const create = useMutation({
    mutationFn: (values: FormValues) => config.create(api, values),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ item, values }: { item: Item; values: FormValues }) =>
      config.update(api, item, values),
    onSettled,
  });
  const remove = useMutation({ mutationFn: (item: Item) => config.remove(api, item), onSettled });
  const [editing, setEditing] = useState<Editing<Item> | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { texts } = config;

  return (
    <AdminPage
      title={config.title}
      action={<Button onClick={() => setEditing({ mode: 'create' })}>{texts.add}</Button>}
    >
      <ItemListState
        query={items}
        errorMessage={adminTexts.loadError}
        emptyTitle={texts.empty}
        label={config.title}
        renderItem={(item, index, all) => (
          <ItemCard key={item.id}>
            {config.render(item, index + 1, all)}
            <ItemActions>
              <Button
                $variant="secondary"
                aria-label={adminTexts.editField(config.label(item))}
                onClick={() => setEditing({ mode: 'edit', item })}
              >
                {adminTexts.edit}
              </Button>
              <DeleteItemButton name={config.label(item)} onClick={() => setDeleting(item)} />
            </ItemActions>
          </ItemCard>
        )}
      />
      {editing?.mode === 'create' && (
        <FormDialog
          title={texts.add}
          fields={config.fields}
          validate={config.validate}
          submitLabel={adminTexts.create}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            setEditing(null);
            create.mutate(values, {
              onError: (error) => void alertFailure(texts.createFailed, error),
            });
          }}
        />
      )}
      {editing?.mode === 'edit' && (
        <FormDialog
          title={texts.edit}
          fields={config.fields}
          initial={config.toValues(editing.item)}
          validate={config.validate}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            setEditing(null);
            update.mutate(
              { item: editing.item, values },
              { onError: (error) => void alertFailure(texts.editFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={texts.confirmDelete(config.label(deleting))}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting, {
              onError: (error) => void alertFailure(texts.deleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
