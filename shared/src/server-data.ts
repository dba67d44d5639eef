/**
 * TanStack Query, for every app. Apps import it from `@kompass/shared`, never from
 * `@tanstack/react-query`: shared as a Module Federation package it would arrive whole (its
 * hydration, streaming and suspense parts too), while inside this singleton only what is listed
 * here is bundled, still exactly once per page, so the shell's `QueryClientProvider` is the cache
 * every remote's `useQuery` reads.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
