import { readKey, readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { ratingRead } from '@kompass/shared/reads';

export const ratingQueryKey = (userId: string) => readKey(ratingRead, { userId });

/** GET /profiles/{id}/rating → `{ rating, count }` (average with one decimal, null when unrated). */
export function useRating(userId: string) {
  return useQuery(readQueryOptions(useApi(), ratingRead, { params: { userId } }));
}
