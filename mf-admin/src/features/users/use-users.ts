import { useApi, keepPreviousData, useMutation, useQuery, useQueryClient } from '@kompass/shared';
import { runDml } from '../../api/run-dml';
import { runSql } from '../../api/run-sql';
import {
  deleteUser,
  updateUser,
  usersPage,
  type AdminUserRow,
  type EditableUserColumn,
} from './user-statements';

const usersKey = ['admin', 'users'] as const;

export function useUsers(search: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...usersKey, search, page],
    queryFn: ({ signal }) => runSql<AdminUserRow>(api, usersPage(search, page), signal),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      column,
      value,
    }: {
      id: string;
      column: EditableUserColumn;
      value: string;
    }) => runDml(api, updateUser(id, column, value)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => runDml(api, deleteUser(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
