import type { ApiClient, Paged } from '@kompass/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { serverErrorShownInPlace } from './shown-in-place';

/** One page of a list; the API answers at most 100, the app asks for 20 at a time. */
export const PAGE_SIZE = 20;

/**
 * The searchable, paginated lists (docs/product.md#api: `{ content, total }`, pages count from 0).
 */
export type PagedResource = 'jobs' | 'companies';

/** Further query parameters that narrow a list, e.g. `{ kind: 'university' }`. */
export type ListFilter = Readonly<Record<string, string>>;

export interface PageRequest {
  search: string;
  page: number;
  size?: number;
  filter?: ListFilter;
}

export function getPage<T>(
  api: ApiClient,
  resource: PagedResource,
  { search, page, size = PAGE_SIZE, filter = {} }: PageRequest,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  const query = search.trim();
  return api
    .get(resource, {
      searchParams: { ...filter, ...(query ? { search: query } : {}), page, size },
      signal,
      context: serverErrorShownInPlace,
    })
    .json<Paged<T>>();
}

/** The page after the ones loaded, or `undefined` when `total` has been reached. */
export function nextPageParam<T>(lastPage: Paged<T>, pages: Paged<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.content.length, 0);
  return lastPage.content.length === 0 || loaded >= lastPage.total ? undefined : pages.length;
}

/** A list loaded page by page as the user scrolls; one cache entry per resource and search text. */
export function pagedListQuery<T>(
  api: ApiClient,
  resource: PagedResource,
  search: string,
  filter: ListFilter = {},
) {
  return infiniteQueryOptions({
    queryKey: [resource, 'list', search.trim(), filter] as const,
    queryFn: ({ pageParam, signal }) =>
      getPage<T>(api, resource, { search, page: pageParam, filter }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<T>,
  });
}
