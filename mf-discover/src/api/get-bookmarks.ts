import {
  bookmarksRead,
  readQueryOptions,
  useApi,
  useQuery,
  type BookmarkEntityType,
} from '@kompass/shared';
import { serverErrorShownInPlace } from './shown-in-place';

export const bookmarksQueryKey = bookmarksRead.key;

/** GET /bookmarks, every page: the whole collection, newest first, each with its item. */
export function useBookmarks() {
  return useQuery(readQueryOptions(useApi(), bookmarksRead, { context: serverErrorShownInPlace }));
}

/** The bookmark of one item, once the collection has loaded; `undefined` while it loads. */
export function useBookmarkOf(entityType: BookmarkEntityType, entityId: string) {
  const query = useBookmarks();
  const bookmark = query.data?.find(
    (item) => item.entityType === entityType && item.entityId === entityId,
  );
  return { bookmark, isLoading: query.isPending };
}
