import type { ProfileFollowing } from '@kompass/shared';
import { useFollowToggle } from '@kompass/shared/follow-toggle';
import { followingQueryKey } from './get-following';

/** POST /profiles/{id}/follow: follows the person, or unfollows; count and button show the answer. */
export function useToggleFollow(userId: string) {
  return useFollowToggle<ProfileFollowing>(
    `profiles/${encodeURIComponent(userId)}/follow`,
    followingQueryKey(userId),
  );
}
