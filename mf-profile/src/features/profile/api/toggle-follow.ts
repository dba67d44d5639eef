import {
  useApi,
  type ApiClient,
  type ProfileFollowing,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { followingQueryKey } from './get-following';

/** POST /profiles/{id}/follow: follows, or unfollows when already following; answers the new state. */
export function toggleFollow(api: ApiClient, userId: string): Promise<ProfileFollowing> {
  return api.post(`profiles/${encodeURIComponent(userId)}/follow`).json<ProfileFollowing>();
}

/** The count and the pressed state come from the server's answer, so they never drift. */
export function useToggleFollow(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(api, userId),
    onSuccess: (answer) => queryClient.setQueryData(followingQueryKey(userId), answer),
  });
}
