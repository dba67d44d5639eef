import {
  bookmarksRead,
  fetchRead,
  useApi,
  type ApiClient,
  type Bookmark,
  type BookmarkEntityType,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { serverErrorShownInPlace } from './shown-in-place';

export const bookmarksQueryKey = bookmarksRead.key;

/** GET /bookmarks, every page: the whole collection, newest first, each with its item. */
export function getBookmarks(api: ApiClient, signal?: AbortSignal): Promise<Bookmark[]> {
  return fetchRead(api, bookmarksRead, { signal, context: serverErrorShownInPlace });
}

export function bookmarksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: bookmarksQueryKey,
    queryFn: ({ signal }) => getBookmarks(api, signal),
  });
}

export function useBookmarks() {
  return useQuery(bookmarksQuery(useApi()));
}

/** The bookmark of one item, once the collection has loaded; `undefined` while it loads. */
export function useBookmarkOf(entityType: BookmarkEntityType, entityId: string) {
  const query = useBookmarks();
  const bookmark = query.data?.find(
    (item) => item.entityType === entityType && item.entityId === entityId,
  );
  return { bookmark, isLoading: query.isPending };
}
