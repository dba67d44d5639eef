import {
  answerOrQueued,
  newIdempotencyKey,
  queueableWriteMode,
  toggledFollowing,
  useApi,
  withIdempotencyKey,
  type ApiClient,
  type CompanyFollowing,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { companyFollowingQueryKey } from './get-company-following';

/**
 * POST /companies/{id}/follow: follows, or unfollows when already following; answers the new
 * state, or null while the service worker keeps the toggle offline. `key` makes a toggle sent
 * again (after a lost answer, or from the offline queue) count once.
 */
export function toggleCompanyFollow(
  api: ApiClient,
  companyId: string,
  key: string = newIdempotencyKey(),
): Promise<CompanyFollowing | null> {
  return answerOrQueued<CompanyFollowing>(
    api.post(`companies/${encodeURIComponent(companyId)}/follow`, withIdempotencyKey(key)),
  );
}

/**
 * Toggles following. The cache takes the server's answer, not a guess: after a failure the
 * button still shows the truth. Offline the service worker keeps the toggle (docs/offline.md)
 * and the button shows the user's choice until the answer arrives.
 */
export function useToggleCompanyFollow(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = companyFollowingQueryKey(companyId);
  return useMutation({
    mutationFn: () => toggleCompanyFollow(api, companyId),
    networkMode: queueableWriteMode(),
    onSuccess: (answer) =>
      queryClient.setQueryData<CompanyFollowing>(
        queryKey,
        (shown) => answer ?? toggledFollowing(shown),
      ),
  });
}
