import {
  queueableWriteMode,
  useApi,
  type ApiClient,
  type Bookmark,
  type BookmarkChanges,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { bookmarksQueryKey } from './get-bookmarks';

/** PATCH /bookmarks/{id}: status, deadline, note; only the owner may (the server checks). */
export function updateBookmark(
  api: ApiClient,
  id: string,
  changes: BookmarkChanges,
): Promise<Bookmark> {
  return api.patch(`bookmarks/${encodeURIComponent(id)}`, { json: changes }).json<Bookmark>();
}

/**
 * Changes an application and puts the answer into the collection at once; then reloads it (and
 * with it the tab badge, whose key lies below ['bookmarks']). A refused change alerts.
 */
export function useUpdateBookmark() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BookmarkChanges }) =>
      updateBookmark(api, id, changes),
    networkMode: queueableWriteMode(),
    onSuccess: (updated) =>
      queryClient.setQueryData<Bookmark[]>(bookmarksQueryKey, (list) =>
        list?.map((bookmark) => (bookmark.id === updated.id ? updated : bookmark)),
      ),
    // Not awaited: a returned promise would hold the caller's `onSuccess` (closing the form)
    // until the whole collection had been read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
}
