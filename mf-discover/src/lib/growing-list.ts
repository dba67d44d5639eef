import type { InfiniteData, Paged, UseInfiniteQueryResult } from '@kompass/shared';
import { useMemo } from 'react';

/** A list that grows step by step, whether the server pages it or the browser does. */
export interface GrowingList<T> {
  /** `error` only when there is nothing to show; a failed reload keeps what was there. */
  status: 'pending' | 'error' | 'success';
  /** The first page's failure, for a caller that tells some failures elsewhere. */
  error?: unknown;
  items: T[];
  /** All matches, also those not loaded yet. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface ListQuery {
  isPending: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

function listStatus(query: ListQuery): GrowingList<unknown>['status'] {
  if (query.isPending) return 'pending';
  return query.data === undefined ? 'error' : 'success';
}

/** The items of every page; an item that moved to a later page while paging shows once. */
export function usePagedItems<T extends { id: string }>(
  data: InfiniteData<Paged<T>> | undefined,
): T[] {
  return useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.content)
      .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [data]);
}

/** A list the server pages (`{ content, total }` per page). */
export function usePagedList<T extends { id: string }>(
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>,
): GrowingList<T> {
  const items = usePagedItems(query.data);
  return {
    status: listStatus(query),
    error: query.error,
    items,
    // Never fewer than are shown, should the total shrink while paging.
    total: Math.max(query.data?.pages.at(-1)?.total ?? 0, items.length),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

/** A list the server answers whole; `shown` of it, where the browser shows it step by step. */
export function wholeList<T>(
  query: ListQuery & { data: T[] | undefined },
  { shown = Infinity, showMore = () => {} }: { shown?: number; showMore?: () => void } = {},
): GrowingList<T> {
  const matches = query.data ?? [];
  return {
    status: listStatus(query),
    error: query.error,
    items: matches.slice(0, shown),
    total: matches.length,
    hasMore: shown < matches.length,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: showMore,
    retry: () => void query.refetch(),
  };
}
