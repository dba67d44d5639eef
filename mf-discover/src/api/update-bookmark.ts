import {
  answerOrQueued,
  newIdempotencyKey,
  queueableWriteMode,
  useApi,
  withIdempotencyKey,
  type ApiClient,
  type Bookmark,
  type BookmarkChanges,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { bookmarksQueryKey } from './get-bookmarks';

/**
 * PATCH /bookmarks/{id}: status, deadline, note; only the owner may (the server checks). Answers
 * the changed bookmark, or null while the service worker keeps the change offline; `key` makes
 * a change sent again later count once.
 */
export function updateBookmark(
  api: ApiClient,
  id: string,
  changes: BookmarkChanges,
  key: string = newIdempotencyKey(),
): Promise<Bookmark | null> {
  return answerOrQueued<Bookmark>(
    api.patch(`bookmarks/${encodeURIComponent(id)}`, {
      json: changes,
      ...withIdempotencyKey(key),
    }),
  );
}

/**
 * Changes an application and puts the answer into the collection at once; then reloads it (and
 * with it the tab badge, whose key lies below ['bookmarks']). A refused change alerts. Kept
 * offline, the change shows as made until the worker has sent it.
 */
export function useUpdateBookmark() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BookmarkChanges }) =>
      updateBookmark(api, id, changes),
    networkMode: queueableWriteMode(),
    onSuccess: (updated, { id, changes }) =>
      queryClient.setQueryData<Bookmark[]>(bookmarksQueryKey, (list) =>
        list?.map((bookmark) =>
          bookmark.id !== id ? bookmark : (updated ?? { ...bookmark, ...changes }),
        ),
      ),
    // Not awaited: a returned promise would hold the caller's `onSuccess` (closing the form)
    // until the whole collection had been read again. A change kept offline is not read back:
    // the kept copy from before would hide it.
    onSettled: (updated) => {
      if (updated !== null) void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
}
