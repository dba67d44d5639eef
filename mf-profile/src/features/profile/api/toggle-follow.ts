import {
  answerOrQueued,
  newIdempotencyKey,
  queueableWriteMode,
  toggledFollowing,
  useApi,
  withIdempotencyKey,
  type ApiClient,
  type ProfileFollowing,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { followingQueryKey } from './get-following';

/**
 * POST /profiles/{id}/follow: follows, or unfollows when already following; answers the new
 * state, or null while the service worker keeps the toggle offline. `key` makes a toggle sent
 * again (after a lost answer, or from the offline queue) count once.
 */
export function toggleFollow(
  api: ApiClient,
  userId: string,
  key: string = newIdempotencyKey(),
): Promise<ProfileFollowing | null> {
  return answerOrQueued<ProfileFollowing>(
    api.post(`profiles/${encodeURIComponent(userId)}/follow`, withIdempotencyKey(key)),
  );
}

/**
 * The count and the pressed state come from the server's answer, so they never drift; offline
 * the service worker keeps the toggle (docs/offline.md) and they show the user's choice until then.
 */
export function useToggleFollow(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(api, userId),
    networkMode: queueableWriteMode(),
    onSuccess: (answer) =>
      queryClient.setQueryData<ProfileFollowing>(
        followingQueryKey(userId),
        (shown) => answer ?? toggledFollowing(shown),
      ),
  });
}
