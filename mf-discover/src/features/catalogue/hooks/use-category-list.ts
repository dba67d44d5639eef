import { type InfiniteData, type UseInfiniteQueryResult } from '@kompass/shared';
import type { Company, CourseListItem, Job, Paged } from '@kompass/shared';
import { useMemo, useState } from 'react';
import { useCompanies, type CompanyKind } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { useJobs } from '../../../api/get-jobs';
import { COURSES_PER_STEP } from '../categories';

/** A list that grows step by step, whether the server pages it or the browser does. */
export interface GrowingList<T> {
  /** `error` only when there is nothing to show; a failed reload keeps what was there. */
  status: 'pending' | 'error' | 'success';
  items: T[];
  /** All matches, also those not loaded yet. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

function listStatus(query: { isPending: boolean; data: unknown }): GrowingList<unknown>['status'] {
  if (query.isPending) return 'pending';
  return query.data === undefined ? 'error' : 'success';
}

function fromInfiniteQuery<T extends { id: string }>(
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>,
  items: T[],
): GrowingList<T> {
  return {
    status: listStatus(query),
    items,
    total: query.data?.pages.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

/** The items of every page; an item that moved to a later page while paging shows once. */
function usePagedItems<T extends { id: string }>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.content)
      .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [data]);
}

/** GET /jobs?search=…, 20 at a time. */
export function useJobList(search: string): GrowingList<Job> {
  const query = useJobs(search);
  return fromInfiniteQuery(query, usePagedItems(query.data));
}

/** GET /companies?search=…[&kind=university], 20 at a time. */
export function useCompanyList(search: string, kind?: CompanyKind): GrowingList<Company> {
  const query = useCompanies(search, kind);
  return fromInfiniteQuery(query, usePagedItems(query.data));
}

/**
 * GET /courses[?search=] has no pages (docs/product.md#api): the server searches, the browser shows
 * 20 more of the answer at a time.
 */
export function useCourseList(search: string): GrowingList<CourseListItem> {
  const query = useCourses(search);
  // The count starts over with every new search, without an extra render.
  const [shown, setShown] = useState({ search, count: COURSES_PER_STEP });
  const count = shown.search === search ? shown.count : COURSES_PER_STEP;
  const matches = query.data ?? [];
  return {
    status: listStatus(query),
    items: matches.slice(0, count),
    total: matches.length,
    hasMore: count < matches.length,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: () => setShown({ search, count: count + COURSES_PER_STEP }),
    retry: () => void query.refetch(),
  };
}
