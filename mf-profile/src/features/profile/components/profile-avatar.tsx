import { Avatar } from '@kompass/shared/avatar';
import { useAvatarVersion } from '../hooks/use-avatar-version';

/**
 * The user's avatar (the UI kit's, with the initials placeholder on a 404), cache-busted after
 * an upload in this page.
 */
export function ProfileAvatar({
  userId,
  name,
  size = 96,
  hasAvatar,
}: {
  userId: string;
  name: string;
  size?: number;
  /** From the profile: false shows the initials without asking for a picture. */
  hasAvatar?: boolean;
}) {
  const version = useAvatarVersion(userId);
  return <Avatar userId={userId} name={name} size={size} version={version} hasAvatar={hasAvatar} />;
}
