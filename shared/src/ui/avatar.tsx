/**
 * `@kompass/shared/avatar`: bundled by the apps that show people (chats, search, profiles), so it
 * stays out of the shell's first load; what holds state (the app config) and the page's one
 * theme come from the shared singleton.
 */
import { styled, useAppConfig } from '@kompass/shared';
import { useImageFallback } from './use-image-fallback';

export const avatarTexts = {
  avatarOf: (name: string) => `Profilbild von ${name}`,
} as const;

/** `GET /avatars/{userId}` (public, 302 to the image or 404), optionally cache-busted. */
export function avatarUrl(apiBaseUrl: string, userId: string, version?: number): string {
  const url = `${apiBaseUrl.replace(/\/?$/, '/')}avatars/${encodeURIComponent(userId)}`;
  return version === undefined ? url : `${url}?v=${version}`;
}

/** Up to two initials for the avatar placeholder: 'Lena Schulz' → 'LS', 'tom' → 'T'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const initials = letters.map((word) => [...(word ?? '')][0] ?? '').join('');
  return initials.toLocaleUpperCase('de-DE') || '?';
}

const Img = styled.img<{ $size: number }>`
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/**
 * The placeholder is made here, from the name: initials on a teal disc (docs/product.md#privacy:
 * nothing loads from another host).
 */
const Initials = styled.span<{ $size: number }>`
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

export interface AvatarProps {
  /** Null for a deleted account: always the placeholder. */
  userId: string | null;
  /** The display name: the alternative text and the placeholder's initials. */
  name: string;
  /** Pixels, width and height. */
  size?: number;
  /** Appended as `?v=` so that a new upload shows at once. */
  version?: number;
  /** The name is written next to it: screen readers skip the picture. */
  decorative?: boolean;
  /** In long lists: load only when scrolled near. */
  lazy?: boolean;
  /**
   * Whether the user has a picture, as the API's payloads say. False shows the initials without
   * asking `/avatars/{userId}`, whose 404 a browser reports as an error; unknown asks.
   */
  hasAvatar?: boolean;
}

/**
 * The user's avatar from `/avatars/{userId}`; on a 404 (no avatar) or any load failure the
 * initials placeholder takes its place with the same alternative text.
 */
export function Avatar({
  userId,
  name,
  size = 48,
  version,
  decorative = false,
  lazy = false,
  hasAvatar,
}: AvatarProps) {
  const config = useAppConfig();
  const src = userId === null ? null : avatarUrl(config.apiBaseUrl, userId, version);
  const { shown, onError } = useImageFallback(src);
  const alt = avatarTexts.avatarOf(name);
  // A picture uploaded on this page (a version) counts even if the payload said none.
  if (shown === null || (hasAvatar === false && version === undefined)) {
    return (
      <Initials
        $size={size}
        data-testid="avatar-placeholder"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Initials>
    );
  }
  return (
    <Img
      src={shown}
      alt={decorative ? '' : alt}
      $size={size}
      loading={lazy ? 'lazy' : undefined}
      onError={onError}
    />
  );
}
