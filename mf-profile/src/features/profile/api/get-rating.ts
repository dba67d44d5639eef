import {
  useApi,
  type ApiClient,
  type RatingResponse,
  queryOptions,
  useQuery,
} from '@kompass/shared';

export const ratingQueryKey = (userId: string) => ['profiles', 'user', userId, 'rating'] as const;

/** GET /profiles/{id}/rating → `{ rating, count }` (average with one decimal, null when unrated). */
export function getRating(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<RatingResponse> {
  return api
    .get(`profiles/${encodeURIComponent(userId)}/rating`, { signal })
    .json<RatingResponse>();
}

export function ratingQuery(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ratingQueryKey(userId),
    queryFn: ({ signal }) => getRating(api, userId, signal),
  });
}

export function useRating(userId: string) {
  return useQuery(ratingQuery(useApi(), userId));
}
