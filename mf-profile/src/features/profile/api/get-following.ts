import { readKey, readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { followingRead } from '@kompass/shared/reads';

export const followingQueryKey = (userId: string) => readKey(followingRead, { userId });

/** GET /profiles/{id}/following → `{ count, following }`. */
export function useFollowing(userId: string) {
  return useQuery(readQueryOptions(useApi(), followingRead, { params: { userId } }));
}
