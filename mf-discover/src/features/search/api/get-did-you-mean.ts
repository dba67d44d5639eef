import { useApi, type ApiClient, type DidYouMean, queryOptions, useQuery } from '@kompass/shared';

/** GET /search/did-you-mean?search=: a spelling that finds something, for an empty result. */
export function didYouMeanQuery(api: ApiClient, search: string, enabled: boolean) {
  const query = search.trim();
  return queryOptions({
    queryKey: ['search', 'did-you-mean', query] as const,
    queryFn: ({ signal }) =>
      api
        .get('search/did-you-mean', {
          searchParams: { search: query },
          signal,
          // Only a help: the empty result has other ways on.
          context: { silent: true },
        })
        .json<DidYouMean>(),
    enabled: enabled && query !== '',
    staleTime: Infinity,
  });
}

export function useDidYouMean(search: string, enabled: boolean) {
  return useQuery(didYouMeanQuery(useApi(), search, enabled));
}
