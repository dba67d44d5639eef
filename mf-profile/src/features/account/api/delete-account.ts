import { useApi, type ApiClient, useMutation } from '@kompass/shared';

/** DELETE /account: the user's account with all their data (204). */
export async function deleteAccount(api: ApiClient): Promise<void> {
  await api.delete('account');
}

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => deleteAccount(api) });
}
