import {
  fetchRead,
  readKey,
  ratingRead,
  useApi,
  type ApiClient,
  type RatingResponse,
  queryOptions,
  useQuery,
} from '@kompass/shared';

export const ratingQueryKey = (userId: string) => readKey(ratingRead, { userId });

/** GET /profiles/{id}/rating → `{ rating, count }` (average with one decimal, null when unrated). */
export function getRating(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<RatingResponse> {
  return fetchRead(api, ratingRead, { params: { userId: userId }, signal });
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
