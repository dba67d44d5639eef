/**
 * A read of the API from its descriptor in the contracts (`@kompass/contracts/reads`): the
 * request, the query key and the query options come from the one description that the first
 * reads of the server's page use too, so a page asks exactly what the server has started.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  readKey,
  readPath,
  readQuery,
  type AnswerOf,
  type ParamsOf,
  type PlaceQuery,
  type Read,
} from '@kompass/contracts/reads';
import type { ApiClient, RequestContext } from './client';
import { getAllPages } from './pages';

// What the shell and home's first screen read with; `@kompass/shared` arrives whole (a shared
// module is never tree-shaken), so only these are passed on. A remote's other pages import
// their descriptors from `@kompass/contracts/reads` and bundle them.
export {
  bookmarksRead,
  defaultPlaceRadiusKm,
  dueCountRead,
  lastPlaceStorageKey,
  placeQueryOf,
  readKey,
  recommendationsRead,
  storedPlaceOf,
  unreadCountRead,
} from '@kompass/contracts/reads';
export type { PlaceQuery } from '@kompass/contracts/reads';

interface ReadOptions<R> {
  /** The read's parameters, by name (e.g. `{ id }` for `companies/:id`). */
  params?: ParamsOf<R>;
  signal?: AbortSignal;
  /** How a failure is told (ky's `context`). */
  context?: RequestContext;
  /** Tries after a failed one (ky's `retry`); a badge asks again at its next interval instead. */
  retry?: number;
  /** For a read that `takesPlace`: the place, sent as `near` and `radiusKm`. */
  place?: PlaceQuery;
}

/** Asks the API for `read`; a paged list is read whole, a page at a time. */
export function fetchRead<R extends Read<unknown, string>>(
  api: ApiClient,
  read: R,
  { params, signal, context, retry, place }: ReadOptions<R> = {},
): Promise<AnswerOf<R>> {
  const values = (params ?? {}) as Record<string, string>;
  const path = readPath(read, values);
  if (read.pageSize !== undefined) {
    return getAllPages(api, path, { signal, context, size: read.pageSize }) as Promise<AnswerOf<R>>;
  }
  return api
    .get(path, {
      searchParams: {
        ...readQuery(read, values),
        ...(read.takesPlace && place ? { near: place.near, radiusKm: place.radiusKm } : {}),
      },
      signal,
      context,
      ...(retry === undefined ? {} : { retry }),
    })
    .json<AnswerOf<R>>();
}

/** The query options of `read`: its key and its fetcher. */
export function readQueryOptions<R extends Read<unknown, string>>(
  api: ApiClient,
  read: R,
  options: Omit<ReadOptions<R>, 'signal'> = {},
) {
  return queryOptions({
    queryKey: [
      ...readKey(read, (options.params ?? {}) as Record<string, string>),
      // Below the read's own key, so refreshing the read refreshes it at every place.
      ...(read.takesPlace && options.place ? [options.place.near, options.place.radiusKm] : []),
    ],
    queryFn: ({ signal }) => fetchRead(api, read, { ...options, signal }),
  });
}
