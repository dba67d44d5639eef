import { infiniteQueryOptions } from '@kompass/shared';
import type { ApiClient, Paged } from '@kompass/shared';
import { filterErrorShownInPlace, serverErrorShownInPlace } from './shown-in-place';

/** One page of a list; the API answers at most 100, the app asks for 20 at a time. */
export const PAGE_SIZE = 20;

/**
 * The searchable, paginated lists (docs/product.md#api: `{ content, total }`, pages count from 0).
 */
export type PagedResource = 'jobs' | 'companies' | 'occupations';

/**
 * Further query parameters that narrow a list, e.g. `{ kind: 'university' }`; a list of values is
 * sent as the parameter repeated (`?workType=Ausbildung&workType=Vollzeit`).
 */
export type ListFilter = Readonly<Record<string, string | readonly string[]>>;

/** The query string of a list request: the filter, then the search text and paging. */
export function listSearchParams(
  filter: ListFilter,
  rest: Readonly<Record<string, string | number>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...rest })) {
    for (const each of typeof value === 'object' ? value : [value]) {
      params.append(name, String(each));
    }
  }
  return params;
}

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
      searchParams: listSearchParams(filter, { ...(query ? { search: query } : {}), page, size }),
      signal,
      // A filtered list shows a refused filter itself (the search: an unknown place beside the
      // place field; a category: its error state) rather than in a global alert.
      context: Object.keys(filter).length > 0 ? filterErrorShownInPlace : serverErrorShownInPlace,
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
