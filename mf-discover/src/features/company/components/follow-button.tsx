import { Button } from '@kompass/shared';
import { companyTexts } from '../texts';
import { useCompanyFollowing } from '../api/get-company-following';
import { useToggleCompanyFollow } from '../api/toggle-company-follow';

/**
 * Follow / unfollow as a toggle button (`aria-pressed`). Shows what the server said last; it is
 * disabled until the state is known and while a toggle is on its way, so a double tap cannot
 * toggle twice.
 */
export function FollowButton({ companyId }: { companyId: string }) {
  const following = useCompanyFollowing(companyId);
  const toggle = useToggleCompanyFollow(companyId);
  const isFollowing = following.data?.following ?? false;
  return (
    <Button
      $variant={isFollowing ? 'secondary' : 'primary'}
      aria-pressed={isFollowing}
      disabled={following.isPending || toggle.isPending}
      onClick={() => toggle.mutate()}
    >
      {isFollowing ? companyTexts.unfollow : companyTexts.follow}
    </Button>
  );
}

/** How many follow the company, as the server last said (nothing until it has). */
export function FollowerCount({ companyId }: { companyId: string }) {
  const count = useCompanyFollowing(companyId).data?.count;
  if (count === undefined) return null;
  return <span>{companyTexts.followers(count)}</span>;
}
