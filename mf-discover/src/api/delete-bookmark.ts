import {
  queueableWriteMode,
  useApi,
  type ApiClient,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { bookmarksQueryKey } from './get-bookmarks';

/** DELETE /bookmarks/{id}: only the owner may (the server checks). */
export async function deleteBookmark(api: ApiClient, id: string): Promise<void> {
  await api.delete(`bookmarks/${encodeURIComponent(id)}`);
}

/** Removes a bookmark, then reloads the collection (docs/product.md#bookmarks-merkliste). */
export function useDeleteBookmark() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBookmark(api, id),
    networkMode: queueableWriteMode(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
  });
}
