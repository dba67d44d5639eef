import {
  useApi,
  type ApiClient,
  type Bookmark,
  type EntityType,
  type Paged,
} from '@kompass/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverErrorShownInPlace } from './shown-in-place';

/** The API's largest page: a collection rarely needs a second request. */
const PAGE_SIZE = 100;
/** A guard against a server whose `total` never adds up. */
const MAX_PAGES = 50;

export const bookmarksQueryKey = ['bookmarks'] as const;

/** GET /bookmarks, every page: the whole collection, newest first, each with its item. */
export async function getBookmarks(api: ApiClient, signal?: AbortSignal): Promise<Bookmark[]> {
  const bookmarks: Bookmark[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await api
      .get('bookmarks', {
        searchParams: { page, size: PAGE_SIZE },
        signal,
        context: serverErrorShownInPlace,
      })
      .json<Paged<Bookmark>>();
    bookmarks.push(...content);
    if (content.length === 0 || bookmarks.length >= total) break;
  }
  return bookmarks;
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
export function useBookmarkOf(entityType: EntityType, entityId: string) {
  const query = useBookmarks();
  const bookmark = query.data?.find(
    (item) => item.entityType === entityType && item.entityId === entityId,
  );
  return { bookmark, isLoading: query.isPending };
}
