import {
  fetchRead,
  readKey,
  followingRead,
  useApi,
  type ApiClient,
  type ProfileFollowing,
  queryOptions,
  useQuery,
} from '@kompass/shared';

export const followingQueryKey = (userId: string) => readKey(followingRead, { userId });

/** GET /profiles/{id}/following → `{ count, following }`. */
export function getFollowing(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<ProfileFollowing> {
  return fetchRead(api, followingRead, { params: { userId: userId }, signal });
}

export function followingQuery(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: followingQueryKey(userId),
    queryFn: ({ signal }) => getFollowing(api, userId, signal),
  });
}

export function useFollowing(userId: string) {
  return useQuery(followingQuery(useApi(), userId));
}
