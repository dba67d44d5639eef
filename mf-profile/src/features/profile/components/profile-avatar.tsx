import { Avatar } from '@kompass/shared';
import { useAvatarVersion } from '../hooks/use-avatar-version';

/**
 * The user's avatar (the UI kit's, with the initials placeholder on a 404), cache-busted after
 * an upload in this page.
 */
export function ProfileAvatar({
  userId,
  name,
  size = 96,
}: {
  userId: string;
  name: string;
  size?: number;
}) {
  const version = useAvatarVersion(userId);
  return <Avatar userId={userId} name={name} size={size} version={version} />;
}
