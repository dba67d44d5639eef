import { Button, styled } from '@kompass/shared';
import { useState } from 'react';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ItemActions, ItemCard, ItemTitle, DeleteItemButton } from '../components/item-list';
import { ListPager, ListSearch } from '../components/list-controls';
import { ItemListState } from '../components/list-state';
import { PromptDialog } from '../components/prompt-dialog';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { useDeleteUser, useUpdateUser, useUsers } from '../features/users/use-users';
import {
  USERS_PAGE_SIZE,
  type AdminUserRow,
  type EditableUserColumn,
} from '../features/users/user-statements';

const Fields = styled.dl`
  display: grid;
  /* minmax(0, …): a long e-mail address wraps instead of widening the page on a phone. */
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const columns: {
  column: EditableUserColumn;
  label: string;
  options?: readonly { value: string; label: string }[];
}[] = [
  { column: 'name', label: adminTexts.name },
  { column: 'email', label: adminTexts.email },
  { column: 'role', label: adminTexts.role, options: adminTexts.roles },
];

/**
 * `/admin/users`: a searchable, paged list read through the admin SQL endpoint; name, e-mail
 * and role are edited in place (the role is chosen from USER and ADMIN; the server decides).
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const users = useUsers(search, page);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<{
    user: AdminUserRow;
    column: (typeof columns)[number];
  } | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const searchFor = (term: string) => {
    setSearch(term);
    setPage(0);
  };
  const total = Number(users.data?.[0]?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const list = (
    <ItemListState
      query={users}
      errorMessage={adminTexts.usersLoadFailed}
      emptyTitle={adminTexts.noUsers}
      label={adminTexts.users}
      busy={users.isFetching}
      renderItem={(user) => (
        <ItemCard key={user.id}>
          <ItemTitle>{user.username}</ItemTitle>
          <Fields>
            {columns.map((column) => (
              <div key={column.column} style={{ display: 'contents' }}>
                <dt>{column.label}</dt>
                <dd>{user[column.column] || '–'}</dd>
                <dd>
                  <Button
                    $variant="ghost"
                    aria-label={adminTexts.editUserField(column.label, user.username)}
                    onClick={() => setEditing({ user, column })}
                  >
                    {adminTexts.edit}
                  </Button>
                </dd>
              </div>
            ))}
          </Fields>
          <ItemActions>
            <DeleteItemButton name={user.username} onClick={() => setDeleting(user)} />
          </ItemActions>
        </ItemCard>
      )}
    />
  );

  return (
    <AdminPage title={adminTexts.users}>
      <ListSearch
        label={adminTexts.searchUsers}
        placeholder={adminTexts.searchUsersHint}
        onSearch={searchFor}
      />
      {list}
      {users.isSuccess && total > USERS_PAGE_SIZE && (
        <ListPager
          page={page}
          pages={pages}
          onPage={setPage}
          label={adminTexts.pagination}
          previous={adminTexts.previousPage}
          next={adminTexts.nextPage}
        />
      )}
      {editing && (
        <PromptDialog
          title={`${adminTexts.editValue(editing.column.label)}: ${editing.user.username}`}
          label={editing.column.label}
          options={editing.column.options}
          type={editing.column.column === 'email' ? 'email' : 'text'}
          initial={
            editing.column.column === 'role'
              ? editing.user.role.toUpperCase()
              : editing.user[editing.column.column]
          }
          onCancel={() => setEditing(null)}
          onAnswer={(value) => {
            setEditing(null);
            update.mutate(
              { id: editing.user.id, column: editing.column.column, value },
              { onError: (error) => void alertFailure(adminTexts.valueChangeFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={adminTexts.confirmDeleteUser(deleting.username)}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.id, {
              onError: (error) => void alertFailure(adminTexts.userDeleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
