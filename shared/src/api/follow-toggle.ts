/** `@kompass/shared/follow-toggle`: bundled by the apps that follow something (companies, people). */
import {
  answerOrQueued,
  newIdempotencyKey,
  queueableWriteMode,
  toggledFollowing,
  useApi,
  useMutation,
  useQueryClient,
  withIdempotencyKey,
  type ApiClient,
  type QueryKey,
} from '@kompass/shared';

interface FollowState {
  following: boolean;
  count: number;
}

/**
 * POST {path} (e.g. `companies/{id}/follow`): follows, or unfollows when already following;
 * answers the new state, or null while the service worker keeps the toggle offline. `key` makes
 * a toggle sent again (after a lost answer, or from the offline queue) count once.
 */
export function toggleFollowing<State extends FollowState>(
  api: ApiClient,
  path: string,
  key: string = newIdempotencyKey(),
): Promise<State | null> {
  return answerOrQueued<State>(api.post(path, withIdempotencyKey(key)));
}

/**
 * Toggles following. The cache under `queryKey` takes the server's answer, not a guess, so the
 * pressed state and the count never drift after a failure. Offline the service worker keeps the
 * toggle (docs/offline.md) and the button shows the user's choice until the answer arrives.
 */
export function useFollowToggle<State extends FollowState>(path: string, queryKey: QueryKey) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollowing<State>(api, path),
    networkMode: queueableWriteMode(),
    onSuccess: (answer) =>
      queryClient.setQueryData<State>(queryKey, (shown) => answer ?? toggledFollowing(shown)),
  });
}
