import {
  fetchRead,
  readKey,
  useApi,
  type ApiClient,
  type Profile,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { profileRead } from '@kompass/shared/reads';

export const profileQueryKey = (userId: string) => readKey(profileRead, { userId });

/** GET /profiles?search={userId} → `{ content }`: the user's profile, null when there is none. */
export async function getProfile(
  api: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<Profile | null> {
  const page = await fetchRead(api, profileRead, { params: { userId }, signal });
  return page.content.find((profile) => profile.userId === userId) ?? page.content[0] ?? null;
}

export function profileQuery(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(api, userId, signal),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQuery(useApi(), userId));
}
