import {
  answerOrQueued,
  isHTTPError,
  newIdempotencyKey,
  queueableWriteMode,
  useApi,
  withIdempotencyKey,
  type ApiClient,
  type CreatedResponse,
  type NewBookmark,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { bookmarksQueryKey } from './get-bookmarks';

/**
 * POST /bookmarks → 201 `{ id }`; 409 when the item is saved already; null while the service
 * worker keeps it offline. `key` identifies the user's action: a retry of the same action sends
 * the same key and saves nothing twice.
 */
export function createBookmark(
  api: ApiClient,
  bookmark: NewBookmark,
  key: string = newIdempotencyKey(),
): Promise<CreatedResponse | null> {
  return answerOrQueued<CreatedResponse>(
    api.post('bookmarks', { json: bookmark, ...withIdempotencyKey(key) }),
  );
}

export function useCreateBookmark({
  onCreated,
}: { onCreated?: (bookmark: NewBookmark) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: NewBookmark) => createBookmark(api, bookmark),
    // Offline, the service worker keeps it until the network is back (docs/offline.md).
    networkMode: queueableWriteMode(),
    onSuccess: (_created, bookmark) => onCreated?.(bookmark),
    onSettled: (_created, error) => {
      // After a 201 and after a 409 (saved on another device) the collection has changed.
      if (!error || (isHTTPError(error) && error.response.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
      }
    },
  });
}
