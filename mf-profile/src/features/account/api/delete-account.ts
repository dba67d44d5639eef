import { useApi, type ApiClient } from '@kompass/shared';
import { useMutation } from '@tanstack/react-query';

/** DELETE /account: the user's account with all their data (204). */
export async function deleteAccount(api: ApiClient): Promise<void> {
  await api.delete('account');
}

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => deleteAccount(api) });
}
