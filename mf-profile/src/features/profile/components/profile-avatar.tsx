import { useAppConfig } from '@kompass/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from '../../../lib/format';
import { profileTexts } from '../../../texts';
import { useAvatarVersion } from '../hooks/use-avatar-version';
import { avatarUrl } from '../lib/avatar-url';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** The placeholder is made here, from the name: initials on a teal disc (DESIGN §5). */
const Initials = styled.div<{ $size: number }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 700;
  user-select: none;
`;

/**
 * The user's avatar from `/avatars/{userId}`; on a 404 (no avatar) or any load failure the
 * initials placeholder takes its place with the same alternative text.
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
  const config = useAppConfig();
  const version = useAvatarVersion(userId);
  const src = avatarUrl(config.apiBaseUrl, userId, version);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = profileTexts.avatarOf(name);
  if (failedSrc === src) {
    return (
      <Initials role="img" aria-label={alt} $size={size} data-testid="avatar-placeholder">
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Initials>
    );
  }
  return <Img src={src} alt={alt} $size={size} onError={() => setFailedSrc(src)} />;
}
