import { useAppConfig } from '@kompass/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { chatTexts } from '../texts';

const size = (props: { $size: number }) => `${props.$size}px`;

const Picture = styled.img<{ $size: number }>`
  flex: none;
  width: ${size};
  height: ${size};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** The locally made placeholder (no external avatar service): the first letter on teal. */
const Placeholder = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 700;
  font-size: ${({ $size }) => `${Math.round($size * 0.42)}px`};
  text-transform: uppercase;
`;

/** `GET /avatars/{userId}` (302 to the picture), or the placeholder when it answers 404. */
export function Avatar({
  userId,
  username,
  size: pixels = 44,
  decorative = false,
  hasAvatar,
}: {
  /** Null for a deleted account: the placeholder. */
  userId: string | null;
  username: string;
  size?: number;
  /** The name is written next to it: screen readers skip the picture. */
  decorative?: boolean;
  /** False: the placeholder without asking `/avatars/{userId}` (its 404 is a console error). */
  hasAvatar?: boolean;
}) {
  const { apiBaseUrl } = useAppConfig();
  const [failed, setFailed] = useState<string | null>(null);
  const label = chatTexts.avatarOf(username);
  if (userId === null || hasAvatar === false || failed === userId) {
    return (
      <Placeholder
        $size={pixels}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      >
        {Array.from(username)[0] ?? '?'}
      </Placeholder>
    );
  }
  return (
    <Picture
      $size={pixels}
      src={`${apiBaseUrl.replace(/\/$/, '')}/avatars/${encodeURIComponent(userId)}`}
      alt={decorative ? '' : label}
      loading="lazy"
      onError={() => setFailed(userId)}
    />
  );
}
