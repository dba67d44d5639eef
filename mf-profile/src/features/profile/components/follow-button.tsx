import { Button, styled } from '@kompass/shared';
import { profileTexts } from '../../../texts';
import { useFollowing } from '../api/get-following';
import { useToggleFollow } from '../api/toggle-follow';
import { Row as LayoutRow } from '@kompass/shared/layout';

const Row = styled(LayoutRow).attrs({ $gap: 3 })``;

const Count = styled.span`
  font-weight: 600;
`;

/**
 * The follower count, and on someone else's profile follow / unfollow as a toggle button
 * (`aria-pressed`). The count is the server's answer to the toggle, so it updates at once.
 */
export function FollowControl({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const following = useFollowing(userId);
  const toggle = useToggleFollow(userId);
  const isFollowing = following.data?.following ?? false;
  return (
    <Row>
      <Count aria-live="polite">{profileTexts.followers(following.data?.count ?? 0)}</Count>
      {!isOwn && (
        <Button
          $variant={isFollowing ? 'secondary' : 'primary'}
          aria-pressed={isFollowing}
          disabled={following.isPending || toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {isFollowing ? profileTexts.unfollow : profileTexts.follow}
        </Button>
      )}
    </Row>
  );
}
